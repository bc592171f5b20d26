import { createTestApp, signUpUser, type TestApp } from '../../support/test-app';
import { availableCredits } from '../listings/listing-support';
import { SITE, testCheckoutPath } from './billing-support';

/**
 * The client names paths; the server puts them after SITE_URL, so buying works whatever address
 * the site was opened at, and the buyer can only ever come back to this site.
 */
describe('checkout return addresses given as paths', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  function createSession(token: string, success_url: string, cancel_url: string) {
    return t.http
      .post('/api/payments/create-session')
      .set('Authorization', `Bearer ${token}`)
      .send({
        price_id: 'test_price_credit',
        mode: 'payment',
        quantity: 2,
        success_url,
        cancel_url,
      });
  }

  it('Pay returns to SITE_URL plus the success path, and the credits are granted', async () => {
    const buyer = await signUpUser(t.http);
    const session = await createSession(
      buyer.accessToken,
      '/success?session_id={CHECKOUT_SESSION_ID}',
      '/checkout?plan=credit',
    ).expect(200);
    const { url, sessionId } = session.body.data as { url: string; sessionId: string };

    const paid = await t.http.post(`${testCheckoutPath(url)}/pay`).expect(303);
    expect(paid.headers.location).toBe(`${SITE}/success?session_id=${sessionId}`);
    expect(await availableCredits(t.http, buyer.accessToken)).toBe(2);
  });

  it('Cancel returns to SITE_URL plus the cancel path', async () => {
    const buyer = await signUpUser(t.http);
    const session = await createSession(
      buyer.accessToken,
      '/success?session_id={CHECKOUT_SESSION_ID}',
      '/checkout?plan=credit#plans',
    ).expect(200);
    const cancelled = await t.http
      .post(`${testCheckoutPath(session.body.data.url as string)}/cancel`)
      .expect(303);
    expect(cancelled.headers.location).toBe(`${SITE}/checkout?plan=credit#plans`);
  });

  it.each([
    ['//evil.example/steal', 'success_url must be a path or an address of this site'],
    ['/\\evil.example/steal', 'success_url must be a path or an address of this site'],
    ['http://127.0.0.1:9/success', 'success_url must be a path or an address of this site'],
    ['success', 'success_url must be a path (/...) or an http(s) address'],
    ['javascript:alert(1)', 'success_url must be a path (/...) or an http(s) address'],
  ])('refuses %j with 400 and its reason, starting nothing', async (successUrl, message) => {
    const buyer = await signUpUser(t.http);
    const refused = await createSession(buyer.accessToken, successUrl, '/checkout').expect(400);
    expect(refused.body).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      details: [{ field: 'success_url', message }],
    });
  });
});
