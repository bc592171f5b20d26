import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { AlreadyProError } from '../../model/billing.errors';
import {
  refOf,
  type StripePaymentProvider,
  toProviderSubscription,
} from '../../providers/stripe.provider';
import { CompleteCheckoutHandler } from '../complete-checkout/complete-checkout.handler';
import { RefundDuplicateSubscriptionHandler } from '../refund-duplicate-subscription/refund-duplicate-subscription.handler';
import { RenewProHandler } from '../renew-pro/renew-pro.handler';
import { SyncSubscriptionHandler } from '../sync-subscription/sync-subscription.handler';

/**
 * Applies a verified Stripe event. Each is applied once however often Stripe delivers it: event
 * ids derive from Stripe's event id, and every command decides nothing for a payment, invoice or
 * state it has already recorded. Events about things we did not start are acknowledged and ignored.
 */
@Injectable()
export class HandleStripeWebhookHandler {
  private readonly logger = new Logger(HandleStripeWebhookHandler.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly completion: CompleteCheckoutHandler,
    private readonly renewPro: RenewProHandler,
    private readonly syncSubscription: SyncSubscriptionHandler,
    private readonly refundDuplicate: RefundDuplicateSubscriptionHandler,
  ) {}

  async execute(event: Stripe.Event, stripe: StripePaymentProvider): Promise<void> {
    const commandId = `stripe:${event.id}`;
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return this.checkoutPaid(event.data.object, stripe, commandId);
      case 'invoice.paid':
        return this.invoicePaid(event.data.object, commandId);
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const reported = toProviderSubscription(event.data.object);
        if (event.type === 'customer.subscription.deleted') reported.active = false;
        const userId = await this.subscriberOf(reported.subscriptionRef);
        if (userId) await this.syncSubscription.execute(userId, reported, commandId);
        return;
      }
      default:
        this.logger.debug(`Stripe event ${event.type} needs nothing`);
    }
  }

  private async checkoutPaid(
    session: Stripe.Checkout.Session,
    stripe: StripePaymentProvider,
    commandId: string,
  ): Promise<void> {
    const checkoutId = session.metadata?.checkout_id ?? session.client_reference_id;
    if (!checkoutId) return;
    if (session.payment_status === 'unpaid') return;
    const subscriptionRef = refOf(session.subscription);
    const subscription = subscriptionRef ? await stripe.subscription(subscriptionRef) : undefined;
    const payment = {
      paymentIntent: refOf(session.payment_intent),
      invoice: refOf(session.invoice),
    };
    try {
      await this.completion.execute({
        checkoutId,
        paymentRef: payment.paymentIntent ?? payment.invoice ?? session.id,
        amountCents: session.amount_total ?? undefined,
        subscription: subscription && {
          subscriptionRef: subscription.subscriptionRef,
          periodEnd: subscription.periodEnd,
        },
        commandId,
      });
    } catch (error) {
      // Paid for a second Pro while the first is running: Stripe has the money, so give it back.
      if (!(error instanceof AlreadyProError) || !subscription) throw error;
      await this.refundDuplicate.execute(
        { checkoutId, subscriptionRef: subscription.subscriptionRef, payment, commandId },
        stripe,
      );
    }
  }

  /** Only renewals: the first invoice of a subscription is its checkout's payment. */
  private async invoicePaid(invoice: Stripe.Invoice, commandId: string): Promise<void> {
    if (invoice.billing_reason !== 'subscription_cycle') return;
    const subscriptionRef = refOf(invoice.parent?.subscription_details?.subscription);
    if (!subscriptionRef || !invoice.id) return;
    const userId = await this.subscriberOf(subscriptionRef);
    if (!userId) return;
    const periodEnds = invoice.lines.data.map((line) => line.period.end);
    await this.renewPro.execute({
      userId,
      invoiceRef: invoice.id,
      amountCents: invoice.amount_paid,
      periodEnd: new Date(Math.max(...periodEnds) * 1000),
      commandId,
    });
  }

  private async subscriberOf(subscriptionRef: string): Promise<string | undefined> {
    const rows: { user_id: string }[] = await this.dataSource.query(
      `select user_id from subscriptions where subscription_ref = $1`,
      [subscriptionRef],
    );
    if (!rows[0]) this.logger.warn(`Stripe subscription ${subscriptionRef} is not one of ours`);
    return rows[0]?.user_id;
  }
}
