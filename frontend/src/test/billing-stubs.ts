import { okResponse } from './api-stub';

export const CREDIT_PRODUCT = {
  id: 'credit',
  priceId: 'test_price_credit',
  name: 'Pay Per Listing',
  description: 'One listing credit: list one domain for 30 days, relisted free if unsold.',
  price: 9.99,
  mode: 'payment',
  credits: 1,
} as const;

export const PRO_PRODUCT = {
  id: 'pro',
  priceId: 'test_price_pro',
  name: 'Liquidation Pro',
  description:
    '100 listing credits a year, priority placement, advanced analytics, bulk CSV upload and a Pro badge.',
  price: 500,
  mode: 'subscription',
  credits: 100,
} as const;

export const PRODUCTS = [CREDIT_PRODUCT, PRO_PRODUCT];

export const NO_SUBSCRIPTION = {
  subscription_status: 'none',
  current_period_end: null,
  cancel_at_period_end: false,
} as const;

/** Paid until 2026-11-21 12:00 UTC. */
export const ACTIVE_SUBSCRIPTION = {
  subscription_status: 'active',
  current_period_end: Date.UTC(2026, 10, 21, 12) / 1000,
  cancel_at_period_end: false,
} as const;

/** The product list and the subscription, which the header, dashboard and billing screens read. */
export function billingHandlers(
  options: { products?: unknown[]; subscription?: unknown } = {},
): Record<string, () => Response> {
  return {
    'GET /api/payments/products': () => okResponse(options.products ?? PRODUCTS),
    'GET /api/user/subscription': () => okResponse(options.subscription ?? NO_SUBSCRIPTION),
  };
}
