import { createTestApp, type TestApp } from '../../support/test-app';

interface Operation {
  tags: string[];
  summary: string;
  responses: Record<string, unknown>;
}

describe('the dashboard in the OpenAPI document', () => {
  let t: TestApp;
  let document: {
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, { properties: Record<string, unknown> }> };
  };

  beforeAll(async () => {
    t = await createTestApp();
    document = (await t.http.get('/api/docs-json')).body;
  });

  afterAll(async () => {
    await t.close();
  });

  it.each([
    // 400 (the input guard) and 429 (the rate limit) are on every limited route (ADR 32).
    ['/api/dashboard/stats', 'DashboardStats', ['200', '400', '401', '429']],
    ['/api/dashboard/advanced', 'AdvancedAnalytics', ['200', '400', '401', '403', '429']],
    ['/api/dashboard/profile-stats', 'ProfileStats', ['200', '400', '401', '429']],
  ])('documents GET %s, its answer %s and its errors', (path, schema, statuses) => {
    const operation = document.paths[path]?.get;
    expect(operation?.tags).toEqual(['dashboard']);
    expect(operation?.summary).toEqual(expect.any(String));
    expect(Object.keys(operation?.responses ?? {}).sort()).toEqual(statuses);
    expect(JSON.stringify(operation?.responses['200'])).toContain(
      `"#/components/schemas/${schema}Envelope"`,
    );
  });

  it('describes every field of the answers', () => {
    const fields = (schema: string) => Object.keys(document.components.schemas[schema].properties);
    expect(fields('DashboardStats')).toEqual([
      'totalListings',
      'activeListings',
      'soldListings',
      'totalViews',
      'totalInquiries',
      'totalRevenue',
      'averagePrice',
      'conversionRate',
    ]);
    expect(fields('AdvancedAnalytics')).toEqual(['days', 'daily', 'topListings', 'priceBands']);
    expect(fields('DashboardDay')).toEqual(['date', 'views', 'inquiries', 'listings', 'sales']);
    expect(fields('DashboardTopListing')).toEqual([
      'id',
      'name',
      'price',
      'status',
      'views',
      'inquiries',
      'conversionRate',
    ]);
    expect(fields('DashboardPriceBand')).toEqual([
      'label',
      'min',
      'max',
      'listings',
      'sold',
      'views',
      'inquiries',
      'conversionRate',
    ]);
    expect(fields('ProfileStats')).toEqual([
      'totalListings',
      'activeListings',
      'soldListings',
      'totalRevenue',
      'averageSalePrice',
      'averageDaysToSell',
      'firstListedAt',
    ]);
  });
});
