import { type ChildProcess, execFile } from 'node:child_process';
import { generateKeyPairSync, randomInt } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import { deleteQueues } from '../../support/jobs';
import { freePort, killProcess, ROOT, startProcess, waitForHealth } from '../../support/processes';
import { createTestDatabase, type TestDatabase, testRedisUrl } from '../../support/test-database';
import { waitFor } from '../../support/wait-for';

const SITE = 'http://localhost:8080';
const SELLERS = 12;
const BUYERS = 20;
const LISTINGS_PER_SELLER = 50;
const VIEWS = 900;
const INQUIRIES = 300;
const PRICE_CHANGES = 200;
const SALES = 100;
const RESTORES = 40;
const DELETES = 40;
const STATUS_CHANGES = 150;
/** Requests in flight at once, spread over both apis. */
const CONCURRENCY = 16;

interface Account {
  userId: string;
  token: string;
}

/**
 * Two api processes and two worker processes on one PostgreSQL and one Redis, as ARCHITECTURE.md
 * "Growing past one machine" has it: a few thousand mixed commands go to both apis, the workers
 * project, react and run the jobs, `projections:rebuild all` (the real CLI) rebuilds every read
 * model twice while they do, and then `audit:verify` (the real CLI) finds every read model
 * equal to its replay, every stream gapless, every restore within 7 days.
 */
