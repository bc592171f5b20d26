import Redis from 'ioredis';
import {
  createTestApp,
  randomClientIp,
  signUpUser,
  type TestApp,
  uniqueEmail,
} from '../../support/test-app';
import { testRedisUrl } from '../../support/test-database';

/**
 * Two deployments on one Redis (a logical database no other test file uses, so every key in it
 * can be accounted for): neither shares the other's rate limits, lockouts or caches, and every key
 * either writes starts with its own prefix.
 */
describe('one key prefix per deployment on a shared Redis', () => {
  const url = new URL(testRedisUrl());
  url.pathname = '/13';
  const redis = new Redis(url.toString());
  let before: Set<string>;
  let first: TestApp;
  let second: TestApp;

  const allKeys = async (): Promise<string[]> => {
    const keys: string[] = [];
    let cursor = '0';
    do {
      const [next, found] = await redis.scan(cursor, 'COUNT', 1000);
      keys.push(...found);
      cursor = next;
    } while (cursor !== '0');
    return keys;
  };

  beforeAll(async () => {
    before = new Set(await allKeys());
    first = await createTestApp({ env: { REDIS_URL: url.toString() } });
    second = await createTestApp({ env: { REDIS_URL: url.toString() } });
  });

  afterAll(async () => {
    await first.close();
    await second.close();
    await redis.quit();
  });

  const signIn = (app: TestApp, ip: string, email: string, password: string) =>
    app.http.post('/api/auth/signin').set('X-Forwarded-For', ip).send({ email, password });

  it("does not share one deployment's failed sign-ins or per-address limit with another", async () => {
    const email = uniqueEmail('shared');
    const password = 'a perfectly fine passphrase';
    await signUpUser(first.http, { email, password });
    await signUpUser(second.http, { email, password });
    const ip = randomClientIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1)
      statuses.push((await signIn(first, ip, email, `wrong password ${attempt}`)).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);

    expect((await signIn(second, ip, email, password)).status).toBe(200);
  });

  it('writes every key under its own prefix, rate limits, lockouts and caches included', async () => {
    const user = await signUpUser(first.http);
    await signIn(first, randomClientIp(), user.email, 'not the password');
    const bearer = `Bearer ${user.accessToken}`;
    expect((await first.http.get('/api/dashboard/stats').set('Authorization', bearer)).status).toBe(
      200,
    );
    expect(
      (await first.http.get('/api/seller-dashboard/overview').set('Authorization', bearer)).status,
    ).toBe(200);

    const written = (await allKeys()).filter((key) => !before.has(key));
    const prefixes = [first, second].map((app) => `test-${app.db.name}:`);
    const [firstPrefix] = prefixes;
    for (const kind of ['rl:', 'identity:signin-failures:', `dashboard:stats:${user.userId}`])
      expect(written.some((key) => key.startsWith(`${firstPrefix}${kind}`))).toBe(true);
    expect(written.filter((key) => !prefixes.some((prefix) => key.startsWith(prefix)))).toEqual([]);
  });
});
