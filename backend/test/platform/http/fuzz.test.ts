import fc from 'fast-check';
import request, { type Response } from 'supertest';
import { UserAccounts } from '../../../src/modules/identity/accounts/user-accounts';
import { Sessions } from '../../../src/modules/identity/sessions/sessions';
import {
  ACTORS,
  type Actor,
  authorization,
  buildWorld,
  demoWorld,
  documentPath,
  exampleOf,
  type Operation,
  operationsOf,
  type World,
} from '../../support/api-surface';
import {
  createTestApp,
  randomClientIp,
  signInAgain,
  type TestApp,
  type TestHttp,
} from '../../support/test-app';

/**
 * Requests per operation and caller: 5 callers x about 100 operations x 15, new seeds on every
 * run (25 took 157 s of CI's integration tier on 2026-12-07, with `npm test` past 20 minutes).
 * FUZZ_RUNS asks for more when hunting.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 15);

/** Values no field expects: wrong types, text that cannot be stored, extremes, nesting. */
const nasty: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\ud800b',
    '\udfff',
    '',
    ' ',
    "$&$`$'",
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '../../etc/passwd',
    '%00',
    '-1',
    '1e309',
    '0000-01-01T00:00:00Z',
    '00000000-0000-0000-0000-000000000000',
    'x'.repeat(100_000),
  ),
  fc.constantFrom(null, true, false, 0, -1, 1.5, -1e308, 1e308, Number.MAX_SAFE_INTEGER + 2),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.constant(JSON.parse(`${'['.repeat(40)}${']'.repeat(40)}`) as unknown),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
);

/** A path segment: junk, an id of somebody's, or a number out of range. */
function pathValue(world: World): fc.Arbitrary<string> {
  return fc.oneof(
    // Past about 16 KB of URL, Node's HTTP server itself answers 431 before the app sees it.
    nasty.map((value) =>
      typeof value === 'string' ? value.slice(0, 2_000) : (JSON.stringify(value) ?? 'x'),
    ),
    fc.uuid(),
    fc.constantFrom(...Object.values(world.sellerIds), '99999999999999999999', 'nothing-here.com'),
  );
}

/** Percent-encoding that also writes half a surrogate pair, as its three UTF-8-shaped bytes. */
function percentEncode(text: string): string {
  return [...text]
    .map((char) => {
      const code = char.charCodeAt(0);
      if (char.length > 1 || code < 0xd800 || code > 0xdfff) return encodeURIComponent(char);
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    })
    .join('');
}

interface FuzzRequest {
  path: string;
  query: string;
  body?: unknown;
  rawBody?: string;
  /** Mostly none or a new key (the request runs); now and then one that replays or is reused. */
  idempotencyKey?: string;
}

/** Longer than any answer takes; a request still unanswered then is a hung connection. */
const ANSWER_WITHIN_MS = 20_000;

function requests(world: World, operation: Operation): fc.Arbitrary<FuzzRequest> {
  const pathParams = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryNames = [
    ...operation.parameters.filter((p) => p.in === 'query').map((p) => p.name),
    'unknown',
  ];
  const path = fc
    .tuple(...pathParams.map(() => pathValue(world)))
    .map((values) =>
      pathParams.reduce(
        (built, parameter, index) =>
          built.replace(`{${parameter.name}}`, percentEncode(values[index] ?? '')),
        operation.path,
      ),
    );
  const query = fc
    .array(
      fc.tuple(
        fc.constantFrom(...queryNames),
        fc.oneof(pathValue(world), fc.constant('')),
        fc.constantFrom('plain', 'list', 'nested'),
      ),
      { maxLength: 4 },
    )
    .map((pairs) =>
      pairs
        .map(([name, value, shape]) => {
          const key = shape === 'list' ? `${name}[]` : shape === 'nested' ? `${name}[a][b]` : name;
          return `${percentEncode(key)}=${percentEncode(value)}`;
        })
        .join('&'),
    );
  const example = operation.body ? (exampleOf(world.document, operation.body) as object) : {};
  const fields = [...Object.keys(operation.body?.properties ?? {}), 'unknownField'];
  const body = fc.oneof(
    fc
      .array(fc.tuple(fc.constantFrom(...fields), nasty), { minLength: 1, maxLength: 3 })
      .map((changes) => ({ body: { ...example, ...Object.fromEntries(changes) } })),
    fc.constantFrom(...fields).map((field) => ({
      body: Object.fromEntries(Object.entries(example).filter(([k]) => k !== field)),
    })),
    nasty.map((value) => ({ body: value })),
    fc.constantFrom('{', '{"a":', '[1,]', 'nul', '"\\ud800"').map((rawBody) => ({ rawBody })),
  );
  // A reused key answers before validation (422 or a replay), so it comes rarely: every other
  // request still reaches the route's own checks.
  const idempotencyKey = fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 6 },
    { arbitrary: fc.uuid(), weight: 3 },
    { arbitrary: fc.constant('fuzz-key'), weight: 1 },
  );
  return fc
    .record({ path, query, body, idempotencyKey })
    .map(({ path: built, query: search, body: content, idempotencyKey: key }) => ({
      path: built,
      query: search,
      ...content,
      ...(key ? { idempotencyKey: key } : {}),
    }));
}

