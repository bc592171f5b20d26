import { Injectable, Logger } from '@nestjs/common';
import Stripe from 'stripe';
import { Clock } from '../../../platform/clock/clock';
import { AppConfig } from '../../../platform/config/app-config';
import {
  InvalidWebhookSignatureError,
  NoActiveSubscriptionError,
  PaymentsUnavailableError,
  ProductNotFoundError,
} from '../model/billing.errors';
import {
  PRO_CREDITS_PER_YEAR,
  type Product,
  PRODUCT_COPY,
  type ProductId,
  toUsd,
} from '../model/products';
import { type CheckoutRequest, type OpenedCheckout, PaymentProvider } from './payment-provider';

/** What Stripe says about a subscription, in the terms our commands use. */
export interface ProviderSubscription {
  subscriptionRef: string;
  active: boolean;
  periodEnd: Date;
  cancelAtPeriodEnd: boolean;
  userId?: string;
}

/** What paid for a Checkout Session: its payment intent, or for a subscription its first invoice. */
export interface CheckoutPayment {
  paymentIntent?: string;
  invoice?: string;
}

/** A refund Stripe made: of which payment, its id and the amount given back. */
export interface ProviderRefund {
  paymentRef: string;
  refundRef: string;
  amountCents: number;
}

/** The id of an expandable Stripe field, whether it came as an id or expanded. */
export const refOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : value?.id;

const PRICE_CACHE_MS = 10 * 60 * 1000;

/**
 * Stripe Checkout through the `stripe` SDK: Checkout Sessions in `payment` mode (credits, quantity
 * 1 to 100) and `subscription` mode (Pro). Our checkout id travels as `client_reference_id` and in
 * the metadata, so the verified webhook finds the purchase it completes. STRIPE_API_URL points the
 * SDK at another host (the tests' stand-in for Stripe's API).
 */
