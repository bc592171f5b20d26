import { createPrivateKey } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../src/platform/database/embedded-postgres';
import { ensureJwtPrivateKey } from '../../../src/platform/runtime/jwt-key';
import { redisAnswers, resolveRedis } from '../../../src/platform/runtime/local-redis';
import { testRedisUrl } from '../../support/test-database';

/** What `npm start` does on a machine with nothing configured (backend/src/start.ts). */
describe('local services of the all-in-one start', () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'dlm-runtime-'));
  });

  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  const closedPortUrl = async () => `redis://127.0.0.1:${await freePort()}`;

  it('uses the Redis already answering on the local port and starts nothing', async () => {
    const redis = await resolveRedis({
      env: {},
      dataDir: join(dir, 'redis'),
      localUrl: testRedisUrl(),
    });
    expect(redis.url).toBe(testRedisUrl());
    await redis.stop();
    expect(await redisAnswers(testRedisUrl())).toBe(true);
    expect(existsSync(join(dir, 'redis'))).toBe(false);
  });

  it('prefers REDIS_URL over everything else', async () => {
    const redis = await resolveRedis({
      env: { REDIS_URL: 'redis://cache.internal:6380' },
      dataDir: join(dir, 'redis'),
    });
    expect(redis.url).toBe('redis://cache.internal:6380');
  });

  it('starts redis-server from PATH when no Redis answers, and stops it again', async () => {
    const redis = await resolveRedis({
      env: { PATH: process.env.PATH },
      dataDir: join(dir, 'redis'),
      localUrl: await closedPortUrl(),
    });
    const url = redis.url ?? '';
    expect(url).toMatch(/^redis:\/\/127\.0\.0\.1:\d+$/);
    expect(redis.summary).toMatch(/^Redis: started redis-server on port \d+/);
    expect(await redisAnswers(url)).toBe(true);
    await redis.stop();
    expect(await redisAnswers(url)).toBe(false);
  });

  it('runs without Redis, saying so in one line, when there is none to use or start', async () => {
    const redis = await resolveRedis({
      env: { PATH: dir },
      dataDir: join(dir, 'redis'),
      localUrl: await closedPortUrl(),
    });
    expect(redis.url).toBeUndefined();
    expect(redis.summary).toBe(
      'Redis: not found — background jobs are off (install redis-server or set REDIS_URL); the API still works.',
    );
  });

  it('creates the token signing key once, readable by its owner only, and reuses it', () => {
    const file = join(dir, 'jwt-private.pem');
    const first = ensureJwtPrivateKey(file);
    const second = ensureJwtPrivateKey(file);
    expect(first.created).toBe(true);
    expect(second).toEqual({ pem: first.pem, created: false });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(createPrivateKey(first.pem).asymmetricKeyType).toBe('ed25519');
  });
});
