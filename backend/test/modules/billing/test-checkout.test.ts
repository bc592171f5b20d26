import { createTestApp, signUpUser, type TestApp } from '../../support/test-app';
import { availableCredits } from '../listings/listing-support';
import {
  billingTransactions,
  buyWithTestCheckout,
  CANCEL_URL,
  createSession,
  testCheckoutPath,
} from './billing-support';

describe('buying credits through the built-in test checkout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the two products with their configured prices, without a token', async () => {
    const response = await t.http.get('/api/payments/products').expect(200);
    expect(response.body.data).toEqual([
      expect.objectContaining({
        id: 'credit',
        priceId: 'test_price_credit',
        price: 9.99,
        mode: 'payment',
        name: 'Pay Per Listing',
      }),
      expect.objectContaining({
        id: 'pro',
        priceId: 'test_price_pro',
        price: 500,
        mode: 'subscription',
        name: 'Liquidation Pro',
        credits: 100,
      }),
    ]);
  });

  it('shows a TEST PAYMENT page, and Pay grants the credits and records one receipt', async () => {
    const buyer = await signUpUser(t.http);
    const session = await createSession(t.http, buyer.accessToken, {
      price_id: 'test_price_credit',
      mode: 'payment',
      quantity: 3,
    }).expect(200);
    const { url, sessionId } = session.body.data as { url: string; sessionId: string };
    expect(url).toBe(`http://localhost:3000/api/payments/test-checkout/${sessionId}`);

    const page = await t.http.get(testCheckoutPath(url)).expect(200);
    expect(page.text).toContain('TEST PAYMENT');
    expect(page.text).toContain('3 listing credits');
    expect(page.text).toContain('$29.97');

    const paid = await t.http.post(`${testCheckoutPath(url)}/pay`).expect(303);
    expect(paid.headers.location).toBe(`http://localhost:3000/success?session_id=${sessionId}`);
    expect(await availableCredits(t.http, buyer.accessToken)).toBe(3);

    const history = await billingTransactions(t.http, buyer.accessToken).expect(200);
    expect(history.body.data.transactions).toEqual([
      expect.objectContaining({
        type: 'listing_fee',
        amount: 29.97,
        status: 'completed',
        seller_id: buyer.userId,
        buyer_id: null,
        payment_gateway_ref: `test_${sessionId}`,
        metadata: expect.objectContaining({
          credits_purchased: 3,
          product: 'credit',
          provider: 'test',
        }),
      }),
    ]);
    expect(history.body.data.summary).toEqual({
      total_spent: 29.97,
      credit_purchase_count: 1,
      credits_purchased: 3,
    });

    // Pressing Pay again (a double click, a resubmitted form) changes nothing.
    await t.http.post(`${testCheckoutPath(url)}/pay`).expect(303);
    expect(await availableCredits(t.http, buyer.accessToken)).toBe(3);
    expect(
      (await billingTransactions(t.http, buyer.accessToken)).body.data.transactions,
    ).toHaveLength(1);
  });

  it('Cancel returns to the cancel address, grants nothing, and the session cannot be paid after', async () => {
    const buyer = await signUpUser(t.http);
    const session = await createSession(t.http, buyer.accessToken, {
      price_id: 'test_price_credit',
      mode: 'payment',
    }).expect(200);
    const path = testCheckoutPath(session.body.data.url as string);
    const cancelled = await t.http.post(`${path}/cancel`).expect(303);
    expect(cancelled.headers.location).toBe(CANCEL_URL);
    const refused = await t.http.post(`${path}/pay`).expect(409);
    expect(refused.body.code).toBe('CHECKOUT_NOT_OPEN');
    expect(await availableCredits(t.http, buyer.accessToken)).toBe(0);
    expect((await billingTransactions(t.http, buyer.accessToken)).body.data.transactions).toEqual(
      [],
    );
  });

  it('answers 404 for a checkout id it never issued', async () => {
    await t.http
      .get('/api/payments/test-checkout/00000000-0000-4000-8000-000000000000')
      .expect(404);
    await t.http.get('/api/payments/test-checkout/not-a-uuid').expect(400);
  });

  it('refuses bad sessions with a clear 4xx and starts nothing', async () => {
    const buyer = await signUpUser(t.http);
    const token = buyer.accessToken;
    const cases: [Record<string, unknown>, number, string][] = [
      [{ price_id: 'test_price_credit', mode: 'payment', quantity: 0 }, 400, 'VALIDATION_ERROR'],
      [{ price_id: 'test_price_credit', mode: 'payment', quantity: 101 }, 400, 'VALIDATION_ERROR'],
      [{ price_id: 'test_price_credit', mode: 'payment', quantity: 1.5 }, 400, 'VALIDATION_ERROR'],
      [{ price_id: 'test_price_credit', mode: 'subscription' }, 400, 'VALIDATION_ERROR'],
      [{ price_id: 'test_price_pro', mode: 'subscription', quantity: 2 }, 400, 'VALIDATION_ERROR'],
      [{ price_id: 'price_unknown', mode: 'payment' }, 404, 'PRODUCT_NOT_FOUND'],
      [
        {
          price_id: 'test_price_credit',
          mode: 'payment',
          success_url: 'https://evil.example/steal',
        },
        400,
        'VALIDATION_ERROR',
      ],
      [
        { price_id: 'test_price_credit', mode: 'payment', cancel_url: 'javascript:alert(1)' },
        400,
        'VALIDATION_ERROR',
      ],
    ];
    for (const [body, status, code] of cases) {
      const response = await createSession(t.http, token, body);
      expect({ body, status: response.status, code: response.body.code }).toEqual({
        body,
        status,
        code,
      });
    }
    const unknown = await createSession(t.http, token, {
      price_id: 'price_unknown',
      mode: 'payment',
    });
    expect(unknown.body.error).toBe(
      'This payment option is not currently available. Please contact support.',
    );
    await t.http
      .post('/api/payments/create-session')
      .send({ price_id: 'test_price_credit', mode: 'payment' })
      .expect(401);
  });

  it('a Pro purchase makes the user Pro with 100 credits, and a second one is refused', async () => {
    const buyer = await signUpUser(t.http);
    await buyWithTestCheckout(t.http, buyer.accessToken, {
      price_id: 'test_price_pro',
      mode: 'subscription',
    });
    const profile = await t.http
      .get('/api/user/profile')
      .set('Authorization', `Bearer ${buyer.accessToken}`);
    expect(profile.body.data).toEqual(
      expect.objectContaining({ user_tier: 'pro', available_credits: 100 }),
    );
    const subscription = await t.http
      .get('/api/user/subscription')
      .set('Authorization', `Bearer ${buyer.accessToken}`);
    expect(subscription.body.data).toEqual(
      expect.objectContaining({ subscription_status: 'active', cancel_at_period_end: false }),
    );
    const again = await createSession(t.http, buyer.accessToken, {
      price_id: 'test_price_pro',
      mode: 'subscription',
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ALREADY_PRO');
  });

  /** Two Pro checkouts opened while the buyer is still free: both pass the session's own check. */
  async function twoProCheckouts(token: string): Promise<[string, string]> {
    const open = async () => {
      const session = await createSession(t.http, token, {
        price_id: 'test_price_pro',
        mode: 'subscription',
      }).expect(200);
      return testCheckoutPath(session.body.data.url as string);
    };
    return [await open(), await open()];
  }

  /** What the buyer and an auditor see of their Pro: credits, receipts, period, activations. */
  async function proRecords(buyer: { userId: string; accessToken: string }) {
    const subscription = await t.http
      .get('/api/user/subscription')
      .set('Authorization', `Bearer ${buyer.accessToken}`)
      .expect(200);
    const history = await billingTransactions(t.http, buyer.accessToken).expect(200);
    const [{ activations }] = await t.db.dataSource.query<[{ activations: number }]>(
      `select count(*)::int as activations from es_events
        where stream_id = $1 and event_type = 'billing.ProActivated'`,
      [`subscription-${buyer.userId}`],
    );
    return {
      credits: await availableCredits(t.http, buyer.accessToken),
      receipts: (history.body.data.transactions as { type: string; amount: number }[]).map(
        (row) => [row.type, row.amount],
      ),
      status: subscription.body.data.subscription_status as string,
      activations,
    };
  }

  const ONE_PRO = {
    credits: 100,
    receipts: [['pro_membership', 500]],
    status: 'active',
    activations: 1,
  };

  it('two Pro checkouts paid one after the other: one activation, the second Pay answers 409', async () => {
    const buyer = await signUpUser(t.http);
    const [first, second] = await twoProCheckouts(buyer.accessToken);
    await t.http.post(`${first}/pay`).expect(303);
    const refused = await t.http.post(`${second}/pay`).expect(409);
    expect(refused.body).toEqual({
      success: false,
      error: 'You are already on Liquidation Pro.',
      code: 'ALREADY_PRO',
    });
    expect(await proRecords(buyer)).toEqual(ONE_PRO);
  });

  it('a browser whose second Pro Pay is refused sees the checkout page saying nothing was charged', async () => {
    const buyer = await signUpUser(t.http);
    const [first, second] = await twoProCheckouts(buyer.accessToken);
    await t.http.post(`${first}/pay`).expect(303);
    const refused = await t.http
      .post(`${second}/pay`)
      .set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8')
      .expect(409)
      .expect('Content-Type', /html/);
    expect(refused.text).toContain('You are already on Liquidation Pro. Nothing was charged.');
    expect(refused.text).toContain('href="/billing"');
    expect(refused.text).not.toContain('/pay"');
    expect(await proRecords(buyer)).toEqual(ONE_PRO);
  });

  it('two Pro checkouts paid at the same moment: one activation, the other answers 409', async () => {
    const buyer = await signUpUser(t.http);
    const [first, second] = await twoProCheckouts(buyer.accessToken);
    const answers = await Promise.all([t.http.post(`${first}/pay`), t.http.post(`${second}/pay`)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([303, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.code).toBe('ALREADY_PRO');
    expect(await proRecords(buyer)).toEqual(ONE_PRO);
  });

  it("GET /api/rest/v1/transactions answers the spec client's filter with the caller's rows only", async () => {
    const buyer = await signUpUser(t.http);
    const other = await signUpUser(t.http);
    await buyWithTestCheckout(t.http, buyer.accessToken, {
      price_id: 'test_price_credit',
      mode: 'payment',
      quantity: 2,
    });
    await buyWithTestCheckout(t.http, buyer.accessToken, {
      price_id: 'test_price_credit',
      mode: 'payment',
      quantity: 1,
    });
    await buyWithTestCheckout(t.http, other.accessToken, {
      price_id: 'test_price_credit',
      mode: 'payment',
      quantity: 4,
    });
    const rest = (token: string, query: Record<string, string>) =>
      t.http.get('/api/rest/v1/transactions').query(query).set('Authorization', `Bearer ${token}`);

    const own = await rest(buyer.accessToken, {
      select: '*',
      or: `(seller_id.eq.${buyer.userId},buyer_id.eq.${buyer.userId})`,
      status: 'eq.completed',
      order: 'created_at.desc',
      limit: '50',
    }).expect(200);
    expect(own.body.data.map((row: { amount: number }) => row.amount)).toEqual([9.99, 19.98]);
    expect((await rest(buyer.accessToken, { limit: '1' }).expect(200)).body.data).toHaveLength(1);

    const foreign = await rest(buyer.accessToken, {
      or: `(seller_id.eq.${other.userId},buyer_id.eq.${other.userId})`,
    });
    expect([foreign.status, foreign.body.code]).toEqual([403, 'FORBIDDEN']);
    const malformed = await rest(buyer.accessToken, { order: 'amount.desc' });
    expect([malformed.status, malformed.body.details]).toEqual([
      400,
      [{ field: 'order', message: 'order must be created_at.desc or created_at.asc' }],
    ]);
    await t.http.get('/api/rest/v1/transactions').expect(401);
  });
});
