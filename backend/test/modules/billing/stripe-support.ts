import { randomUUID } from 'node:crypto';
import { type FakeStripe, PRO_PRICE_ID } from '../../support/fake-stripe';
import { type SignedUpUser, type TestHttp } from '../../support/test-app';
import { createSession } from './billing-support';

export type Delivery = ReturnType<FakeStripe['signedEvent']>;
export type CheckoutBody = { price_id: string; mode: string; quantity?: number };

/** A signed delivery to the webhook, as Stripe sends it. */
export function deliverTo(http: TestHttp, delivery: Delivery) {
  return http
    .post('/api/payments/webhook')
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', delivery.signature)
    .send(delivery.payload);
}

/** Starts a checkout over the API and returns our checkout id as Stripe received it. */
export async function startStripeCheckout(
  http: TestHttp,
  stripe: FakeStripe,
  user: SignedUpUser,
  body: CheckoutBody,
) {
  const before = stripe.requestsTo('POST', '/v1/checkout/sessions').length;
  const response = await createSession(http, user.accessToken, body).expect(200);
  const sent = stripe.requestsTo('POST', '/v1/checkout/sessions')[before];
  return { response, sent, checkoutId: sent.form.client_reference_id };
}

export const PRO_CHECKOUT = { price_id: PRO_PRICE_ID, mode: 'subscription' };

/** A completed Checkout Session, paid. */
export function paidSession(checkoutId: string, fields: Record<string, unknown> = {}) {
  return {
    id: `cs_test_${randomUUID()}`,
    object: 'checkout.session',
    mode: 'payment',
    payment_status: 'paid',
    status: 'complete',
    amount_total: 2997,
    payment_intent: `pi_${randomUUID()}`,
    client_reference_id: checkoutId,
    metadata: { checkout_id: checkoutId },
    subscription: null,
    invoice: null,
    ...fields,
  };
}

/**
 * Stripe's side of a paid Pro checkout: the subscription it started, its first invoice paid by
 * payment intent `pi_first_<subscriptionId>`, and the signed checkout.session.completed.
 */
export function proPaid(
  stripe: FakeStripe,
  user: SignedUpUser,
  checkoutId: string,
  subscriptionId: string,
  periodEnd: Date,
) {
  const invoice = `in_first_${subscriptionId}`;
  stripe.subscriptions.set(subscriptionId, {
    id: subscriptionId,
    status: 'active',
    currentPeriodEnd: periodEnd,
    cancelAtPeriodEnd: false,
    userId: user.userId,
  });
  stripe.payments.set(`pi_first_${subscriptionId}`, {
    amountCents: 50000,
    invoice,
    refunded: false,
  });
  const session = paidSession(checkoutId, {
    mode: 'subscription',
    amount_total: 50000,
    payment_intent: null,
    subscription: subscriptionId,
    invoice,
  });
  return stripe.signedEvent('checkout.session.completed', session);
}
