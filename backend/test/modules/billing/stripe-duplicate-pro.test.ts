import { FixedClock } from '../../../src/platform/clock/clock';
import { FakeStripe } from '../../support/fake-stripe';
import { createTestApp, signUpUser, type SignedUpUser, type TestApp } from '../../support/test-app';
import { billingTransactions } from './billing-support';
import {
  type Delivery,
  deliverTo,
  PRO_CHECKOUT,
  proPaid,
  startStripeCheckout,
} from './stripe-support';

const DAY = 24 * 60 * 60 * 1000;
const START = new Date('2026-11-21T10:00:00.000Z');
const PERIOD_END = new Date(START.getTime() + 365 * DAY);

describe('a second Pro paid at Stripe while the first is running', () => {
  const stripe = new FakeStripe();
  let t: TestApp;

  beforeAll(async () => {
    const url = await stripe.start();
    t = await createTestApp({ clock: new FixedClock(START), env: stripe.env(url) });
  });
  afterAll(async () => {
    await t.close();
    await stripe.stop();
  });

  const deliver = (delivery: Delivery) => deliverTo(t.http, delivery);

  /**
   * Two Pro checkouts opened while the buyer is free (both pass the session's own check), the
   * first paid and applied. Returns the second checkout, paid at Stripe with `subscriptionId`.
   */
  async function payTwice(buyer: SignedUpUser, subscriptionId: string) {
    const first = await startStripeCheckout(t.http, stripe, buyer, PRO_CHECKOUT);
    const second = await startStripeCheckout(t.http, stripe, buyer, PRO_CHECKOUT);
    const firstSub = `${subscriptionId}_kept`;
    await deliver(proPaid(stripe, buyer, first.checkoutId, firstSub, PERIOD_END)).expect(200);
    const later = new Date(PERIOD_END.getTime() + DAY);
    const duplicate = proPaid(stripe, buyer, second.checkoutId, subscriptionId, later);
    return { firstSub, checkoutId: second.checkoutId, duplicate };
  }

  /** What the buyer sees: one Pro, its 100 credits, one receipt, the first subscription's period. */
  async function expectOnePro(buyer: SignedUpUser) {
    const auth = `Bearer ${buyer.accessToken}`;
    const profile = await t.http.get('/api/user/profile').set('Authorization', auth).expect(200);
    expect(profile.body.data).toEqual(
      expect.objectContaining({ user_tier: 'pro', available_credits: 100 }),
    );
    const subscription = await t.http
      .get('/api/user/subscription')
      .set('Authorization', auth)
      .expect(200);
    expect(subscription.body.data).toEqual({
      subscription_status: 'active',
      current_period_end: Math.floor(PERIOD_END.getTime() / 1000),
      cancel_at_period_end: false,
    });
    const history = await billingTransactions(t.http, buyer.accessToken).expect(200);
    expect(
      history.body.data.transactions.map((row: { type: string; amount: number }) => [
        row.type,
        row.amount,
      ]),
    ).toEqual([['pro_membership', 500]]);
    const [{ activations }] = await t.db.dataSource.query<[{ activations: number }]>(
      `select count(*)::int as activations from es_events
        where stream_id = $1 and event_type = 'billing.ProActivated'`,
      [`subscription-${buyer.userId}`],
    );
    expect(activations).toBe(1);
  }

  /** The refused checkout's events, as an auditor reads them. */
  const checkoutEvents = (checkoutId: string) =>
    t.db.dataSource.query<{ event_type: string; data: Record<string, unknown> }[]>(
      `select event_type, data from es_events where stream_id = $1 order by global_position`,
      [`checkout-${checkoutId}`],
    );

  it('cancels the second subscription and refunds its payment through Stripe, once however often Stripe tells', async () => {
    const buyer = await signUpUser(t.http);
    const { firstSub, checkoutId, duplicate } = await payTwice(buyer, 'sub_duplicate');

    await deliver(duplicate).expect(200);
    await deliver(duplicate).expect(200);

    const cancels = stripe.requestsTo('DELETE', '/v1/subscriptions/sub_duplicate');
    expect(cancels.map((request) => request.headers['idempotency-key'])).toEqual([
      `duplicate-cancel-${checkoutId}`,
    ]);
    expect(stripe.subscriptions.get('sub_duplicate')?.status).toBe('canceled');
    expect(stripe.subscriptions.get(firstSub)?.status).toBe('active');
    const refunds = stripe.requestsTo('POST', '/v1/refunds');
    expect(refunds.map((request) => request.form)).toEqual([
      { payment_intent: 'pi_first_sub_duplicate', reason: 'duplicate' },
    ]);
    expect(refunds[0].headers['idempotency-key']).toBe(`duplicate-refund-${checkoutId}`);
    expect(stripe.payments.get('pi_first_sub_duplicate')?.refunded).toBe(true);
    expect(stripe.payments.get(`pi_first_${firstSub}`)?.refunded).toBe(false);
    await expectOnePro(buyer);

    const [refund] = stripe.refunds.filter(
      (made) => made.paymentIntent === 'pi_first_sub_duplicate',
    );
    expect(await checkoutEvents(checkoutId)).toEqual([
      expect.objectContaining({ event_type: 'billing.CheckoutStarted' }),
      {
        event_type: 'billing.DuplicateSubscriptionCancelled',
        data: expect.objectContaining({
          checkoutId,
          userId: buyer.userId,
          subscriptionRef: 'sub_duplicate',
        }),
      },
      {
        event_type: 'billing.PaymentRefunded',
        data: expect.objectContaining({
          checkoutId,
          userId: buyer.userId,
          paymentRef: 'pi_first_sub_duplicate',
          refundRef: refund.id,
          amountCents: 50000,
          provider: 'stripe',
          reason: 'duplicate_subscription',
        }),
      },
    ]);
  });

  it('three deliveries of the second payment at once: one cancellation and one refund', async () => {
    const buyer = await signUpUser(t.http);
    const { checkoutId, duplicate } = await payTwice(buyer, 'sub_racing');

    const answers = await Promise.all([deliver(duplicate), deliver(duplicate), deliver(duplicate)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);

    expect(stripe.subscriptions.get('sub_racing')?.status).toBe('canceled');
    expect(stripe.refunds.filter((made) => made.paymentIntent === 'pi_first_sub_racing')).toEqual([
      expect.objectContaining({ amountCents: 50000 }),
    ]);
    await expectOnePro(buyer);
    expect((await checkoutEvents(checkoutId)).map((event) => event.event_type)).toEqual([
      'billing.CheckoutStarted',
      'billing.DuplicateSubscriptionCancelled',
      'billing.PaymentRefunded',
    ]);
  });
});
