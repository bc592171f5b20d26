/** The two things a user can buy (spec section 3 "Products"). */
export type ProductId = 'credit' | 'pro';
export type CheckoutMode = 'payment' | 'subscription';

export interface Product {
  id: ProductId;
  /** The provider's price id the client sends back to create a checkout session. */
  priceId: string;
  name: string;
  description: string;
  /** US dollars per unit: one credit, or one year of Pro. */
  price: number;
  mode: CheckoutMode;
  /** Credits granted per unit bought. */
  credits: number;
}

export const CREDIT_QUANTITY_MIN = 1;
export const CREDIT_QUANTITY_MAX = 100;
/** Credits that come with each paid year of Liquidation Pro. */
export const PRO_CREDITS_PER_YEAR = 100;

export const PRODUCT_COPY: Record<ProductId, Pick<Product, 'name' | 'description' | 'mode'>> = {
  credit: {
    name: 'Pay Per Listing',
    description: 'One listing credit: list one domain for 30 days, relisted free if unsold.',
    mode: 'payment',
  },
  pro: {
    name: 'Liquidation Pro',
    description:
      '100 listing credits a year, priority placement, advanced analytics, bulk CSV upload and a Pro badge.',
    mode: 'subscription',
  },
};

export function toCents(usd: number): number {
  return Math.round(usd * 100);
}

export function toUsd(cents: number): number {
  return cents / 100;
}

/** A paid year of Pro from `start` (the test checkout's period; Stripe reports its own). */
export function oneYearAfter(start: Date): Date {
  const end = new Date(start);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}
