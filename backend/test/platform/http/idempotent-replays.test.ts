import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { type Response } from 'supertest';
import { grantRole, SignedLinks } from '../../../src/modules/identity';
import { UserAccounts } from '../../../src/modules/identity/accounts/user-accounts';
import { Sessions } from '../../../src/modules/identity/sessions/sessions';
import {
  UNSUBSCRIBE_LINK_LIFETIME_MS,
  UNSUBSCRIBE_PATH,
  UNSUBSCRIBE_PURPOSE,
} from '../../../src/modules/watchlists/commands/unsubscribe/unsubscribe-link';
import { MailSender } from '../../../src/platform/mail/mail-sender';
import { createSession, testCheckoutPath } from '../../modules/billing/billing-support';
import {
  admits,
  authorization,
  buildWorld,
  documentPath,
  exampleOf,
  operationsOf,
  type Route,
  type World,
} from '../../support/api-surface';
import {
  createTestApp,
  randomClientIp,
  signInAgain,
  signUpUser,
  type TestApp,
} from '../../support/test-app';

/** A bound on waiting for an answer, so that a replay that never answers fails its route. */
const ANSWER_WITHIN_MS = 10_000;

/**
 * `Idempotency-Key` on every POST route (docs/adr/0031-api-tokens-idempotency-webhooks.md): a
 * retry answers what the first request answered, except where that cannot be: a route that
 * writes its own answer refuses the key (400), and the answer of a route that holds a secret is
 * not kept (409).
 */
