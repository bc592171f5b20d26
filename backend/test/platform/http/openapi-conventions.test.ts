import { type OpenAPIObject } from '@nestjs/swagger';
import { API_TAGS } from '../../../src/platform/http/openapi-tags';
import { documentPath, type Route, routesOf } from '../../../src/platform/http/routes';
import { answerChecker } from '../../support/openapi-validator';
import { createTestApp, randomClientIp, type TestApp } from '../../support/test-app';

type Operation = {
  operationId: string;
  tags?: string[];
  security?: unknown[];
  parameters?: Array<{ name: string; in: string }>;
  responses: Record<
    string,
    { headers?: Record<string, unknown>; content?: Record<string, { schema: { $ref?: string } }> }
  >;
};

/**
 * The rules every operation of the served OpenAPI document keeps, whoever wrote the endpoint
 * (ADR 32): they come from the routes' own declarations, not from each controller remembering.
 */
describe('the conventions of the OpenAPI document', () => {
  let t: TestApp;
  let document: OpenAPIObject;
  let operations: Array<{ method: string; path: string; operation: Operation; route?: Route }>;

  beforeAll(async () => {
    t = await createTestApp();
    document = (await t.http.get('/api/docs-json').expect(200)).body as OpenAPIObject;
    const routes = new Map(
      routesOf(t.app).map((route) => [`${route.method} ${documentPath(route)}`, route]),
    );
    operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item as Record<string, Operation>).map(([method, operation]) => ({
        method,
        path,
        operation,
        route: routes.get(`${method} ${path}`),
      })),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('is OpenAPI 3.1 with a server and the bearer scheme for session and API tokens', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: '/', description: expect.any(String) }]);
    expect(document.security).toEqual([{ bearer: [] }]);
    expect(document.components?.securitySchemes?.bearer).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      description: expect.stringContaining('dlm_'),
    });
    expect(JSON.stringify(document)).not.toContain('"nullable"');
  });

  it('asks no credentials of a public route, and the bearer token of every other', () => {
    const wrong = operations
      .filter(({ route, operation }) =>
        route?.access.kind === 'public'
          ? JSON.stringify(operation.security) !== '[]'
          : operation.security !== undefined,
      )
      .map(({ method, path }) => `${method} ${path}`);
    expect(wrong).toEqual([]);
    const publicOnes = operations.filter(({ operation }) => operation.security?.length === 0);
    expect(publicOnes.map(({ method, path }) => `${method} ${path}`)).toEqual(
      expect.arrayContaining([
        'post /api/auth/signup',
        'post /api/auth/signin',
        'get /api/domains/public-listings',
        'get /health',
        'get /api/health',
      ]),
    );
  });

  it('documents 429 with Retry-After on every rate-limited operation and 400 on every one', () => {
    const wrong: string[] = [];
    for (const { method, path, operation, route } of operations) {
      if (!route) wrong.push(`${method} ${path}: not served`);
      const limited = operation.responses['429'];
      if (route?.throttled && !limited?.headers?.['Retry-After'])
        wrong.push(`${method} ${path}: no 429 with Retry-After`);
      if (!route?.throttled && limited) wrong.push(`${method} ${path}: 429 but not limited`);
      if (!operation.responses['400']) wrong.push(`${method} ${path}: no 400`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 429 with Retry-After as documented once a limit is reached', async () => {
    const check = answerChecker(document);
    const caller = randomClientIp();
    const tries = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      tries.push(
        await t.http
          .post('/api/auth/otp')
          .set('X-Forwarded-For', caller)
          .send({ email: 'nobody@example.com' }),
      );
    }
    expect(tries.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 429]);
    const [limited] = tries.slice(-1);
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited && check('post', '/api/auth/otp', limited)).toEqual([]);
  });

  it('takes an Idempotency-Key header on every POST', () => {
    const posts = operations.filter(({ method }) => method === 'post');
    expect(posts.length).toBeGreaterThan(30);
    const without = posts.filter(
      ({ operation }) =>
        !operation.parameters?.some(
          (parameter) => parameter.name === 'Idempotency-Key' && parameter.in === 'header',
        ),
    );
    expect(without.map(({ path }) => path)).toEqual([]);
  });

  it('says, on each POST whose answer holds a secret, that a retry with the key answers 409, not the secret', () => {
    const secret = operations.filter(({ route }) => route?.answerHoldsSecret);
    expect(secret.map(({ path }) => path)).toEqual(
      expect.arrayContaining(['/api/auth/signin', '/api/api-tokens', '/api/webhooks/endpoints']),
    );
    for (const { path, operation } of secret) {
      const key = operation.parameters?.find(({ name }) => name === 'Idempotency-Key') as
        { description?: string } | undefined;
      expect({ path, key: key?.description }).toEqual({
        path,
        key: expect.stringContaining('409 IDEMPOTENCY_ANSWER_NOT_KEPT'),
      });
      expect(operation.responses['409']).toBeDefined();
    }
  });

  it('names every answer schema, gives each operation a plain id, and describes every tag', () => {
    const inline = operations.flatMap(({ method, path, operation }) =>
      Object.entries(operation.responses)
        .filter(([, response]) => {
          const schema = response.content?.['application/json']?.schema;
          return schema !== undefined && schema.$ref === undefined;
        })
        .map(([status]) => `${method} ${path} ${status}`),
    );
    expect(inline).toEqual([]);

    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => !/^[a-z][a-zA-Z0-9]*$/.test(id))).toEqual([]);
    expect(ids).toEqual(expect.arrayContaining(['signUp', 'getPublicListings', 'getReadiness']));

    const declared = new Map(API_TAGS.map((tag) => [tag.name, tag.description]));
    expect(document.tags).toEqual(API_TAGS);
    const undescribed = operations.filter(
      ({ operation }) =>
        operation.tags?.length !== 1 || !declared.get(operation.tags[0] ?? '')?.length,
    );
    expect(undescribed.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  });

  it('types both health answers, with the readiness 503', async () => {
    const check = answerChecker(document);
    const live = await t.http.get('/health').expect(200);
    const ready = await t.http.get('/api/health').expect(200);
    expect(check('get', '/health', live)).toEqual([]);
    expect(check('get', '/api/health', ready)).toEqual([]);
    const degraded = { ...ready, status: 503, body: { ...ready.body, status: 'degraded' } };
    expect(check('get', '/api/health', degraded)).toEqual([]);
    expect(check('get', '/api/health', { ...ready, body: { status: 'ok' } })).not.toEqual([]);
  });
});
