import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CREDIT_PAYMENT, paymentsPage, PRO_PAYMENT } from '../../../features/billing/test/fixtures';
import { CHECKOUT_URL, renderSignedIn } from '../../../features/billing/test/render-billing';
import { CREDIT_RECORDS } from '../../../features/credits/test/fixtures';
import { leaveAppFor } from '../../../lib/navigation';
import { errorResponse, jsonBody, okResponse, PROFILE, stubApi } from '../../../test/api-stub';
import { ACTIVE_SUBSCRIPTION, PRO_PRODUCT } from '../../../test/billing-stubs';
import { renderRoutes } from '../../../test/render';
import { routes } from '../../router';
import { BillingRoute } from './billing';

vi.mock('../../../lib/navigation', () => ({ leaveAppFor: vi.fn() }));

type Handlers = Parameters<typeof stubApi>[0];

const PRO_HANDLERS: Handlers = {
  'GET /api/user/profile': () =>
    okResponse({ ...PROFILE, user_tier: 'pro', available_credits: 89 }),
  'GET /api/user/subscription': () => okResponse(ACTIVE_SUBSCRIPTION),
};

function renderBilling(handlers: Handlers = {}) {
  return renderSignedIn({ path: '/billing', element: <BillingRoute /> }, '/billing', {
    'GET /api/user/credits': () => okResponse(CREDIT_RECORDS),
    'GET /api/billing/transactions': () => okResponse(paymentsPage([CREDIT_PAYMENT, PRO_PAYMENT])),
    ...handlers,
  });
}

function section(name: string) {
  return within(screen.getByRole('region', { name }));
}

async function planShown() {
  await waitFor(() => expect(section('Current Plan').getByLabelText('Plan')).toBeVisible());
}

function rowTexts(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}

beforeEach(() => {
  vi.mocked(leaveAppFor).mockClear();
});

