import { EventStore } from '../../../src/platform/event-store/event-store';
import { FixedClock } from '../../../src/platform/clock/clock';
import { createTestApp, type TestApp } from '../../support/test-app';
import { waitForProjections } from '../../support/wait-for-projections';
import { appendCatalogue, generateCatalogue } from './catalogue';

const now = new Date('2026-06-01T12:00:00.000Z');
/** More listings than the marketplace counts exactly. */
const LISTINGS = 10_050;

/**
 * Totals the way search engines give them (issue 49): a count is exact up to 10,000 matches, and
 * above it the answer says "at least 10,000", for the page and for each facet's counts alike.
 */
describe('Counting a search that matches more than 10,000 listings', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ clock: new FixedClock(now), runProcessors: true });
    // Every name has the word `zestful`; every other one is priced $600, the rest $250.
    const names = Array.from({ length: LISTINGS }, (_, index) => ({
      name: `zestful${index.toString(36)}.com`,
      priceCents: index % 2 === 0 ? 25_000 : 60_000,
    }));
    await appendCatalogue(t.app.get(EventStore), generateCatalogue(0, now, names), now);
    await waitForProjections(t.app, 240_000);
  }, 360_000);

  afterAll(async () => {
    await t.close();
  });

  const page = async (query: Record<string, string | number>) =>
    (await t.http.get('/api/domains/public-listings').query(query).expect(200)).body.data;
  const facets = async (query: Record<string, string | number>) =>
    (await t.http.get('/api/domains/public-listings/facets').query(query).expect(200)).body.data;

  it('answers "at least 10,000" above it, with pages as deep as the 10,000th result', async () => {
    const queries: Array<Record<string, string>> = [{ search: 'zest' }, { search: 'zestful' }, {}];
    for (const query of queries) {
      const first = await page(query);
      expect({ query, pagination: first.pagination }).toEqual({
        query,
        pagination: {
          page: 1,
          limit: 50,
          total: 10_000,
          totalIsLowerBound: true,
          totalPages: 200,
          hasNextPage: true,
          hasPreviousPage: false,
        },
      });
      const last = await page({ ...query, page: 200 });
      expect(last.domains).toHaveLength(50);
      expect(last.pagination.hasNextPage).toBe(false);
    }
  });

  it('refuses a page past the first 10,000 results of a search that matches more', async () => {
    for (const query of [
      { search: 'zest', page: 201, limit: 50 },
      { page: 101, limit: 100 },
      { search: 'zestful', page: 10_001, limit: 1 },
    ]) {
      const refused = await t.http.get('/api/domains/public-listings').query(query).expect(400);
      expect({ query, body: refused.body }).toMatchObject({
        query,
        body: {
          code: 'VALIDATION_ERROR',
          details: [
            {
              field: 'page',
              message:
                'page must be within the first 10,000 results: refine the search or the filters to see more',
            },
          ],
        },
      });
    }
    // Of a search that matches fewer, such a page is past the end, as any page after the last.
    const past = await page({ search: 'zest', min_price: 500, page: 201, limit: 50 });
    expect(past.domains).toEqual([]);
    expect(past.pagination).toMatchObject({ total: 5_025, totalPages: 101, hasNextPage: false });
  });

  it('counts exactly up to 10,000', async () => {
    const half = await page({ search: 'zest', min_price: 500 });
    expect(half.pagination).toMatchObject({ total: 5_025, totalIsLowerBound: false });
    const halfFacets = await facets({ search: 'zest', min_price: 500 });
    expect(halfFacets).toMatchObject({ total: 5_025, totalIsLowerBound: false });
  });

  it("says which facet counts are lower bounds, each as the page's total would be", async () => {
    const counted = await facets({ search: 'zest' });
    expect(counted).toMatchObject({
      total: 10_000,
      totalIsLowerBound: true,
      categories: [{ value: 'Technology', count: 10_000, countIsLowerBound: true }],
      extensions: [{ value: '.com', count: 10_000, countIsLowerBound: true }],
      registrars: [{ value: 'Namecheap', count: 10_000, countIsLowerBound: true }],
    });
    // $250 is in two ranges (bounds included); $600 in one.
    expect(
      counted.priceRanges.map(({ label, count, countIsLowerBound }: Record<string, unknown>) => ({
        label,
        count,
        countIsLowerBound,
      })),
    ).toEqual([
      { label: 'Under $100', count: 0, countIsLowerBound: false },
      { label: '$100 - $250', count: 5_025, countIsLowerBound: false },
      { label: '$250 - $500', count: 5_025, countIsLowerBound: false },
      { label: '$500 - $1,000', count: 5_025, countIsLowerBound: false },
    ]);
  });
});