@Injectable()
export class StripePaymentProvider extends PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;
  private readonly logger = new Logger(StripePaymentProvider.name);
  private priced?: { products: Product[]; at: number };

  constructor(
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {
    super();
    const api = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : undefined;
    this.stripe = new Stripe(config.STRIPE_SECRET_KEY ?? '', {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(api && {
        host: api.hostname,
        port: api.port || (api.protocol === 'https:' ? 443 : 80),
        protocol: api.protocol === 'https:' ? 'https' : 'http',
      }),
    });
  }

  async products(): Promise<Product[]> {
    if (this.priced && this.clock.now().getTime() - this.priced.at < PRICE_CACHE_MS)
      return this.priced.products;
    const configured: [ProductId, string | undefined][] = [
      ['credit', this.config.STRIPE_CREDIT_PRICE_ID],
      ['pro', this.config.STRIPE_PRO_PRICE_ID],
    ];
    const products = await this.call(() =>
      Promise.all(
        configured
          .filter((entry): entry is [ProductId, string] => entry[1] !== undefined)
          .map(async ([id, priceId]) => {
            const price = await this.stripe.prices.retrieve(priceId);
            return {
              id,
              priceId,
              ...PRODUCT_COPY[id],
              price: toUsd(price.unit_amount ?? 0),
              credits: id === 'pro' ? PRO_CREDITS_PER_YEAR : 1,
            };
          }),
      ),
    );
    this.priced = { products, at: this.clock.now().getTime() };
    return products;
  }

  async openCheckout(request: CheckoutRequest): Promise<OpenedCheckout> {
    const { product } = request;
    const metadata = {
      checkout_id: request.checkoutId,
      user_id: request.userId,
      product: product.id,
      quantity: String(request.quantity),
    };
    const session = await this.call(() =>
      this.stripe.checkout.sessions.create(
        {
          mode: product.mode,
          line_items: [{ price: product.priceId, quantity: request.quantity }],
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          client_reference_id: request.checkoutId,
          customer_email: request.email,
          metadata,
          ...(product.mode === 'subscription' && {
            subscription_data: { metadata: { user_id: request.userId } },
          }),
        },
        { idempotencyKey: `checkout-${request.checkoutId}` },
      ),
    );
    if (!session.url) throw new PaymentsUnavailableError();
    return { sessionId: session.id, url: session.url };
  }

  async cancelAtPeriodEnd(subscriptionRef: string): Promise<void> {
    await this.call(
      () => this.stripe.subscriptions.update(subscriptionRef, { cancel_at_period_end: true }),
      () => new NoActiveSubscriptionError(),
    );
  }

  /** Ends a subscription now, before it ever renews: a second Pro the buyer may not keep. */
  async cancelNow(subscriptionRef: string, idempotencyKey: string): Promise<void> {
    await this.call(
      () => this.stripe.subscriptions.cancel(subscriptionRef, {}, { idempotencyKey }),
      () => new PaymentsUnavailableError(),
    );
  }

  /** Gives back the whole of a checkout's payment, once per idempotency key. */
  async refund(payment: CheckoutPayment, idempotencyKey: string): Promise<ProviderRefund> {
    return this.call(
      async () => {
        const paymentIntent =
          payment.paymentIntent ?? (await this.paymentIntentOf(payment.invoice));
        const refund = await this.stripe.refunds.create(
          { payment_intent: paymentIntent, reason: 'duplicate' },
          { idempotencyKey },
        );
        return { paymentRef: paymentIntent, refundRef: refund.id, amountCents: refund.amount };
      },
      () => new PaymentsUnavailableError(),
    );
  }

  /** The payment intent that paid an invoice (a subscription checkout's first payment). */
  private async paymentIntentOf(invoice: string | undefined): Promise<string> {
    if (!invoice) throw new Error('A paid checkout with neither a payment intent nor an invoice');
    const payments = await this.stripe.invoicePayments.list({ invoice, status: 'paid', limit: 1 });
    const paymentIntent = refOf(payments.data[0]?.payment.payment_intent);
    if (!paymentIntent) throw new Error(`Invoice ${invoice} has no payment intent to refund`);
    return paymentIntent;
  }

  async subscription(subscriptionRef: string): Promise<ProviderSubscription> {
    const subscription = await this.call(() => this.stripe.subscriptions.retrieve(subscriptionRef));
    return toProviderSubscription(subscription);
  }

  /** The event, if the signature over the raw body is Stripe's for our endpoint secret. */
  verifyWebhook(rawBody: Buffer | undefined, signature: string | undefined): Stripe.Event {
    if (!rawBody || !signature || !this.config.STRIPE_WEBHOOK_SECRET)
      throw new InvalidWebhookSignatureError();
    try {
      return this.stripe.webhooks.constructEvent(
        rawBody,
        signature,
        this.config.STRIPE_WEBHOOK_SECRET,
      );
    } catch {
      throw new InvalidWebhookSignatureError();
    }
  }

  /**
   * Stripe refusing a request (an unknown price, a subscription already gone) answers with
   * `refused`; Stripe unreachable or failing answers PAYMENTS_UNAVAILABLE.
   */
  private async call<T>(
    request: () => Promise<T>,
    refused: () => Error = () => new ProductNotFoundError(),
  ): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) {
        this.logger.warn(`Stripe refused a request: ${error.message}`);
        throw refused();
      }
      if (error instanceof Stripe.errors.StripeError) {
        this.logger.error(`Stripe is unavailable: ${error.type} ${error.message}`);
        throw new PaymentsUnavailableError();
      }
      throw error;
    }
  }
}

export function toProviderSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  const periodEnds = subscription.items.data.map((item) => item.current_period_end);
  return {
    subscriptionRef: subscription.id,
    active: subscription.status === 'active' || subscription.status === 'trialing',
    periodEnd: new Date(Math.max(...periodEnds) * 1000),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    userId: subscription.metadata.user_id,
  };
}