describe('billing: current plan and actions', () => {
  it('shows a free user the Free plan, their credits and the way to Pro', async () => {
    renderBilling();
    await planShown();

    const plan = section('Current Plan');
    expect(plan.getByLabelText('Plan')).toHaveTextContent('Free');
    expect(plan.getByText('7 credits available')).toBeInTheDocument();
    expect(plan.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
    const actions = section('Quick Actions');
    expect(actions.getByRole('link', { name: 'List a Domain' })).toHaveAttribute(
      'href',
      '/list-domain',
    );
    expect(actions.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(actions.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
      'href',
      '/checkout?plan=pro',
    );
    expect(document.title).toContain('Billing');
  });

  it('shows an active Pro member their plan, its renewal date and Cancel Subscription', async () => {
    renderBilling(PRO_HANDLERS);
    await planShown();

    const plan = section('Current Plan');
    expect(plan.getByLabelText('Plan')).toHaveTextContent('Liquidation Pro');
    expect(plan.getByText('Renews on Nov 21, 2026')).toBeInTheDocument();
    expect(plan.getByText('89 credits available')).toBeInTheDocument();
    expect(plan.getByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument();
    expect(section('Quick Actions').queryByRole('link', { name: 'Upgrade to Pro' })).toBeNull();
  });

  it('shows a cancelled Pro plan with the day Pro ends, and no second cancel', async () => {
    renderBilling({
      ...PRO_HANDLERS,
      'GET /api/user/subscription': () =>
        okResponse({ ...ACTIVE_SUBSCRIPTION, cancel_at_period_end: true }),
    });
    await planShown();

    const plan = section('Current Plan');
    expect(plan.getByLabelText('Plan')).toHaveTextContent('Liquidation Pro');
    expect(plan.getByText('Cancelled — Pro until Nov 21, 2026')).toBeInTheDocument();
    expect(plan.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
  });

  it('counts the pro tier without an active subscription as Free', async () => {
    renderBilling({
      'GET /api/user/profile': () => okResponse({ ...PROFILE, user_tier: 'pro' }),
      'GET /api/user/subscription': () =>
        okResponse({ ...ACTIVE_SUBSCRIPTION, subscription_status: 'canceled' }),
    });
    await planShown();

    expect(section('Current Plan').getByLabelText('Plan')).toHaveTextContent('Free');
  });

  it('buys credits through the checkout: quantity, total, session and payment page', async () => {
    const { server } = renderBilling();
    await waitFor(() => expect(section('Buy Credits').getByLabelText('Total')).toBeVisible());
    const user = userEvent.setup();
    const buy = section('Buy Credits');

    await user.clear(buy.getByLabelText('Number of credits'));
    await user.type(buy.getByLabelText('Number of credits'), '5');
    expect(buy.getByLabelText('Total')).toHaveTextContent('$49.95');
    await user.click(buy.getByRole('button', { name: 'Buy Credits' }));

    await waitFor(() => expect(leaveAppFor).toHaveBeenCalledWith(CHECKOUT_URL));
    const [request] = server.callsTo('POST', '/api/payments/create-session');
    expect(await jsonBody(request as Request)).toMatchObject({
      price_id: 'test_price_credit',
      mode: 'payment',
      quantity: 5,
    });
  });

  it('explains a failed credit purchase in the words of the checkout', async () => {
    renderBilling({
      'POST /api/payments/create-session': () =>
        errorResponse(503, 'Payment service is down', 'PAYMENTS_UNAVAILABLE'),
    });
    const buy = section('Buy Credits');
    await userEvent.setup().click(await buy.findByRole('button', { name: 'Buy Credits' }));

    expect(await buy.findByRole('alert')).toHaveTextContent(
      'Payment service is temporarily unavailable. Please try again in a few moments.',
    );
    expect(leaveAppFor).not.toHaveBeenCalled();
  });

  it('says credit purchasing is unavailable when no credit product is on sale', async () => {
    renderBilling({ 'GET /api/payments/products': () => okResponse([PRO_PRODUCT]) });

    expect(
      await section('Buy Credits').findByText('Credit purchasing is temporarily unavailable.'),
    ).toBeInTheDocument();
    expect(section('Buy Credits').queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('billing: cancelling Pro', () => {
  function renderCancellable(cancel: Handlers[string]) {
    let subscription: object = ACTIVE_SUBSCRIPTION;
    const view = renderBilling({
      ...PRO_HANDLERS,
      'GET /api/user/subscription': () => okResponse(subscription),
      'POST /api/payments/cancel-subscription': async (request) => {
        const answer = await cancel(request);
        if (answer.ok) subscription = { ...ACTIVE_SUBSCRIPTION, cancel_at_period_end: true };
        return answer;
      },
    });
    return view;
  }

  it('keeps the plan when the dialog is dismissed', async () => {
    const { server } = renderCancellable(() =>
      okResponse({ ...ACTIVE_SUBSCRIPTION, cancel_at_period_end: true }),
    );
    await planShown();
    const user = userEvent.setup();

    await user.click(section('Current Plan').getByRole('button', { name: 'Cancel Subscription' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel Liquidation Pro?' }));
    expect(
      dialog.getByText(/Your plan stays Pro until Nov 21, 2026 and is then not renewed\./),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Keep Pro' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('POST', '/api/payments/cancel-subscription')).toHaveLength(0);
    expect(section('Current Plan').getByText('Renews on Nov 21, 2026')).toBeInTheDocument();
  });

  it('cancels at the end of the period on confirming, and shows the new state', async () => {
    const { server } = renderCancellable(() =>
      okResponse({ ...ACTIVE_SUBSCRIPTION, cancel_at_period_end: true }),
    );
    await planShown();
    const user = userEvent.setup();

    await user.click(section('Current Plan').getByRole('button', { name: 'Cancel Subscription' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel Liquidation Pro?' }));
    await user.click(dialog.getByRole('button', { name: 'Yes, Cancel Subscription' }));

    expect(
      await section('Current Plan').findByText('Cancelled — Pro until Nov 21, 2026'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('POST', '/api/payments/cancel-subscription')).toHaveLength(1);
    expect(section('Current Plan').getByLabelText('Plan')).toHaveTextContent('Liquidation Pro');
    expect(
      section('Current Plan').queryByRole('button', { name: 'Cancel Subscription' }),
    ).not.toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog", async () => {
    renderCancellable(() =>
      errorResponse(409, 'You have no active subscription to cancel.', 'NO_ACTIVE_SUBSCRIPTION'),
    );
    await planShown();
    const user = userEvent.setup();

    await user.click(section('Current Plan').getByRole('button', { name: 'Cancel Subscription' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel Liquidation Pro?' }));
    await user.click(dialog.getByRole('button', { name: 'Yes, Cancel Subscription' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'You have no active subscription to cancel.',
    );
  });
});

describe('billing: credit and payment history', () => {
  it('lists each credit lot with its type, amounts, status and dates, warning of the one expiring soon', async () => {
    renderBilling();

    const table = await section('Credit History').findByRole('table', { name: 'Credit history' });
    expect(rowTexts(table).slice(1)).toEqual([
      ['Pro allocation', '100', '87', 'Active', 'Dec 1, 2025', 'Dec 1, 2026'],
      ['Purchased', '3', '2', 'Active', 'Apr 10, 2025', 'Apr 10, 2026Expires soon'],
      ['Purchased', '5', '0', 'Expired', 'Feb 1, 2024', 'Feb 1, 2025'],
    ]);
    expect(within(table).getAllByText('Expires soon')).toHaveLength(1);
  });

  it('lists each payment with its date, description, type, amount and reference, and the totals', async () => {
    renderBilling();

    const history = section('Payment History');
    const table = await history.findByRole('table', { name: 'Payment history' });
    expect(rowTexts(table).slice(1)).toEqual([
      ['Apr 10, 2025', '3 listing credits', 'Listing credits', '$29.97', 'test_cs_0b9a7c1e'],
      ['Dec 1, 2025', 'Liquidation Pro (1 year)', 'Pro membership', '$500.00', 'pi_3PabcDEF'],
    ]);
    expect(history.getByRole('group', { name: 'Total spent' })).toHaveTextContent('$529.97');
    expect(history.getByRole('group', { name: 'Credit purchases' })).toHaveTextContent('1');
    expect(history.getByRole('group', { name: 'Credits purchased' })).toHaveTextContent('103');
  });

  it('asks for the latest 50 payments and says when there are more', async () => {
    const { server } = renderBilling({
      'GET /api/billing/transactions': () => okResponse(paymentsPage([CREDIT_PAYMENT], 120)),
    });

    expect(
      await section('Payment History').findByText('Showing the latest 1 of 120 payments.'),
    ).toBeInTheDocument();
    const query = new URL(server.callsTo('GET', '/api/billing/transactions')[0]?.url ?? '')
      .searchParams;
    expect(query.get('page')).toBe('1');
    expect(query.get('limit')).toBe('50');
  });

  it('says when there are no credits or payments yet, and offers no empty download', async () => {
    renderBilling({
      'GET /api/user/credits': () => okResponse([]),
      'GET /api/billing/transactions': () => okResponse(paymentsPage([])),
    });

    expect(
      await section('Credit History').findByText(
        'No credits yet. Buy credits to list your first domain.',
      ),
    ).toBeInTheDocument();
    expect(await section('Payment History').findByText('No payments yet.')).toBeInTheDocument();
    expect(section('Payment History').getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });

  it('downloads payment-history-<date>.csv with one receipt per payment', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 5, 9, 30));
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:receipts');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockReturnValue(undefined);
    renderBilling({
      'GET /api/billing/transactions': () =>
        okResponse(
          paymentsPage([CREDIT_PAYMENT, { ...PRO_PAYMENT, payment_gateway_ref: '=cmd|calc' }]),
        ),
    });

    try {
      await userEvent
        .setup()
        .click(await section('Payment History').findByRole('button', { name: 'Download CSV' }));
    } finally {
      vi.useRealTimers();
    }

    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('payment-history-2026-03-05.csv');
    expect(link.href).toBe('blob:receipts');
    const blob = createObjectURL.mock.calls[0]?.[0] as Blob;
    const rows = Papa.parse<string[]>(await blob.text(), { skipEmptyLines: true }).data;
    expect(rows).toHaveLength(3);
    expect(rows[0]).toEqual([
      'Receipt',
      'Date',
      'Description',
      'Type',
      'Amount (USD)',
      'Status',
      'Reference',
    ]);
    expect(rows[1]).toEqual([
      CREDIT_PAYMENT.id,
      '2025-04-10T12:00:00.000Z',
      '3 listing credits',
      'Listing credits',
      '29.97',
      'completed',
      'test_cs_0b9a7c1e',
    ]);
    expect(rows[2]?.[6]).toBe("'=cmd|calc");
  });
});

describe('billing: load failures', () => {
  it('says "Failed to load credit history" and Try Again loads it', async () => {
    let fail = true;
    const { server } = renderBilling({
      'GET /api/user/credits': () =>
        fail ? errorResponse(500, 'Internal error', 'INTERNAL_ERROR') : okResponse(CREDIT_RECORDS),
    });

    const credits = section('Credit History');
    const alert = within(await credits.findByRole('alert'));
    expect(alert.getByText('Failed to load credit history')).toBeInTheDocument();
    expect(await section('Payment History').findByRole('table')).toBeInTheDocument();
    expect(screen.queryByText('Unable to connect to billing service')).not.toBeInTheDocument();

    fail = false;
    await userEvent.setup().click(alert.getByRole('button', { name: 'Try Again' }));

    expect(await credits.findByRole('table', { name: 'Credit history' })).toBeInTheDocument();
    expect(credits.queryByRole('alert')).not.toBeInTheDocument();
    expect(server.callsTo('GET', '/api/user/credits')).toHaveLength(2);
  });

  it('says "Failed to load payment history" and Try Again loads it', async () => {
    let fail = true;
    renderBilling({
      'GET /api/billing/transactions': () =>
        fail
          ? errorResponse(401, 'Invalid or expired token', 'UNAUTHORIZED')
          : okResponse(paymentsPage([CREDIT_PAYMENT])),
    });

    const payments = section('Payment History');
    const alert = within(await payments.findByRole('alert'));
    expect(alert.getByText('Failed to load payment history')).toBeInTheDocument();
    expect(await section('Credit History').findByRole('table')).toBeInTheDocument();

    fail = false;
    await userEvent.setup().click(alert.getByRole('button', { name: 'Try Again' }));

    expect(await payments.findByRole('table', { name: 'Payment history' })).toBeInTheDocument();
    expect(payments.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says "Unable to connect to billing service" when the server cannot be reached, and Try Again reloads', async () => {
    let reachable = false;
    const unreachable = () => Promise.reject(new TypeError('fetch failed'));
    renderBilling({
      'GET /api/user/credits': () => (reachable ? okResponse(CREDIT_RECORDS) : unreachable()),
      'GET /api/billing/transactions': () =>
        reachable ? okResponse(paymentsPage([CREDIT_PAYMENT])) : unreachable(),
    });

    const banner = await screen.findByText('Unable to connect to billing service');
    expect(screen.queryByText('Failed to load credit history')).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to load payment history')).not.toBeInTheDocument();

    reachable = true;
    await userEvent.setup().click(
      within(banner.closest('[role="alert"]') as HTMLElement).getByRole('button', {
        name: 'Try Again',
      }),
    );

    expect(
      await section('Credit History').findByRole('table', { name: 'Credit history' }),
    ).toBeInTheDocument();
    expect(
      await section('Payment History').findByRole('table', { name: 'Payment history' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Unable to connect to billing service')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in', async () => {
    stubApi({});
    const { router } = renderRoutes(routes, '/billing');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/billing');
  });
});