describe('retrying a POST with its Idempotency-Key', () => {
  let t: TestApp;
  let world: World;

  beforeAll(async () => {
    t = await createTestApp();
    world = await buildWorld(t);
  });
  afterAll(async () => {
    await t.close();
  });

  /**
   * The same request twice, with one key and from one client address; `between` runs between
   * them, and `headers` are read for each.
   */
  const twice = async (
    url: string,
    headers: () => Record<string, string>,
    body?: unknown,
    between?: () => Promise<void>,
  ) => {
    const address = randomClientIp();
    const key = `retry-${randomClientIp()}`;
    const send = () => {
      const call = t.http
        .post(url)
        .set(headers())
        .set('X-Forwarded-For', address)
        .set('Idempotency-Key', key)
        .timeout(ANSWER_WITHIN_MS);
      return body === undefined ? call : call.send(body as object);
    };
    const first = await send();
    await between?.();
    const replay = await send().catch((error: Error) => error);
    return { first, replay };
  };

  /** A one-click unsubscribe token of the buyer's, as an alert mail carries it. */
  const unsubscribeToken = (userId: string) =>
    t.app.get(SignedLinks).sign(UNSUBSCRIBE_PURPOSE, {
      subject: userId,
      expiresAt: new Date(t.clock.now().getTime() + UNSUBSCRIBE_LINK_LIFETIME_MS),
    });

  const keptBodiesHolding = async (secret: string): Promise<number> => {
    const [row] = await t.db.dataSource.query<{ count: number }[]>(
      `select count(*)::int as count from idempotency_keys where strpos(body::text, $1) > 0`,
      [secret],
    );
    return row?.count ?? 0;
  };

  it('answers the retry of every POST route, documented or not, as the first request was answered', async () => {
    const seller = world.users.seller;
    const checkout = async () => {
      const session = await createSession(t.http, seller.accessToken, {
        price_id: 'test_price_credit',
        mode: 'payment',
      }).expect(200);
      return (
        testCheckoutPath(session.body.data.url as string)
          .split('/')
          .pop() ?? ''
      );
    };
    const checkouts = { pay: await checkout(), cancel: await checkout() };
    const ids = world.sellerIds;
    /** The caller's own thing a parameter names, so that most first requests succeed. */
    const valueOf = (path: string, name: string): string | undefined => {
      if (name === 'deliveryId') return ids.webhookDelivery;
      if (name === 'checkoutId') return path.endsWith('/pay') ? checkouts.pay : checkouts.cancel;
      if (name !== 'id') return undefined;
      if (path.startsWith('/api/offers/')) return ids.offer;
      if (path.startsWith('/api/webhooks/')) return ids.webhookEndpoint;
      if (path.startsWith('/api/seller-dashboard/')) return ids.inquiry;
      return ids.listing;
    };
    const queries: Record<string, string> = {
      [UNSUBSCRIBE_PATH]: `token=${unsubscribeToken(world.users.buyer.userId)}`,
    };
    const operations = new Map(
      operationsOf(world.document)
        .filter((operation) => operation.method === 'post')
        .map((operation) => [operation.path, operation]),
    );
    const posts = world.routes.filter((route) => route.method === 'post');
    const tried = new Set(posts.map(documentPath));
    expect([...operations.keys()].filter((path) => !tried.has(path))).toEqual([]);
    expect(posts.length).toBeGreaterThan(operations.size);

    const failures: string[] = [];
    for (const route of posts) {
      const path = documentPath(route);
      const operation = operations.get(path);
      const query = [
        ...(operation?.parameters ?? [])
          .filter((parameter) => parameter.in === 'query')
          .map(
            (parameter) =>
              `${parameter.name}=${encodeURIComponent(valueOf(path, parameter.name) ?? String(exampleOf(world.document, parameter.schema)))}`,
          ),
        ...(queries[route.path] ? [queries[route.path]] : []),
      ].join('&');
      const url = `${route.path.replace(/:(\w+)/g, (_, name: string) => valueOf(path, name) ?? 'x')}${query ? `?${query}` : ''}`;
      const actor = (['visitor', 'seller', 'auditor'] as const).find((candidate) =>
        admits(route.access, candidate),
      );
      const body = operation?.body ? exampleOf(world.document, operation.body) : undefined;
      // The retry comes in a fresh session of the same user: the first may have ended its own.
      const { first, replay } = await twice(
        url,
        () => authorization(world, actor ?? 'seller'),
        body,
        renewSessions,
      );
      failures.push(...replayProblems(route, url, first, replay));
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('refuses the key on a route that writes its own answer (the one-click unsubscribe), which is safe to retry without it', async () => {
    const buyer = await signUpUser(t.http);
    const url = `${UNSUBSCRIBE_PATH}?token=${unsubscribeToken(buyer.userId)}`;
    const { first, replay } = await twice(url, () => ({}));
    for (const answer of [first, replay]) {
      expect(answer).toMatchObject({
        status: 400,
        body: {
          success: false,
          code: 'IDEMPOTENCY_KEY_NOT_SUPPORTED',
          error: 'This route does not take an Idempotency-Key: it is safe to retry without one',
        },
      });
    }
    const settings = async () =>
      (
        await t.http
          .get('/api/watchlists/settings')
          .set('Authorization', `Bearer ${buyer.accessToken}`)
          .expect(200)
      ).body.data as unknown;
    expect(await settings()).toEqual({ search_alerts: true, watch_notices: true });

    await t.http.post(url).expect(200);
    await t.http.post(url).expect(200);
    expect(await settings()).toEqual({ search_alerts: false, watch_notices: false });
  });

  it('keeps no secret to answer a retry: the retry of a success that held one answers 409 IDEMPOTENCY_ANSWER_NOT_KEPT', async () => {
    const user = await signUpUser(t.http);
    const bearer = () => ({ Authorization: `Bearer ${user.accessToken}` });
    const auditor = await signUpUser(t.http);
    await grantRole(t.db.dataSource, auditor.email, 'auditor', t.clock.now());
    await signInAgain(t.http, auditor);
    const mailedTo = async (address: string, pattern: RegExp) => {
      await t.app.get(MailSender).deliverPending();
      const mails = await t.db.dataSource.query<{ text_body: string }[]>(
        `select text_body from mail_outbox where to_address = $1 order by created_at desc`,
        [address],
      );
      return mails.map((mail) => pattern.exec(mail.text_body)?.[1]).find(Boolean) ?? '';
    };
    const sessionSecrets = (answer: Response) => [
      answer.body.data.access_token as string,
      answer.body.data.refresh_token as string,
    ];

    /** Each route whose answer holds a secret, asked once with a key and retried with it. */
    const cases: Array<{
      name: string;
      retried: () => Promise<{ first: Response; replay: Response | Error }>;
      secrets: (first: Response) => string[];
    }> = [
      {
        name: 'API token',
        retried: () => twice('/api/api-tokens', bearer, { name: 'CI', scopes: ['listings:read'] }),
        secrets: (first) => [first.body.data.token as string],
      },
      {
        name: 'webhook endpoint',
        retried: () =>
          twice('/api/webhooks/endpoints', bearer, {
            url: 'http://127.0.0.1:9/hooks',
            events: ['listing.sold'],
          }),
        secrets: (first) => [first.body.data.secret as string],
      },
      {
        name: 'queue dashboard cookie',
        retried: () =>
          twice('/api/admin/queue-dashboard/session', () => ({
            Authorization: `Bearer ${auditor.accessToken}`,
          })),
        secrets: () => [auditor.accessToken],
      },
      {
        name: 'sign-up',
        retried: () =>
          twice('/api/auth/signup', () => ({}), {
            email: `new-${user.email}`,
            password: user.password,
          }),
        secrets: sessionSecrets,
      },
      {
        name: 'sign-in',
        retried: () =>
          twice('/api/auth/signin', () => ({}), { email: user.email, password: user.password }),
        secrets: sessionSecrets,
      },
      {
        name: 'refresh',
        retried: () => twice('/api/auth/refresh', () => ({}), { refresh_token: user.refreshToken }),
        secrets: sessionSecrets,
      },
      {
        name: 'one-time code',
        retried: async () => {
          await t.http.post('/api/auth/otp').send({ email: user.email }).expect(200);
          const code = await mailedTo(user.email, /code is (\d{6})/);
          return twice('/api/auth/verify', () => ({}), { email: user.email, token: code });
        },
        secrets: sessionSecrets,
      },
      {
        // Last: a new password ends the user's sessions.
        name: 'reset-password',
        retried: async () => {
          await t.http.post('/api/auth/recover').send({ email: user.email }).expect(200);
          const token = await mailedTo(user.email, /token=([A-Za-z0-9_-]+)/);
          return twice('/api/auth/reset-password', () => ({}), {
            token,
            password: 'a brand new passphrase',
          });
        },
        secrets: sessionSecrets,
      },
    ];

    const seen = [];
    for (const { name, retried, secrets } of cases) {
      const { first, replay } = await retried();
      const held = first.status < 300 ? secrets(first) : [];
      let kept = 0;
      for (const secret of held) kept += await keptBodiesHolding(secret);
      seen.push({
        name,
        first:
          first.status < 300 && held.length > 0 && held.every(Boolean) ? 'success' : first.text,
        secretsKept: kept,
        retry:
          replay instanceof Error
            ? replay.message
            : { status: replay.status, body: replay.body as unknown },
      });
    }
    expect(seen).toEqual(
      cases.map(({ name }) => ({
        name,
        first: 'success',
        secretsKept: 0,
        retry: {
          status: 409,
          body: {
            success: false,
            code: 'IDEMPOTENCY_ANSWER_NOT_KEPT',
            error:
              'The first request with this Idempotency-Key succeeded; its answer held a secret, which is not kept, so it cannot be sent again. Send a new request with a new key if you need another',
          },
        },
      })),
    );
  });

  it('keeps nothing to test a guessed password against: a sign-in’s fingerprint is keyed, not a plain hash of its body', async () => {
    const user = await signUpUser(t.http);
    const body = JSON.stringify({ email: user.email, password: user.password });
    const key = `guess-${randomClientIp()}`;
    await t.http
      .post('/api/auth/signin')
      .set('Idempotency-Key', key)
      .set('Content-Type', 'application/json')
      .send(body)
      .expect(200);
    const [row] = await t.db.dataSource.query<{ fingerprint: string }[]>(
      `select fingerprint from idempotency_keys where key = $1`,
      [key],
    );
    // What anyone holding a copy of the table could compute for each password they guess.
    const guessed = createHash('sha256')
      .update(`POST /api/auth/signin\n${body}\n${Buffer.byteLength(body)}`)
      .digest('hex');
    expect(row?.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.fingerprint).not.toBe(guessed);
  });

  /** Fresh sessions for everyone: a sign-out or a password change may have ended one. */
  const renewSessions = async () => {
    for (const user of Object.values(world.users)) {
      const account = await t.app.get(UserAccounts).findById(user.userId);
      if (account) user.accessToken = (await t.app.get(Sessions).start(account)).access_token;
    }
  };
});

/**
 * What is wrong with a retry's answer: it must come, with the first's status (409
 * IDEMPOTENCY_ANSWER_NOT_KEPT after a success holding a secret) and, when replayed, its body.
 */
function replayProblems(
  route: Route,
  url: string,
  first: Response,
  replay: Response | Error,
): string[] {
  const label = `POST ${url} (first ${first.status})`;
  if (replay instanceof Error) return [`${label}: the retry never answered (${replay.message})`];
  const secretKept = route.answerHoldsSecret && first.status < 400;
  const expected = secretKept ? 409 : first.status;
  if (replay.status !== expected)
    return [`${label}: the retry answered ${replay.status} ${JSON.stringify(replay.body)}`];
  if (secretKept && replay.body.code !== 'IDEMPOTENCY_ANSWER_NOT_KEPT')
    return [`${label}: the retry answered ${JSON.stringify(replay.body)}`];
  if (
    replay.headers['idempotent-replayed'] === 'true' &&
    !isDeepStrictEqual(replay.body, first.body)
  )
    return [`${label}: the retry answered another body: ${replay.text.slice(0, 200)}`];
  return [];
}
