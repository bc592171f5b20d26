import { createTestApp, signUpUser, type SignedUpUser, type TestApp } from '../../support/test-app';

/** The global limit of a route without a `@Throttle` of its own (app.module.ts): calls a minute. */
const GLOBAL_LIMIT = 300;
const ROUTE = '/api/domains/my-listings';
const BATCH = 10;

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
    t = await createTestApp();
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

    // The budget is a minute's: its calls go ten at a time, to be spent well within the minute
    // on a slow machine too.
    const statuses = new Set<number>();
    for (let count = 0; count < GLOBAL_LIMIT; count += BATCH)
      for (const response of await Promise.all(
        Array.from({ length: Math.min(BATCH, GLOBAL_LIMIT - count) }, () => call(busy)),
      ))
        statuses.add(response.status);
    expect([...statuses]).toEqual([200]);

    const limited = await call(busy);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    await call(quiet).expect(200);
    await call(seller.accessToken).expect(200);
    expect((await call(busy)).status).toBe(429);
  });
});