/** What every answer must look like, whatever was asked. */
function problemWith(response: Response, path: string, raw: boolean): string | undefined {
  if (response.status >= 500) return `answered ${response.status}`;
  const type = String(response.headers['content-type']);
  const json = /json/.test(type);
  // A route answering in its own format may refuse in it too: the one-click unsubscribe a person
  // opens from a mail answers a bad link with a page.
  const ownPage = raw && /html/.test(type);
  if (!json)
    return path.startsWith('/api/') && response.status >= 400 && !ownPage
      ? `a ${response.status} that is not JSON`
      : undefined;
  const body = response.body as Record<string, unknown>;
  if (response.status >= 400) {
    if (body.success !== false) return 'an error without success: false';
    if (typeof body.error !== 'string' || body.error === '') return 'an error without a message';
    if (typeof body.code !== 'string' || !/^[A-Z][A-Z0-9_]*$/.test(body.code))
      return 'an error without a stable code';
    if (body.details !== undefined && !Array.isArray(body.details))
      return 'details that are not a list';
    return undefined;
  }
  return !raw && body.success !== true ? 'a success without success: true' : undefined;
}

/**
 * A running server to try instead of an app of the test's own (`npm start`'s address, with its
 * demo accounts): `FUZZ_BASE_URL=http://127.0.0.1:3000 npx jest ... fuzz.test.ts`.
 */
const BASE_URL = process.env.FUZZ_BASE_URL;

/** The calls of a running server, each from a client address of its own when it trusts proxies. */
function remote(baseUrl: string): TestHttp {
  const call = (method: Operation['method']) => (url: string) =>
    request(baseUrl)[method](url).set('X-Forwarded-For', randomClientIp());
  return {
    get: call('get'),
    post: call('post'),
    put: call('put'),
    patch: call('patch'),
    delete: call('delete'),
  };
}

/**
 * Every operation of the OpenAPI document, as each kind of caller, with generated bad paths,
 * queries and bodies: nothing answers 5xx, and every answer keeps the envelope.
 */
describe('the API under generated bad input', () => {
  let t: TestApp | undefined;
  let http: TestHttp;
  let world: World;

  beforeAll(async () => {
    if (BASE_URL) {
      http = remote(BASE_URL);
      world = await demoWorld(http);
      return;
    }
    t = await createTestApp();
    http = t.http;
    world = await buildWorld(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Fresh sessions for everyone: a generated sign-out or password change may have ended one. */
  const renewSessions = async () => {
    for (const user of Object.values(world.users)) {
      if (!t) {
        await signInAgain(http, user).catch(() => undefined);
        continue;
      }
      const account = await t.app.get(UserAccounts).findById(user.userId);
      if (account) user.accessToken = (await t.app.get(Sessions).start(account)).access_token;
    }
  };

  const send = (operation: Operation, actor: Actor, generated: FuzzRequest) => {
    const url = generated.query ? `${generated.path}?${generated.query}` : generated.path;
    const call = http[operation.method](url)
      .set(authorization(world, actor))
      .timeout({ response: ANSWER_WITHIN_MS });
    if (generated.idempotencyKey) call.set('Idempotency-Key', generated.idempotencyKey);
    if (generated.rawBody !== undefined)
      return call.set('Content-Type', 'application/json').send(generated.rawBody);
    if (generated.body === undefined || operation.method === 'get') return call;
    return call.set('Content-Type', 'application/json').send(JSON.stringify(generated.body));
  };

  it('never answers 5xx and always keeps the envelope', async () => {
    const documented = new Set(operationsOf(world.document).map((op) => `${op.method} ${op.path}`));
    const undocumented: Operation[] = world.routes
      .filter((route) => !documented.has(`${route.method} ${documentPath(route)}`))
      .map((route) => ({
        method: route.method,
        path: documentPath(route),
        parameters: [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
          name: name ?? '',
          in: 'path' as const,
          required: true,
          schema: { type: 'string' },
        })),
      }));
    const raw = new Set(
      world.routes
        .filter((route) => route.raw)
        .map((route) => `${route.method} ${documentPath(route)}`),
    );
    const failures: string[] = [];
    for (const operation of [...operationsOf(world.document), ...undocumented]) {
      for (const actor of ACTORS) {
        const result = await fc.check(
          fc.asyncProperty(requests(world, operation), async (generated) => {
            const response = await send(operation, actor, generated).catch((error: Error) => {
              throw new Error(`no answer: ${error.message}`);
            });
            const problem = problemWith(
              response,
              generated.path,
              raw.has(`${operation.method} ${operation.path}`),
            );
            if (problem)
              throw new Error(`${problem}: ${JSON.stringify(response.body).slice(0, 200)}`);
          }),
          { numRuns: RUNS },
        );
        if (result.failed)
          failures.push(
            `${operation.method} ${operation.path} as ${actor}: ${String(result.errorInstance)} for ${JSON.stringify(result.counterexample).slice(0, 300)} (seed ${result.seed})`,
          );
      }
      await renewSessions();
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
