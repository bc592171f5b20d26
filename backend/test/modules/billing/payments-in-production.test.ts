import { createTestApp, productionEnv, signUpUser, type TestApp } from '../../support/test-app';
import { createSession } from './billing-support';

describe('payments in production without Stripe keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: productionEnv() });
  });
  afterAll(() => t.close());

  it('sells nothing: no products, a checkout is refused, and there is no test payment page', async () => {
    expect((await t.http.get('/api/payments/products').expect(200)).body.data).toEqual([]);
    const buyer = await signUpUser(t.http);
    const response = await createSession(t.http, buyer.accessToken, {
      price_id: 'test_price_credit',
      mode: 'payment',
    });
    expect([response.status, response.body.code]).toEqual([404, 'PRODUCT_NOT_FOUND']);
    await t.http
      .get('/api/payments/test-checkout/00000000-0000-4000-8000-000000000000')
      .expect(404);
  });
});

describe('payments in production with PAYMENTS_TEST_MODE=true (a staging site)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: productionEnv({ PAYMENTS_TEST_MODE: 'true' }) });
  });
  afterAll(() => t.close());

  it('offers the test checkout', async () => {
    const products = (await t.http.get('/api/payments/products').expect(200)).body.data;
    expect(products.map((product: { priceId: string }) => product.priceId)).toEqual([
      'test_price_credit',
      'test_price_pro',
    ]);
    const buyer = await signUpUser(t.http);
    const session = await createSession(t.http, buyer.accessToken, {
      price_id: 'test_price_credit',
      mode: 'payment',
    }).expect(200);
    const page = await t.http.get(new URL(session.body.data.url as string).pathname).expect(200);
    expect(page.text).toContain('TEST PAYMENT');
  });
});