describe('two apis and two workers under mixed load, rebuilt twice meanwhile, then audit:verify', () => {
  let db: TestDatabase;
  let queuePrefix: string;
  const processes: ChildProcess[] = [];
  const apis: string[] = [];
  let requests = 0;
  const servedBy = new Map<string, number>();

  beforeAll(async () => {
    db = await createTestDatabase();
    queuePrefix = `test-${db.name}`;
    const env = {
      DATABASE_URL: db.url,
      REDIS_URL: testRedisUrl(),
      QUEUE_PREFIX: queuePrefix,
      // Both apis serve one site, as they do behind the reverse proxy.
      SITE_URL: SITE,
      TRUST_PROXY: '1',
      JWT_PRIVATE_KEY: generateKeyPairSync('ed25519')
        .privateKey.export({ type: 'pkcs8', format: 'pem' })
        .toString(),
    };
    for (let index = 0; index < 2; index++) {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      processes.push(startProcess('main', { ...env, PORT: String(port) }));
      apis.push(base);
    }
    for (let index = 0; index < 2; index++) processes.push(startProcess('worker', env));
    await Promise.all(apis.map(waitForHealth));
  }, 180_000);

  afterAll(async () => {
    await Promise.all(processes.map(killProcess));
    const redis = new Redis(testRedisUrl());
    await deleteQueues(redis, queuePrefix);
    redis.disconnect();
    await db?.drop();
  });

  /** One request to the next api in turn, from a client address of its own (rate limits are per ip). */
  async function call(
    method: string,
    path: string,
    options: { token?: string; body?: unknown } = {},
  ): Promise<{ status: number; body: { data?: unknown; code?: string } }> {
    const base = apis[requests++ % apis.length];
    servedBy.set(base, (servedBy.get(base) ?? 0) + 1);
    const response = await fetch(`${base}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/json',
        'X-Forwarded-For': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : {} };
  }

  async function expectStatus(
    expected: number,
    ...args: Parameters<typeof call>
  ): Promise<unknown> {
    const response = await call(...args);
    if (response.status !== expected)
      throw new Error(
        `${args[0]} ${args[1]}: ${response.status} ${JSON.stringify(response.body)} (expected ${expected})`,
      );
    return response.body.data;
  }

  /** Runs the tasks CONCURRENCY at a time. */
  async function inParallel<T>(tasks: Array<() => Promise<T>>): Promise<T[]> {
    const results: T[] = new Array<T>(tasks.length);
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < tasks.length) {
          const index = next++;
          results[index] = await tasks[index]();
        }
      }),
    );
    return results;
  }

  async function signUp(label: string, index: number): Promise<Account> {
    const data = (await expectStatus(201, 'POST', '/api/auth/signup', {
      body: {
        email: `${label}-${index}-${db.name}@example.com`,
        password: 'scale-out-password-2026',
        full_name: `${label} ${index}`,
      },
    })) as { access_token: string; user: { id: string } };
    return { userId: data.user.id, token: data.access_token };
  }

  const pick = <T>(items: T[]): T => items[randomInt(items.length)];
  /** One of the real CLIs of `dist/`, on the test's database; its output, or the failure's. */
  async function cli(script: string, ...args: string[]): Promise<{ stdout: string }> {
    return promisify(execFile)(
      process.execPath,
      [join(ROOT, 'dist', 'src', 'cli', script), ...args],
      {
        env: {
          ...process.env,
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          DATABASE_URL: db.url,
          REDIS_URL: testRedisUrl(),
          QUEUE_PREFIX: queuePrefix,
        },
        maxBuffer: 10 * 1024 * 1024,
      },
    ).catch((failure: { stdout?: string; stderr?: string }) => {
      throw new Error(`${script} failed:\n${failure.stdout ?? ''}${failure.stderr ?? ''}`);
    });
  }
  /** `projections:rebuild all` while the apis and the workers take writes. */
  const rebuilds: string[] = [];
  const rebuildAll = async () => {
    rebuilds.push((await cli('projections-rebuild.js', 'all')).stdout);
  };

  it('keeps every read model equal to its replay, rebuilt under load, and applies every job once', async () => {
    const sellers = await inParallel(
      Array.from({ length: SELLERS }, (_, index) => () => signUp('seller', index)),
    );
    const buyers = await inParallel(
      Array.from({ length: BUYERS }, (_, index) => () => signUp('buyer', index)),
    );

    await inParallel(
      sellers.map((seller) => async () => {
        const session = (await expectStatus(200, 'POST', '/api/payments/create-session', {
          token: seller.token,
          body: {
            price_id: 'test_price_credit',
            mode: 'payment',
            quantity: LISTINGS_PER_SELLER,
            success_url: `${SITE}/success?session_id={CHECKOUT_SESSION_ID}`,
            cancel_url: `${SITE}/checkout`,
          },
        })) as { sessionId: string };
        await expectStatus(303, 'POST', `/api/payments/test-checkout/${session.sessionId}/pay`);
      }),
    );

    const listings = (
      await inParallel(
        sellers.flatMap((seller, sellerIndex) =>
          Array.from({ length: LISTINGS_PER_SELLER }, (_, index) => async () => {
            const listing = (await expectStatus(201, 'POST', '/api/domains/create', {
              token: seller.token,
              body: {
                name: `scale-${sellerIndex}-${index}-${db.name.slice(-6)}.com`,
                price: 50 + randomInt(900),
                registrar: 'Namecheap',
              },
            })) as { id: string };
            return { id: listing.id, seller };
          }),
        ),
      )
    ).map((listing) => ({ ...listing, sold: false, gone: false }));

    const mixed = inParallel([
      ...Array.from({ length: VIEWS }, () => async () => {
        await expectStatus(200, 'POST', `/api/domains/${pick(listings).id}/view`, {
          token: pick(buyers).token,
        });
      }),
      ...Array.from({ length: INQUIRIES }, (_, index) => async () => {
        await expectStatus(201, 'POST', '/api/inquiries/submit', {
          token: buyers[index % BUYERS].token,
          body: {
            domainId: listings[index % listings.length].id,
            buyerName: 'Load Buyer',
            buyerEmail: 'load.buyer@example.com',
            message: 'Would you take a lower price for this domain?',
            inquiryType: 'offer',
          },
        });
      }),
      ...Array.from({ length: PRICE_CHANGES }, (_, index) => async () => {
        const listing = listings[listings.length - 1 - index];
        await expectStatus(200, 'PUT', `/api/domains/update/${listing.id}`, {
          token: listing.seller.token,
          body: { price: 10 + randomInt(990) },
        });
      }),
    ]);
    await Promise.all([mixed, rebuildAll()]);

    const sold = listings.slice(0, SALES);
    const selling = inParallel(
      sold.map((listing) => async () => {
        await expectStatus(200, 'POST', `/api/domains/mark-sold/${listing.id}`, {
          token: listing.seller.token,
          body: { salePrice: 100 + randomInt(500) },
        });
        listing.sold = true;
      }),
    );
    await Promise.all([selling, rebuildAll()]);
    expect(rebuilds).toEqual([
      expect.stringMatching(/\d+ read models rebuilt in/),
      expect.stringMatching(/\d+ read models rebuilt in/),
    ]);
    const deleted = listings.slice(SALES, SALES + DELETES);
    await inParallel([
      ...sold.slice(0, RESTORES).map((listing) => async () => {
        await expectStatus(200, 'POST', `/api/domains/unmark-sold/${listing.id}`, {
          token: listing.seller.token,
        });
      }),
      ...deleted.map((listing) => async () => {
        await expectStatus(200, 'DELETE', `/api/domains/delete/${listing.id}`, {
          token: listing.seller.token,
        });
      }),
    ]);
    const leads = await db.dataSource.query<Array<{ id: string; seller_id: string }>>(
      `select id, seller_id from inquiry_leads order by created_at limit $1`,
      [STATUS_CHANGES],
    );
    const tokenOf = new Map(sellers.map((seller) => [seller.userId, seller.token]));
    await inParallel(
      leads.map((lead, index) => async () => {
        await expectStatus(200, 'PUT', `/api/inquiries/update-status?id=${lead.id}`, {
          token: tokenOf.get(lead.seller_id),
          body: { status: index % 2 === 0 ? 'responded' : 'archived' },
        });
      }),
    );

    expect(requests).toBeGreaterThan(2_000);
    expect([...servedBy.values()].every((count) => count > 1_000)).toBe(true);

    // The workers catch up: every async read model and reactor at the end of the log, the
    // follow-up of every sale that was not reversed (its report) done, and every mail handled.
    await waitFor(
      async () => {
        const [{ behind }] = await db.dataSource.query<[{ behind: number }]>(
          `select count(*)::int as behind from es_checkpoints c
            where exists (select 1 from es_events e
                           where (e.transaction_id, e.global_position) > (c.last_tx, c.last_pos))`,
        );
        const [{ reports, pendingMail }] = await db.dataSource.query<
          [{ reports: number; pendingMail: number }]
        >(
          `select (select count(*)::int from sale_reports) as reports,
                  (select count(*)::int from mail_outbox where status = 'pending') as "pendingMail"`,
        );
        return behind === 0 && reports >= SALES - RESTORES && pendingMail === 0;
      },
      'the workers caught up with the log and ran the sale follow-ups',
      { timeoutMs: 120_000, intervalMs: 250 },
    );

    // No event stored twice, no job's effect applied twice.
    const [{ duplicates }] = await db.dataSource.query<[{ duplicates: number }]>(
      `select count(*)::int as duplicates from (
         select event_id from es_events group by event_id having count(*) > 1) twice`,
    );
    expect(duplicates).toBe(0);
    const [{ reportsTwice }] = await db.dataSource.query<[{ reportsTwice: number }]>(
      `select count(*)::int as "reportsTwice" from (
         select data->>'transactionId' from es_events where event_type = 'deals.SaleReportGenerated'
          group by 1 having count(*) > 1) twice`,
    );
    expect(reportsTwice).toBe(0);
    const [{ mailsTwice }] = await db.dataSource.query<[{ mailsTwice: number }]>(
      `select count(*)::int as "mailsTwice" from (
         select dedupe_key from mail_outbox where dedupe_key is not null
          group by dedupe_key having count(*) > 1) twice`,
    );
    expect(mailsTwice).toBe(0);

    const verify = await cli('audit-verify.js');
    expect(verify.stdout).not.toContain('MISMATCH');
    expect(verify.stdout).toContain('Stream positions: OK');
    expect(verify.stdout).toContain('Sale reversals: OK');
    expect(verify.stdout).toContain('audit:verify passed');
  }, 600_000);
});
