import { createTestApp, type TestApp } from '../../support/test-app';

interface Operation {
  tags: string[];
  summary: string;
  description: string;
  responses: Record<string, unknown>;
}

describe('deals in the OpenAPI document', () => {
  let t: TestApp;
  let paths: Record<string, Record<string, Operation>>;

  beforeAll(async () => {
    t = await createTestApp();
    paths = (await t.http.get('/api/docs-json')).body.paths;
  });

  afterAll(async () => {
    await t.close();
  });

  it.each([
    [
      'post',
      '/api/transaction-timeline/create',
      'TransactionTimeline',
      '201',
      [400, 401, 404, 409],
    ],
    ['get', '/api/transaction-timeline/detail/{id}', 'TransactionTimeline', '200', [401, 404]],
    [
      'put',
      '/api/transaction-timeline/update-stage/{id}',
      'TransactionTimeline',
      '200',
      [400, 401, 404, 409, 422],
    ],
    [
      'get',
      '/api/transaction-timeline/my-timelines',
      'TransactionTimelinesPage',
      '200',
      [400, 401],
    ],
    ['get', '/api/verification/templates', 'VerificationTemplates', '200', [400, 401]],
    ['post', '/api/verification/create', 'Verification', '201', [400, 401, 404]],
    ['get', '/api/verification/detail/{id}', 'Verification', '200', [401, 404]],
    ['put', '/api/verification/update-item/{id}', 'Verification', '200', [400, 401, 404, 409]],
    ['post', '/api/post-transaction-analytics/generate', 'SaleReport', '201', [400, 401, 404]],
    ['get', '/api/post-transaction-analytics/report/{id}', 'SaleReport', '200', [401, 404]],
    [
      'get',
      '/api/post-transaction-analytics/seller-summary',
      'SellerSalesSummary',
      '200',
      [400, 401],
    ],
    [
      'put',
      '/api/post-transaction-analytics/implement-recommendation',
      'SaleReport',
      '200',
      [400, 401, 404, 409],
    ],
  ])('documents %s %s: its answer %s and every error', (method, path, schema, success, errors) => {
    const operation = paths[path]?.[method];
    expect(operation?.tags).toEqual([path.split('/')[2]]);
    expect(operation?.summary).toEqual(expect.any(String));
    expect(operation?.description).toMatch(/^Signed-in users/);
    // 400 (the input guard) and 429 (the rate limit) are on every limited route (ADR 32).
    expect(Object.keys(operation?.responses ?? {}).sort()).toEqual(
      [...new Set([success, ...errors.map(String), '400', '429'])].sort(),
    );
    expect(JSON.stringify(operation?.responses[success])).toContain(
      `"#/components/schemas/${schema}Envelope"`,
    );
  });
});
