import {
  type Actor,
  admits,
  authorization,
  buildWorld,
  documentPath,
  exampleOf,
  operationsOf,
  type SellerIds,
  type World,
} from '../../support/api-surface';
import { answerChecker } from '../../support/openapi-validator';
import { createTestApp, type TestApp } from '../../support/test-app';
import { waitForProjections } from '../../support/wait-for-projections';

/** The callers whose answers are checked: each GET is called by every one of them it admits. */
const CALLERS: Actor[] = ['visitor', 'buyer', 'seller', 'auditor'];

/** Which of the seller's things a path parameter of a GET names. */
const PATH_IDS: Array<[RegExp, keyof SellerIds]> = [
  [/^\/api\/domains\//, 'listing'],
  [/^\/api\/offers\/(rules|terms)\//, 'listing'],
  [/^\/api\/offers\//, 'offer'],
  [/^\/api\/post-transaction-analytics\/report\//, 'transaction'],
  [/^\/api\/transaction-timeline\//, 'timeline'],
  [/^\/api\/verification\//, 'verification'],
  [/^\/api\/webhooks\/endpoints\//, 'webhookEndpoint'],
  [/^\/api\/api-tokens\//, 'apiToken'],
];

/**
 * Real answers of every GET of the API, for each caller that may call it, against the OpenAPI
 * document: integrators generate clients from the document, so an answer that strays from it
 * breaks them.
 */
describe('the answers of every GET, against the OpenAPI document', () => {
  let t: TestApp;
  let world: World;
  let check: ReturnType<typeof answerChecker>;
  let listingName: string;
  let streamId: string;

  beforeAll(async () => {
    // The processors fill the public read models (the marketplace, a listing by name).
    t = await createTestApp({ runProcessors: true });
    world = await buildWorld(t);
    await waitForProjections(t.app);
    check = answerChecker(world.document);
    const seller = authorization(world, 'seller');
    const listing = await t.http
      .get(`/api/domains/detail/${world.sellerIds.listing}`)
      .set(seller)
      .expect(200);
    listingName = listing.body.data.name as string;
    const events = await t.http.get('/api/audit/events').set(authorization(world, 'auditor'));
    streamId = events.body.data.events[0].streamId as string;
  });
  afterAll(async () => {
    await t.close();
  });

  const pathOf = (path: string) =>
    path.replace(/{(\w+)}/g, (_, name: string) => {
      if (name === 'name') return listingName;
      if (name === 'streamId') return streamId;
      const kind = PATH_IDS.find(([pattern]) => pattern.test(path))?.[1];
      if (!kind) throw new Error(`no id for {${name}} in ${path}`);
      return world.sellerIds[kind];
    });

  it('checks every documented GET and validates each answer', async () => {
    const access = new Map(world.routes.map((route) => [`get ${documentPath(route)}`, route]));
    const wrong: string[] = [];
    const checked: string[] = [];
    for (const operation of operationsOf(world.document)) {
      if (operation.method !== 'get') continue;
      const route = access.get(`get ${operation.path}`);
      if (!route) {
        wrong.push(`get ${operation.path}: documented but not served`);
        continue;
      }
      const query = Object.fromEntries(
        operation.parameters
          .filter((parameter) => parameter.in === 'query' && parameter.required)
          .map((parameter) => [parameter.name, exampleOf(world.document, parameter.schema)]),
      );
      for (const actor of CALLERS.filter((caller) => admits(route.access, caller))) {
        const response = await t.http
          .get(pathOf(operation.path))
          .query(query)
          .set(authorization(world, actor));
        checked.push(`${operation.path} ${actor} ${response.status}`);
        for (const problem of check('get', operation.path, response))
          wrong.push(`${problem} (as ${actor})`);
      }
    }
    expect(wrong).toEqual([]);
    // Every GET the controllers serve and do not exclude from the document was checked...
    const paths = (lines: string[]) => new Set(lines.map((line) => line.split(' ')[0]));
    const checkedPaths = paths(checked);
    const servedGets = world.routes.filter((route) => route.method === 'get' && route.documented);
    expect(servedGets.map(documentPath).filter((path) => !checkedPaths.has(path))).toEqual([]);
    // ...and answered a success with a body to validate to at least one caller: the world owns
    // something behind every id it passes.
    const succeeded = paths(checked.filter((line) => / 2\d\d$/.test(line)));
    expect([...checkedPaths].filter((path) => !succeeded.has(path))).toEqual([]);
  });

  it('reports an answer that leaves out a required field or sends null for an object', async () => {
    const path = '/api/domains/detail/{id}';
    const response = await t.http.get(pathOf(path)).set(authorization(world, 'seller')).expect(200);
    expect(check('get', path, response)).toEqual([]);

    const { name: _name, ...withoutName } = response.body.data as Record<string, unknown>;
    const missing = { ...response, body: { success: true, data: withoutName } };
    expect(check('get', path, missing)).toEqual([
      "get /api/domains/detail/{id} 200: /data must have required property 'name'",
    ]);
    expect(check('get', path, { ...response, body: { success: true, data: null } })).toEqual([
      'get /api/domains/detail/{id} 200: /data must be object',
    ]);
    expect(check('get', path, { ...response, status: 418 })).toEqual([
      'get /api/domains/detail/{id} 418: status not documented',
    ]);
  });
});
