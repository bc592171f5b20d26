import { createTestApp, signUpUser, type SignedUpUser, type TestApp } from '../../support/test-app';

/**
 * The global limit of a route without a `@Throttle` of its own, calls a minute: set low here
 * (RATE_LIMIT_PER_MINUTE, 300 by default), so that the budget is spent in a moment on any machine.
 */
const GLOBAL_LIMIT = 12;
const ROUTE = '/api/domains/my-listings';

/**
 * ADR 0031: a personal API token's calls are counted per token, not per client address. Every
 * request of the test client comes from another address, so a token that runs out of calls shows
 * that changing address does not help it, and its owner's other token and browser session, which
 * have budgets of their own, still get through.
 */
describe('rate limits of personal API tokens', () => {
  let t: TestApp;
  let seller: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: String(GLOBAL_LIMIT) } });
    seller = await signUpUser(t.http);
  });

  afterAll(async () => {
    await t.close();
  });

  const createToken = async (name: string) => {
    const created = await t.http
      .post('/api/api-tokens')
      .set('Authorization', `Bearer ${seller.accessToken}`)
      .send({ name, scopes: ['listings:read'] })
      .expect(201);
    return (created.body.data as { token: string }).token;
  };
  const call = (bearer: string) => t.http.get(ROUTE).set('Authorization', `Bearer ${bearer}`);

  it('gives each token of one user a budget of its own', async () => {
    const busy = await createToken('Busy script');
    const quiet = await createToken('Quiet script');

    const statuses: number[] = [];
    for (let count = 0; count < GLOBAL_LIMIT; count += 1) statuses.push((await call(busy)).status);
    expect(new Set(statuses)).toEqual(new Set([200]));

    const limited = await call(busy);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    await call(quiet).expect(200);
    await call(seller.accessToken).expect(200);
    expect((await call(busy)).status).toBe(429);
  });
});
