import { type CheckoutPayment } from '../../providers/stripe.provider';

/** A Pro checkout Stripe charged for while the buyer was already Pro. */
export interface RefundDuplicateSubscriptionCommand {
  checkoutId: string;
  /** The subscription Stripe started for this checkout. */
  subscriptionRef: string;
  payment: CheckoutPayment;
  /** Event ids derive from it: Stripe's event id. */
  commandId: string;
}
