import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSession, okResponse, PROFILE, storeSession, stubApi } from '../../../test/api-stub';
import { ACTIVE_SUBSCRIPTION, billingHandlers } from '../../../test/billing-stubs';
import { renderInAppLayout } from '../../../test/render-app';
import { SuccessRoute } from './success';

/** Lets answers and renders through without moving the clock. */
async function settle() {
  for (let turn = 0; turn < 10; turn += 1) {
    await act(() => vi.advanceTimersByTimeAsync(0));
  }
}

function renderSuccess(path: string) {
  return renderInAppLayout([{ path: '/success', element: <SuccessRoute /> }], path);
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('payment return (/success)', () => {
  it('shows "Processing your payment..." for 1.5 s, then "Payment Successful!" with the session id', async () => {
    stubApi({});
    renderSuccess('/success?session_id=cs_test_a1b2c3');

    expect(screen.getByText('Processing your payment...')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1499));
    expect(screen.getByText('Processing your payment...')).toBeInTheDocument();
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1));

    expect(screen.getByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.queryByText('Processing your payment...')).not.toBeInTheDocument();
    expect(screen.getByText('Session ID: cs_test_a1b2c3')).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(document.title).toContain('Payment Successful');
  });

  it('leaves out the session line when there is no session id', async () => {
    stubApi({});
    renderSuccess('/success');

    await act(() => vi.advanceTimersByTimeAsync(1500));

    expect(screen.getByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.queryByText(/Session ID/)).not.toBeInTheDocument();
  });

  it('reloads the credits once the payment shows as successful', async () => {
    let credits = 7;
    const server = stubApi({
      'GET /api/user/profile': () =>
        okResponse({ ...PROFILE, user_tier: 'pro', available_credits: credits }),
      ...billingHandlers({ subscription: ACTIVE_SUBSCRIPTION }),
    });
    storeSession(makeSession());
    renderSuccess('/success?session_id=cs_test_a1b2c3');
    await settle();
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByText('Liquidation Pro · 7 credits left')).toBeInTheDocument();

    credits = 10;
    await act(() => vi.advanceTimersByTimeAsync(1500));
    await settle();

    expect(nav.getByText('Liquidation Pro · 10 credits left')).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/user/profile')).toHaveLength(2);
    expect(server.callsTo('GET', '/api/user/subscription')).toHaveLength(2);
  });
});
