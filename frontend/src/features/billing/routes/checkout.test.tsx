import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveAppFor } from '../../../lib/navigation';
import { errorResponse, jsonBody, okResponse, PROFILE, stubApi } from '../../../test/api-stub';
import {
  ACTIVE_SUBSCRIPTION,
  CREDIT_PRODUCT,
  PRO_PRODUCT,
  PRODUCTS,
} from '../../../test/billing-stubs';
import { renderRoutes } from '../../../test/render';
import { renderApp } from '../../../test/render-app';
import { CHECKOUT_URL, renderSignedIn, SESSION_ID } from '../test/render-billing';
import { CheckoutRoute } from './checkout';

vi.mock('../../../lib/navigation', () => ({ leaveAppFor: vi.fn() }));

type Handlers = Parameters<typeof stubApi>[0];

function renderCheckout(path = '/checkout', handlers: Handlers = {}) {
  return renderSignedIn({ path: '/checkout', element: <CheckoutRoute /> }, path, handlers);
}

function summary() {
  return within(screen.getByRole('region', { name: 'Selected plan' }));
}

function planCard(name: 'Pay Per Listing' | 'Liquidation Pro') {
  return within(screen.getByRole('radio', { name }));
}

/** Waits until the credit plan's card shows its price. */
async function pricesShown(creditPrice = '$9.99') {
  await waitFor(() => expect(planCard('Pay Per Listing').getByText(creditPrice)).toBeVisible());
}

async function setQuantity(value: string) {
  const user = userEvent.setup();
  const input = screen.getByLabelText('Number of credits');
  await user.clear(input);
  if (value) await user.type(input, value);
  return user;
}

async function buy(name: string | RegExp) {
  await userEvent.setup().click(summary().getByRole('button', { name }));
}

