import { randomUUID } from 'node:crypto';
import {
  ACTORS,
  type Actor,
  admits,
  authorization,
  buildWorld,
  declaredRoutes,
  documentPath,
  exampleOf,
  type Operation,
  operationsOf,
  type Route,
  type SellerIds,
  type World,
} from '../../support/api-surface';
import { UNSUBSCRIBE_PATH } from '../../../src/modules/watchlists/commands/unsubscribe/unsubscribe-link';
import { createTestApp, signInAgain, type TestApp } from '../../support/test-app';

const SIGN_OUT = '/api/auth/signout';

/**
 * Ids that are not a user's own: anyone may view, ask about and watch any listing (and unwatch
 * what they do not watch), and buy any product.
 */
const OPEN_TO_ALL = new Set([
  'post /api/domains/{id}/view id',
  'post /api/inquiries/submit domainId',
  'post /api/payments/create-session price_id',
  'post /api/offers listingId',
  'get /api/offers/terms/{listingId} listingId',
  'post /api/watchlists/items listing_id',
  'delete /api/watchlists/items/{listingId} listingId',
]);

/** An input that holds an id: a path parameter, an id-named or uuid query parameter, a body id. */
const ID_NAME = /^id$|_id$|Id$/;

/** Which of the seller's things an id input of an operation names. */
function idKind(operation: Operation, name: string): keyof SellerIds | undefined {
  const byName: Record<string, keyof SellerIds> = {
    transactionId: 'transaction',
    timelineId: 'timeline',
    recommendationId: 'recommendation',
    listingId: 'listing',
    deliveryId: 'webhookDelivery',
    buyer_id: 'user',
    seller_id: 'user',
  };
  if (byName[name]) return byName[name];
  if (name !== 'id') return undefined;
  const byPath: Array<[RegExp, keyof SellerIds]> = [
    [/^\/api\/domains\//, 'listing'],
    [/^\/api\/seller-dashboard\/response-template(\/|$)/, 'template'],
    [/^\/api\/(inquiries|seller-dashboard)\//, 'inquiry'],
    [/^\/api\/transaction-timeline\//, 'timeline'],
    [/^\/api\/verification\//, 'verification'],
    [/^\/api\/offers\//, 'offer'],
    [/^\/api\/watchlists\/searches\//, 'savedSearch'],
    [/^\/api\/api-tokens\//, 'apiToken'],
    [/^\/api\/webhooks\/endpoints\//, 'webhookEndpoint'],
    [/^\/api\/post-transaction-analytics\/report\//, 'transaction'],
    [/^\/api\/rest\/v1\/profiles$/, 'user'],
  ];
  return byPath.find(([path]) => path.test(operation.path))?.[1];
}

/** Routes that answer 404 to every client not on this machine (`isLoopbackClient`). */
const THIS_MACHINE_ONLY = ['/dev/mailbox'];

/**
 * Every route the controllers declare, tried as each kind of caller: the route's own declaration
 * (public, signed-in, or a role) decides who is let in, and nobody reaches another user's things
 * through an id.
 */
describe('the authorization matrix', () => {
  let t: TestApp;
  let world: World;

  beforeAll(async () => {
    t = await createTestApp();
    world = await buildWorld(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (
    method: Route['method'],
    actor: Actor,
    path: string,
    query: object,
    body?: object,
  ) => {
    const request = t.http[method](path).query(query).set(authorization(world, actor));
    // The callers come from the network; a route that answers only this machine is tried from it.
    if (THIS_MACHINE_ONLY.includes(path)) request.set('X-Forwarded-For', '127.0.0.1');
    return body === undefined ? request : request.send(body);
  };

  /**
   * Required query parameters of a documented route, each given a fresh, unknown id; the
   * one-click unsubscribe page (not documented) needs its link's token.
   */
  const requiredQuery = (route: Route): Record<string, string> => {
    if (route.path === UNSUBSCRIBE_PATH) return { token: randomUUID() };
    const operation = world.document.paths[documentPath(route)]?.[route.method];
    const required = (operation?.parameters ?? []).filter(
      (parameter) => 'in' in parameter && parameter.in === 'query' && parameter.required,
    ) as Array<{ name: string }>;
    return Object.fromEntries(required.map(({ name }) => [name, randomUUID()]));
  };

  it('reads every route from the controllers, the documented ones included', () => {
    const served = new Set(world.routes.map((route) => `${route.method} ${documentPath(route)}`));
    for (const [path, item] of Object.entries(world.document.paths)) {
      for (const method of Object.keys(item)) expect(served).toContain(`${method} ${path}`);
    }
    expect(world.routes.length).toBeGreaterThan(Object.keys(world.document.paths).length);
  });

  it('reads the same routes from the modules alone, as a fuzz run against `npm start` does', () => {
    const key = (route: Route) => `${route.method} ${route.path}`;
    expect(declaredRoutes().sort((a, b) => key(a).localeCompare(key(b)))).toEqual(
      [...world.routes].sort((a, b) => key(a).localeCompare(key(b))),
    );
  });

  it('lets in exactly the callers each route declares, and turns the others away', async () => {
    const wrong: string[] = [];
    // Signing out ends the caller's session, so it is tried after everything else.
    const signOutLast = [...world.routes].sort(
      (a, b) => Number(a.path === SIGN_OUT) - Number(b.path === SIGN_OUT),
    );
    for (const route of signOutLast) {
      const path = route.path.replace(/:(\w+)/g, (_, name: string) =>
        name === 'id' ? randomUUID() : 'nothing-here.com',
      );
      const query = requiredQuery(route);
      const bodyless = route.method === 'get' || route.method === 'delete';
      for (const actor of ACTORS) {
        const response = await send(route.method, actor, path, query, bodyless ? undefined : {});
        const { status } = response;
        const code = (response.body as { code?: string }).code;
        const turnedAway =
          (status === 401 && code === 'UNAUTHORIZED') || (status === 403 && code === 'FORBIDDEN');
        const expected = admits(route.access, actor) ? 'let in' : 'turned away';
        const seen = turnedAway ? 'turned away' : 'let in';
        if (expected !== seen)
          wrong.push(`${route.method} ${route.path} as ${actor}: ${status} ${code} (${expected})`);
        const plainRead =
          route.method === 'get' && !route.path.includes(':') && Object.keys(query).length === 0;
        const notPro = code === 'PRO_REQUIRED' && actor !== 'seller';
        if (expected === 'let in' && plainRead && (status < 200 || status >= 300) && !notPro)
          wrong.push(`${route.method} ${route.path} as ${actor}: ${status} ${code} (2xx)`);
      }
    }
    expect(wrong).toEqual([]);
    for (const user of Object.values(world.users)) await signInAgain(t.http, user);
  });

  it("answers 403 or 404 to a signed-in user who names another user's thing, and changes nothing", async () => {
    const access = new Map(
      world.routes.map((route) => [`${route.method} ${documentPath(route)}`, route.access]),
    );
    const tried: string[] = [];
    const wrong: string[] = [];
    const events = async () =>
      Number((await t.db.dataSource.query('select count(*) as n from es_events'))[0].n);
    const before = await events();
    for (const operation of operationsOf(world.document)) {
      const declared = access.get(`${operation.method} ${operation.path}`);
      if (declared?.kind !== 'signed-in' || !admits(declared, 'other')) continue;
      const inputs = [
        ...operation.parameters
          .filter(
            (p) =>
              p.in === 'path' ||
              (p.in === 'query' && (ID_NAME.test(p.name) || p.schema?.format === 'uuid')),
          )
          .map((p) => ({ name: p.name, in: p.in })),
        ...Object.keys(operation.body?.properties ?? {})
          .filter((name) => ID_NAME.test(name))
          .map((name) => ({ name, in: 'body' as const })),
      ];
      for (const input of inputs) {
        const label = `${operation.method} ${operation.path} ${input.name}`;
        if (OPEN_TO_ALL.has(label)) continue;
        const kind = idKind(operation, input.name);
        if (!kind) {
          wrong.push(`${label}: an id input the matrix does not know`);
          continue;
        }
        const id = world.sellerIds[kind];
        const value = kind === 'user' ? `eq.${id}` : id;
        const query = Object.fromEntries(
          operation.parameters
            .filter((p) => p.in === 'query' && p.required)
            .map((p) => [p.name, exampleOf(world.document, p.schema)]),
        );
        let path = operation.path.replace(/{(\w+)}/g, '00000000-0000-4000-8000-000000000000');
        if (input.in === 'path') path = operation.path.replace(`{${input.name}}`, value);
        if (input.in === 'query') query[input.name] = value;
        const body = operation.body
          ? {
              ...(exampleOf(world.document, operation.body) as object),
              ...(input.in === 'body' ? { [input.name]: value } : {}),
            }
          : undefined;
        const response = await send(operation.method, 'other', path, query, body);
        tried.push(label);
        if (response.status !== 403 && response.status !== 404)
          wrong.push(`${label}: ${response.status} ${JSON.stringify(response.body).slice(0, 160)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(tried.length).toBeGreaterThan(15);
    expect(await events()).toBe(before);
  });
});
