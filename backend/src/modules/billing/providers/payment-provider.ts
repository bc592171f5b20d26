import { type PaymentProviderName } from '../model/checkout.events';
import { type Product } from '../model/products';

export interface CheckoutRequest {
  /** Our checkout id: the provider hands it back when the payment completes. */
  checkoutId: string;
  userId: string;
  email: string;
  product: Product;
  quantity: number;
  /** Contains `{CHECKOUT_SESSION_ID}`, which the provider replaces with its session id. */
  successUrl: string;
  cancelUrl: string;
}

export interface OpenedCheckout {
  /** The provider's session id, shown on /success. */
  sessionId: string;
  /** Where the browser pays. */
  url: string;
}

/**
 * Where money is taken (DECISIONS.md "Payments"): Stripe Checkout when STRIPE_SECRET_KEY is set,
 * the built-in test checkout otherwise. Providers only talk to the outside world; every purchase
 * is completed by the same commands whichever provider took the money.
 */
export abstract class PaymentProvider {
  abstract readonly name: PaymentProviderName;

  /** The products on sale with their current prices; an absent one cannot be bought. */
  abstract products(): Promise<Product[]>;

  abstract openCheckout(request: CheckoutRequest): Promise<OpenedCheckout>;

  /** Asks the provider to end the subscription when its paid period ends. */
  abstract cancelAtPeriodEnd(subscriptionRef: string): Promise<void>;
}

export const CHECKOUT_SESSION_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';