beforeEach(() => {
  vi.mocked(leaveAppFor).mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('checkout: plans and summary', () => {
  it('prices both plans from the product list and starts on Pay Per Listing', async () => {
    renderCheckout();
    await pricesShown();

    const credit = screen.getByRole('radio', { name: 'Pay Per Listing' });
    const pro = screen.getByRole('radio', { name: 'Liquidation Pro' });
    expect(credit).toBeChecked();
    expect(pro).not.toBeChecked();
    expect(within(credit).getByText('per listing')).toBeInTheDocument();
    expect(within(pro).getByText('$500')).toBeInTheDocument();
    expect(within(pro).getByText('/year')).toBeInTheDocument();
    for (const benefit of [
      '100 listing credits a year (about $5 each)',
      'Priority placement: your listings are Featured',
      'Advanced analytics',
      'Bulk CSV upload',
      'Pro Seller badge',
      'Priority support',
      'Early access to new features',
    ]) {
      expect(within(pro).getByText(benefit)).toBeInTheDocument();
    }
    expect(summary().getByText('Selected plan: Pay Per Listing')).toBeInTheDocument();
    expect(summary().getByLabelText('Number of credits')).toHaveValue('1');
    expect(summary().getByLabelText('Total')).toHaveTextContent('$9.99');
    expect(summary().getByRole('button', { name: 'Buy 1 Credit' })).toBeEnabled();
    expect(document.title).toContain('Pricing and Checkout');
  });

  it('totals the price times the quantity, with two decimals', async () => {
    renderCheckout();
    await pricesShown();

    await setQuantity('3');

    expect(summary().getByLabelText('Total')).toHaveTextContent('$29.97');
    expect(summary().getByRole('button', { name: 'Buy 3 Credits' })).toBeEnabled();
  });

  it('uses the live price, not the one in the spec', async () => {
    renderCheckout('/checkout', {
      'GET /api/payments/products': () =>
        okResponse([
          { ...CREDIT_PRODUCT, price: 12.5 },
          { ...PRO_PRODUCT, price: 450 },
        ]),
    });
    await pricesShown('$12.50');
    await setQuantity('2');

    expect(summary().getByLabelText('Total')).toHaveTextContent('$25.00');
    expect(planCard('Liquidation Pro').getByText('$450')).toBeInTheDocument();
  });

  it("shows the spec's prices when the product list cannot be loaded", async () => {
    renderCheckout('/checkout', {
      'GET /api/payments/products': () => errorResponse(500, 'Internal error', 'INTERNAL_ERROR'),
    });

    await pricesShown('$9.99');
    expect(planCard('Liquidation Pro').getByText('$500')).toBeInTheDocument();
  });

  it('keeps the quantity between 1 and 100 credits', async () => {
    renderCheckout();
    await pricesShown();

    await setQuantity('100');
    expect(summary().getByLabelText('Total')).toHaveTextContent('$999.00');

    // The digit that would make 101 is refused.
    await setQuantity('101');
    expect(summary().getByLabelText('Number of credits')).toHaveValue('10');

    await setQuantity('');
    expect(summary().getByText('Choose from 1 to 100 credits')).toBeInTheDocument();
    expect(summary().queryByLabelText('Total')).not.toBeInTheDocument();
    expect(summary().getByRole('button', { name: /^Buy/ })).toBeDisabled();
  });

  it('opens on Liquidation Pro from ?plan=pro, and switches plans by their cards', async () => {
    const { router } = renderCheckout('/checkout?plan=pro');
    await pricesShown();

    expect(screen.getByRole('radio', { name: 'Liquidation Pro' })).toBeChecked();
    expect(summary().getByText('Selected plan: Liquidation Pro')).toBeInTheDocument();
    expect(summary().queryByLabelText('Number of credits')).not.toBeInTheDocument();
    expect(summary().getByLabelText('Total')).toHaveTextContent('$500.00');
    expect(summary().getByRole('button', { name: 'Upgrade to Pro' })).toBeEnabled();

    await userEvent.setup().click(screen.getByRole('radio', { name: 'Pay Per Listing' }));

    expect(summary().getByText('Selected plan: Pay Per Listing')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?plan=credit');
  });

  it('marks a plan whose product is not on sale as unavailable', async () => {
    renderCheckout('/checkout', { 'GET /api/payments/products': () => okResponse([PRO_PRODUCT]) });

    const credit = await screen.findByRole('radio', { name: 'Pay Per Listing' });
    expect(await within(credit).findByText('Currently unavailable')).toBeInTheDocument();
  });
});

describe('checkout: buying', () => {
  it('creates a session for the credits and goes to its payment page after 100 ms', async () => {
    const { server } = renderCheckout();
    await pricesShown();
    await setQuantity('3');
    vi.useFakeTimers();

    fireEvent.click(summary().getByRole('button', { name: 'Buy 3 Credits' }));
    // Let the answer arrive without moving the clock.
    for (let turn = 0; turn < 20 && !screen.queryByText('Redirecting to payment…'); turn += 1) {
      await act(() => vi.advanceTimersByTimeAsync(0));
    }
    expect(screen.getByRole('button', { name: 'Redirecting to payment…' })).toBeDisabled();
    expect(leaveAppFor).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(leaveAppFor).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(leaveAppFor).toHaveBeenCalledExactlyOnceWith(CHECKOUT_URL);

    const [request] = server.callsTo('POST', '/api/payments/create-session');
    expect(await jsonBody(request as Request)).toEqual({
      price_id: 'test_price_credit',
      mode: 'payment',
      quantity: 3,
      success_url: '/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: '/checkout',
    });
  });

  it('buys a year of Pro as a subscription of one', async () => {
    const { server } = renderCheckout('/checkout?plan=pro');
    await pricesShown();

    await buy('Upgrade to Pro');

    await waitFor(() => expect(leaveAppFor).toHaveBeenCalledWith(CHECKOUT_URL));
    const [request] = server.callsTo('POST', '/api/payments/create-session');
    expect(await jsonBody(request as Request)).toMatchObject({
      price_id: 'test_price_pro',
      mode: 'subscription',
      quantity: 1,
    });
  });

  it('follows an address given at the top level under an alternate name', async () => {
    renderCheckout('/checkout', {
      'POST /api/payments/create-session': () =>
        Response.json({ success: true, checkout_url: CHECKOUT_URL, session_id: SESSION_ID }),
    });
    await pricesShown();

    await buy('Buy 1 Credit');

    await waitFor(() => expect(leaveAppFor).toHaveBeenCalledWith(CHECKOUT_URL));
  });

  it.each([
    {
      failure: 'the payment service is down (503 PAYMENTS_UNAVAILABLE)',
      answer: () =>
        errorResponse(
          503,
          'Payment service is temporarily unavailable. Please try again in a few moments.',
          'PAYMENTS_UNAVAILABLE',
        ),
      message: 'Payment service is temporarily unavailable. Please try again in a few moments.',
    },
    {
      failure: 'the session is refused (401)',
      answer: () => errorResponse(401, 'Invalid or expired token', 'UNAUTHORIZED'),
      message: 'Please sign in again to continue with your purchase.',
    },
    {
      failure: 'the request is refused (400)',
      answer: () => errorResponse(400, 'Validation failed', 'VALIDATION_ERROR'),
      message: 'Payment error: Validation failed. Please try again or contact support.',
    },
    {
      failure: 'the product is unknown to the server (404 PRODUCT_NOT_FOUND)',
      answer: () =>
        errorResponse(
          404,
          'This payment option is not currently available. Please contact support.',
          'PRODUCT_NOT_FOUND',
        ),
      message: 'This payment option is not currently available. Please contact support.',
    },
    {
      failure: 'the answer has no address',
      answer: () => okResponse({ sessionId: SESSION_ID }, 201),
      message:
        'Payment system error: No checkout URL received. Please contact support with this error.',
    },
    {
      failure: 'the address is not a web address',
      answer: () => okResponse({ url: 'javascript:alert(1)', sessionId: SESSION_ID }, 201),
      message: 'Payment system error: Invalid checkout URL received. Please contact support.',
    },
    {
      failure: 'the request cannot reach the server',
      answer: () => Promise.reject(new TypeError('Failed to fetch')),
      message: 'Network connection error. Please check your internet connection and try again.',
    },
    {
      failure: 'the request times out',
      answer: () =>
        Promise.reject(
          new DOMException('The operation was aborted due to timeout', 'TimeoutError'),
        ),
      message: 'Payment service is taking too long to respond. Please try again.',
    },
  ])('says so when $failure, and stays on the page', async ({ answer, message }) => {
    renderCheckout('/checkout', { 'POST /api/payments/create-session': answer });
    await pricesShown();

    await buy('Buy 1 Credit');

    expect(await summary().findByRole('alert')).toHaveTextContent(message);
    expect(leaveAppFor).not.toHaveBeenCalled();
    expect(summary().getByRole('button', { name: 'Buy 1 Credit' })).toBeEnabled();
  });

  it('says the option is not available when the chosen product is not on sale, asking nothing', async () => {
    const { server } = renderCheckout('/checkout', {
      'GET /api/payments/products': () => okResponse([PRO_PRODUCT]),
    });
    await screen.findByText('Currently unavailable');

    await buy('Buy 1 Credit');

    expect(await summary().findByRole('alert')).toHaveTextContent(
      'This payment option is not currently available. Please contact support.',
    );
    expect(server.callsTo('POST', '/api/payments/create-session')).toHaveLength(0);
  });

  it('says the service is unavailable when the products still cannot be reached', async () => {
    const { server } = renderCheckout('/checkout', {
      'GET /api/payments/products': () => Promise.reject(new TypeError('fetch failed')),
    });
    await pricesShown();

    await buy('Buy 1 Credit');

    expect(await summary().findByRole('alert')).toHaveTextContent(
      'Payment service is temporarily unavailable. Please try again in a few moments.',
    );
    expect(server.callsTo('GET', '/api/payments/products')).toHaveLength(2);
    expect(server.callsTo('POST', '/api/payments/create-session')).toHaveLength(0);
  });

  it('clears the message when another plan is chosen', async () => {
    renderCheckout('/checkout', {
      'POST /api/payments/create-session': () => errorResponse(400, 'Bad', 'VALIDATION_ERROR'),
    });
    await pricesShown();
    await buy('Buy 1 Credit');
    await summary().findByRole('alert');

    await userEvent.setup().click(screen.getByRole('radio', { name: 'Liquidation Pro' }));

    expect(summary().queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('checkout: who can buy', () => {
  it('tells a Pro member choosing Pro that they already have it, with the way to billing', async () => {
    const { server } = renderCheckout('/checkout?plan=pro', {
      'GET /api/user/profile': () => okResponse({ ...PROFILE, user_tier: 'pro' }),
      'GET /api/user/subscription': () => okResponse(ACTIVE_SUBSCRIPTION),
    });
    await pricesShown();

    const notice = within(await summary().findByRole('status'));
    expect(notice.getByText('You are already on Liquidation Pro.')).toBeInTheDocument();
    expect(notice.getByRole('link', { name: 'Billing' })).toHaveAttribute('href', '/billing');
    expect(summary().getByRole('button', { name: 'Upgrade to Pro' })).toBeDisabled();

    await userEvent.setup().click(screen.getByRole('radio', { name: 'Pay Per Listing' }));
    expect(summary().queryByRole('status')).not.toBeInTheDocument();
    expect(summary().getByRole('button', { name: 'Buy 1 Credit' })).toBeEnabled();
    expect(server.callsTo('POST', '/api/payments/create-session')).toHaveLength(0);
  });

  it('shows the same notice when the server answers 409 ALREADY_PRO', async () => {
    renderCheckout('/checkout?plan=pro', {
      'POST /api/payments/create-session': () =>
        errorResponse(409, 'You are already on Liquidation Pro.', 'ALREADY_PRO'),
    });
    await pricesShown();

    await buy('Upgrade to Pro');

    const notice = within(await summary().findByRole('status'));
    expect(notice.getByText('You are already on Liquidation Pro.')).toBeInTheDocument();
    expect(notice.getByRole('link', { name: 'Billing' })).toHaveAttribute('href', '/billing');
    expect(summary().queryByRole('alert')).not.toBeInTheDocument();
  });

  it('without a user the button is disabled and reads "Sign In Required"', async () => {
    const server = stubApi({ 'GET /api/payments/products': () => okResponse(PRODUCTS) });
    renderRoutes([{ path: '/checkout', element: <CheckoutRoute /> }], '/checkout');
    await pricesShown();

    expect(summary().getByRole('button', { name: 'Sign In Required' })).toBeDisabled();
    expect(summary().queryByRole('button', { name: /^Buy/ })).not.toBeInTheDocument();
    expect(server.callsTo('GET', '/api/user/profile')).toHaveLength(0);
  });

  it('sends a signed-out visitor to /login?redirect=/checkout', async () => {
    stubApi({ 'GET /api/payments/products': () => okResponse(PRODUCTS) });
    const { router } = renderApp('/checkout');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/checkout');
  });
});
