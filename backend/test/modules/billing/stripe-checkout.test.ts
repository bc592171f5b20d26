import { subscriptionsReadModel } from '../../../src/modules/billing/projections/subscriptions.read-model';
import { transactionsReadModel } from '../../../src/modules/billing/projections/transactions.read-model';
import { FixedClock } from '../../../src/platform/clock/clock';
import { CREDIT_PRICE_ID, FakeStripe, PRO_PRICE_ID } from '../../support/fake-stripe';
import { expectRebuildMatchesLive, INLINE } from '../../support/rebuild-matches-live';
import { createTestApp, signUpUser, type SignedUpUser, type TestApp } from '../../support/test-app';
import { availableCredits, grantCredits, listDomain } from '../listings/listing-support';
import { billingTransactions, CANCEL_URL, createSession, SUCCESS_URL } from './billing-support';
import {
  type CheckoutBody,
  type Delivery,
  deliverTo,
  paidSession,
  PRO_CHECKOUT,
  proPaid,
  startStripeCheckout,
} from './stripe-support';

const DAY = 24 * 60 * 60 * 1000;
const START = new Date('2026-11-21T10:00:00.000Z');

describe('Stripe Checkout through the real stripe SDK, against a stand-in for the Stripe API', () => {
  const stripe = new FakeStripe();
  const clock = new FixedClock(START);
  let t: TestApp;

  beforeAll(async () => {
    const url = await stripe.start();
    t = await createTestApp({ clock, env: stripe.env(url) });
  });
  afterAll(async () => {
    await t.close();
    await stripe.stop();
  });

  const auth = (user: SignedUpUser) => `Bearer ${user.accessToken}`;

  /** A fresh access token: tokens live 15 minutes of the app's clock. */
  async function signIn(user: SignedUpUser): Promise<SignedUpUser> {
    const response = await t.http
      .post('/api/auth/signin')
      .send({ email: user.email, password: user.password })
      .expect(200);
    return { ...user, accessToken: response.body.data.access_token as string };
  }

  const deliver = (delivery: Delivery) => deliverTo(t.http, delivery);
  const startCheckout = (user: SignedUpUser, body: CheckoutBody) =>
    startStripeCheckout(t.http, stripe, user, body);

  it('prices the products from Stripe and sends Stripe the checkout it asks for', async () => {
    const products = await t.http.get('/api/payments/products').expect(200);
    expect(products.body.data).toEqual([
      expect.objectContaining({
        id: 'credit',
        priceId: CREDIT_PRICE_ID,
        price: 9.99,
        mode: 'payment',
      }),
      expect.objectContaining({
        id: 'pro',
        priceId: PRO_PRICE_ID,
        price: 500,
        mode: 'subscription',
      }),
    ]);
    const priceRequest = stripe.requestsTo('GET', `/v1/prices/${CREDIT_PRICE_ID}`)[0];
    expect(priceRequest.headers.authorization).toBe('Bearer sk_test_fake');

    const buyer = await signUpUser(t.http);
    const { response, sent, checkoutId } = await startCheckout(buyer, {
      price_id: CREDIT_PRICE_ID,
      mode: 'payment',
      quantity: 3,
    });
    expect(response.body.data).toEqual({
      url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_fake_\d+$/),
      sessionId: expect.stringMatching(/^cs_test_fake_\d+$/),
    });
    expect(sent.form).toEqual(
      expect.objectContaining({
        mode: 'payment',
        'line_items[0][price]': CREDIT_PRICE_ID,
        'line_items[0][quantity]': '3',
        success_url: SUCCESS_URL,
        cancel_url: CANCEL_URL,
        customer_email: buyer.email,
        'metadata[checkout_id]': checkoutId,
        'metadata[user_id]': buyer.userId,
      }),
    );
    expect(checkoutId).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent.headers['idempotency-key']).toBe(`checkout-${checkoutId}`);
    // Nothing is granted before Stripe says the payment went through.
    expect(await availableCredits(t.http, buyer.accessToken)).toBe(0);
  });

  it('applies a signed checkout.session.completed: the credits and one receipt', async () => {
    const buyer = await signUpUser(t.http);
    const { checkoutId } = await startCheckout(buyer, {
      price_id: CREDIT_PRICE_ID,
      mode: 'payment',
      quantity: 3,
    });
    const session = paidSession(checkoutId);
    const answer = await deliver(stripe.signedEvent('checkout.session.completed', session)).expect(
      200,
    );
    expect(answer.body).toEqual({ received: true });

    expect(await availableCredits(t.http, buyer.accessToken)).toBe(3);
    const history = await billingTransactions(t.http, buyer.accessToken).expect(200);
    expect(history.body.data.transactions).toEqual([
      expect.objectContaining({
        type: 'listing_fee',
        amount: 29.97,
        payment_gateway_ref: session.payment_intent,
        metadata: expect.objectContaining({ credits_purchased: 3, provider: 'stripe' }),
      }),
    ]);
  });

  it('refuses an unsigned, wrongly signed or altered delivery with 400 and changes nothing', async () => {
    const buyer = await signUpUser(t.http);
    const { checkoutId } = await startCheckout(buyer, {
      price_id: CREDIT_PRICE_ID,
      mode: 'payment',
      quantity: 2,
    });
    const genuine = stripe.signedEvent('checkout.session.completed', paidSession(checkoutId));
    const forged = {
      payload: genuine.payload,
      signature: genuine.signature.replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`),
    };
    const altered = {
      payload: genuine.payload.replace('"amount_total":2997', '"amount_total":1'),
      signature: genuine.signature,
    };

    const unsigned = await t.http
      .post('/api/payments/webhook')
      .set('Content-Type', 'application/json')
      .send(genuine.payload)
      .expect(400);
    expect(unsigned.body.code).toBe('INVALID_SIGNATURE');
    expect((await deliver(forged).expect(400)).body.code).toBe('INVALID_SIGNATURE');
    expect((await deliver(altered).expect(400)).body.code).toBe('INVALID_SIGNATURE');

    expect(await availableCredits(t.http, buyer.accessToken)).toBe(0);
    expect((await billingTransactions(t.http, buyer.accessToken)).body.data.transactions).toEqual(
      [],
    );
  });

  it('grants once when the same event is delivered three times at once', async () => {
    const buyer = await signUpUser(t.http);
    const { checkoutId } = await startCheckout(buyer, {
      price_id: CREDIT_PRICE_ID,
      mode: 'payment',
      quantity: 5,
    });
    const delivery = stripe.signedEvent(
      'checkout.session.completed',
      paidSession(checkoutId, { amount_total: 4995 }),
    );

    const answers = await Promise.all([deliver(delivery), deliver(delivery), deliver(delivery)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);

    expect(await availableCredits(t.http, buyer.accessToken)).toBe(5);
    const history = await billingTransactions(t.http, buyer.accessToken);
    expect(history.body.data.transactions).toHaveLength(1);
    const [{ count }] = await t.db.dataSource.query<[{ count: number }]>(
      `select count(*)::int as count from es_events
        where stream_id = $1 and event_type = 'billing.PaymentRecorded'`,
      [`checkout-${checkoutId}`],
    );
    expect(count).toBe(1);
    const lots = await t.http.get('/api/user/credits').set('Authorization', auth(buyer));
    expect(lots.body.data).toHaveLength(1);
  });

  it('answers 503 PAYMENTS_UNAVAILABLE while Stripe is down, and starts nothing', async () => {
    const buyer = await signUpUser(t.http);
    stripe.failWith = 500;
    try {
      const response = await createSession(t.http, buyer.accessToken, {
        price_id: CREDIT_PRICE_ID,
        mode: 'payment',
      });
      expect(response.status).toBe(503);
      expect(response.body).toEqual(
        expect.objectContaining({
          code: 'PAYMENTS_UNAVAILABLE',
          error: 'Payment service is temporarily unavailable. Please try again in a few moments.',
        }),
      );
    } finally {
      stripe.failWith = undefined;
    }
  });

  /** Pays for Pro through Stripe: checkout, Stripe's subscription, the completed-session event. */
  async function subscribe(user: SignedUpUser, subscriptionId: string, periodEnd: Date) {
    const { sent, checkoutId } = await startCheckout(user, PRO_CHECKOUT);
    await deliver(proPaid(stripe, user, checkoutId, subscriptionId, periodEnd)).expect(200);
    return sent;
  }

  const profileOf = async (user: SignedUpUser) =>
    (await t.http.get('/api/user/profile').set('Authorization', auth(user)).expect(200)).body
      .data as {
      user_tier: string;
      available_credits: number;
    };
  const subscriptionOf = async (user: SignedUpUser) =>
    (await t.http.get('/api/user/subscription').set('Authorization', auth(user)).expect(200)).body
      .data;
  const isPriority = async (user: SignedUpUser, listingId: string) =>
    (
      await t.http
        .get(`/api/domains/detail/${listingId}`)
        .set('Authorization', auth(user))
        .expect(200)
    ).body.data.is_priority as boolean;
  const listedId = async (user: SignedUpUser) =>
    (await listDomain(t.http, user.accessToken).expect(201)).body.data.id as string;

  function invoicePaid(subscriptionId: string, invoiceId: string, reason: string, periodEnd: Date) {
    return stripe.signedEvent('invoice.paid', {
      id: invoiceId,
      object: 'invoice',
      billing_reason: reason,
      amount_paid: 50000,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscriptionId },
      },
      lines: {
        object: 'list',
        data: [
          {
            id: `il_${invoiceId}`,
            period: {
              start: Math.floor(clock.now().getTime() / 1000),
              end: Math.floor(periodEnd.getTime() / 1000),
            },
          },
        ],
      },
    });
  }

  it('Pro: activation grants 100 credits for 12 months and priority; each paid renewal the next 100', async () => {
    let seller = await signUpUser(t.http);
    await grantCredits(t.app, seller.userId, 1);
    const before = await listedId(seller);
    const periodEnd = new Date(clock.now().getTime() + 365 * DAY);

    const sent = await subscribe(seller, 'sub_renewing', periodEnd);
    expect(sent.form).toEqual(
      expect.objectContaining({
        mode: 'subscription',
        'line_items[0][price]': PRO_PRICE_ID,
        'line_items[0][quantity]': '1',
        'subscription_data[metadata][user_id]': seller.userId,
      }),
    );
    expect(stripe.requestsTo('GET', '/v1/subscriptions/sub_renewing')).toHaveLength(1);
    expect(await profileOf(seller)).toEqual(
      expect.objectContaining({ user_tier: 'pro', available_credits: 100 }),
    );
    const lots = (await t.http.get('/api/user/credits').set('Authorization', auth(seller))).body
      .data;
    const expiry = clock.now();
    expiry.setUTCMonth(expiry.getUTCMonth() + 12);
    expect(lots).toContainEqual(
      expect.objectContaining({
        type: 'pro_allocation',
        amount: 100,
        remaining_amount: 100,
        expires_at: expiry.toISOString(),
      }),
    );
    expect(await subscriptionOf(seller)).toEqual({
      subscription_status: 'active',
      current_period_end: Math.floor(periodEnd.getTime() / 1000),
      cancel_at_period_end: false,
    });
    const after = await listedId(seller);
    expect(await isPriority(seller, before)).toBe(true); // Featured follows the plan (ADR 0021)
    expect(await isPriority(seller, after)).toBe(true);

    // The first invoice is the checkout's own payment, already recorded.
    await deliver(invoicePaid('sub_renewing', 'in_first', 'subscription_create', periodEnd)).expect(
      200,
    );
    expect((await profileOf(seller)).available_credits).toBe(99);

    clock.advance(364 * DAY);
    seller = await signIn(seller);
    const nextEnd = new Date(periodEnd.getTime() + 365 * DAY);
    const renewal = invoicePaid('sub_renewing', 'in_renewal_1', 'subscription_cycle', nextEnd);
    await deliver(renewal).expect(200);
    await deliver(
      invoicePaid('sub_renewing', 'in_renewal_1', 'subscription_cycle', nextEnd),
    ).expect(200);
    expect((await profileOf(seller)).available_credits).toBe(199);
    const history = (await billingTransactions(t.http, seller.accessToken)).body.data;
    expect(
      history.transactions.map((row: { type: string; amount: number }) => [row.type, row.amount]),
    ).toEqual([
      ['pro_membership', 500],
      ['pro_membership', 500],
    ]);
    expect((await subscriptionOf(seller)).current_period_end).toBe(
      Math.floor(nextEnd.getTime() / 1000),
    );

    clock.advance(3 * DAY);
    seller = await signIn(seller);
    expect((await profileOf(seller)).user_tier).toBe('pro');
  });

  it('Pro: a cancelled subscription stays Pro until current_period_end, then reverts to free', async () => {
    let seller = await signUpUser(t.http);
    const periodEnd = new Date(clock.now().getTime() + 365 * DAY);
    await subscribe(seller, 'sub_cancelled', periodEnd);

    const cancelled = await t.http
      .post('/api/payments/cancel-subscription')
      .set('Authorization', auth(seller))
      .expect(200);
    expect(cancelled.body.data).toEqual({
      subscription_status: 'active',
      current_period_end: Math.floor(periodEnd.getTime() / 1000),
      cancel_at_period_end: true,
    });
    expect(
      stripe.requestsTo('POST', '/v1/subscriptions/sub_cancelled').map((request) => request.form),
    ).toEqual([{ cancel_at_period_end: 'true' }]);
    const subscription = stripe.subscriptions.get('sub_cancelled');
    if (!subscription) throw new Error('the stand-in lost the subscription');
    await deliver(
      stripe.signedEvent('customer.subscription.updated', stripe.subscriptionObject(subscription)),
    ).expect(200);

    clock.set(new Date(periodEnd.getTime() - 60_000));
    seller = await signIn(seller);
    expect((await profileOf(seller)).user_tier).toBe('pro');
    await t.http.get('/api/dashboard/advanced').set('Authorization', auth(seller)).expect(200);

    clock.set(new Date(periodEnd.getTime() + 60_000));
    seller = await signIn(seller);
    expect((await profileOf(seller)).user_tier).toBe('free');
    expect((await subscriptionOf(seller)).subscription_status).toBe('canceled');
    await t.http.get('/api/dashboard/advanced').set('Authorization', auth(seller)).expect(403);
    expect(await isPriority(seller, await listedId(seller))).toBe(false);
    const again = await t.http
      .post('/api/payments/cancel-subscription')
      .set('Authorization', auth(seller));
    expect([again.status, again.body.code]).toEqual([409, 'NO_ACTIVE_SUBSCRIPTION']);

    subscription.status = 'canceled';
    await deliver(
      stripe.signedEvent('customer.subscription.deleted', stripe.subscriptionObject(subscription)),
    ).expect(200);
    expect((await profileOf(seller)).user_tier).toBe('free');
  });

  it('rebuilding the billing read models from the event log gives the same rows', async () => {
    await expectRebuildMatchesLive(t.db.dataSource, transactionsReadModel, 'id', INLINE);
    await expectRebuildMatchesLive(t.db.dataSource, subscriptionsReadModel, 'user_id', INLINE);
  });
});
