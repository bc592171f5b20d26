import { type ProductId } from './products';

/** Events of the `checkout-<checkoutId>` stream: one purchase attempt, from start to payment. */
export const CHECKOUT_STREAM_PREFIX = 'checkout-';
export const checkoutStreamId = (checkoutId: string) => `${CHECKOUT_STREAM_PREFIX}${checkoutId}`;

export type PaymentProviderName = 'stripe' | 'test';
export type TransactionType = 'listing_fee' | 'pro_membership' | 'domain_sale';

export interface CheckoutStarted {
  type: 'billing.CheckoutStarted';
  data: {
    checkoutId: string;
    userId: string;
    product: ProductId;
    /** Credits bought (1 to 100), or 1 year of Pro. */
    quantity: number;
    /** What the checkout asks the buyer to pay, in cents. */
    amountCents: number;
    provider: PaymentProviderName;
    successUrl: string;
    cancelUrl: string;
    startedAt: string;
  };
}

export interface CheckoutCompleted {
  type: 'billing.CheckoutCompleted';
  data: { checkoutId: string; userId: string; transactionId: string; completedAt: string };
}

/** The buyer left the test checkout with Cancel. */
export interface CheckoutCancelled {
  type: 'billing.CheckoutCancelled';
  data: { checkoutId: string; userId: string; cancelledAt: string };
}

/** Money received: one `transactions` row (a receipt). On the checkout or subscription stream. */
export interface PaymentRecorded {
  type: 'billing.PaymentRecorded';
  data: {
    transactionId: string;
    userId: string;
    type: TransactionType;
    product: ProductId;
    amountCents: number;
    creditsPurchased: number;
    /** The provider's reference: a payment intent, an invoice, or a test checkout id. */
    paymentRef: string;
    provider: PaymentProviderName;
    /** For Pro: the end of the paid period. */
    periodEnd: string | null;
    recordedAt: string;
  };
}

/**
 * A Pro checkout paid at the provider while the buyer was already Pro: the new subscription was
 * cancelled there at once, so it never renews. Recorded together with the refund.
 */
export interface DuplicateSubscriptionCancelled {
  type: 'billing.DuplicateSubscriptionCancelled';
  data: { checkoutId: string; userId: string; subscriptionRef: string; cancelledAt: string };
}

/** The money taken for a refused checkout went back to the buyer, whole. */
export interface PaymentRefunded {
  type: 'billing.PaymentRefunded';
  data: {
    checkoutId: string;
    userId: string;
    /** The provider's reference of the refunded payment: a payment intent or a charge. */
    paymentRef: string;
    /** The provider's refund id. */
    refundRef: string;
    amountCents: number;
    provider: PaymentProviderName;
    reason: 'duplicate_subscription';
    refundedAt: string;
  };
}

export type CheckoutEvent =
  | CheckoutStarted
  | CheckoutCompleted
  | CheckoutCancelled
  | PaymentRecorded
  | DuplicateSubscriptionCancelled
  | PaymentRefunded;
