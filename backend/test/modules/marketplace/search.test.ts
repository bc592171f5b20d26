import { DataSource } from 'typeorm';
import { LISTING_PERIOD_DAYS } from '../../../src/modules/listings';
import { FixedClock } from '../../../src/platform/clock/clock';
import { EventStore } from '../../../src/platform/event-store/event-store';
import { createTestApp, type TestApp } from '../../support/test-app';
import { waitForProjections } from '../../support/wait-for-projections';
import { appendCatalogue, generateCatalogue } from './catalogue';

const now = new Date('2026-06-01T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Each sort as a buyer reads spec section 9, written out here rather than taken from the app. */
const ORDER_BY: Record<string, string> = {
  priority_date: 'is_priority desc, period_start desc, id',
  newest: 'created_at desc, id',
  price_asc: 'price_cents, id',
  price_desc: 'price_cents desc, id',
  views_desc: 'views desc, id',
  inquiries_desc: 'inquiries desc, id',
  alphabetical: 'name, id',
  expiry_soon: 'expires_at, id',
};

interface Filters {
  category?: string;
  extension?: string;
  registrar?: string;
  min?: number;
  max?: number;
}

interface Page {
  domains: Array<{ id: string; name: string }>;
  pagination: { total: number };
}

/**
 * A search's pages are walks over its matches kept in memory (RecentSearches); each must be the
 * answer PostgreSQL gives to the search asked in SQL: listings on sale at that moment that contain
 * the words or come near them (pg_trgm), the ones containing them first, then the sort.
 */
describe('Searching the marketplace: every filter, sort and page of a search', () => {
  let t: TestApp;
  let clock: FixedClock;
  let dataSource: DataSource;

  beforeAll(async () => {
    clock = new FixedClock(now);
    t = await createTestApp({ clock, runProcessors: true });
    dataSource = t.app.get(DataSource);
    const soon = new Date(now.getTime() - LISTING_PERIOD_DAYS * DAY + HOUR);
    const catalogue = generateCatalogue(2_000, now, [
      { name: 'cloudly.io', description: 'Short brandable name for a cloud start-up' },
      // Its 30 days end an hour from now, and it does not relist.
      { name: 'cloudfade.io', autoRelist: false, createdAt: soon, periodStart: soon },
    ]);
    await appendCatalogue(t.app.get(EventStore), catalogue, now);
    await waitForProjections(t.app);
  }, 120_000);

  afterAll(async () => {
    await t.close();
  });

  const get = async (query: Record<string, string | number>): Promise<Page> => {
    const response = await t.http.get('/api/domains/public-listings').query(query).expect(200);
    return response.body.data as Page;
  };

  /** The answer in SQL: the page's ids and the count of every match. */
  const expected = async (search: string, filters: Filters, sort: string, page: number) =>
    dataSource.transaction(async (manager) => {
      await manager.query(`select set_config('pg_trgm.word_similarity_threshold', '0.4', true)`);
      const params: unknown[] = [clock.now(), `%${search}%`, search];
      const where = [
        `status = 'active'`,
        `(auto_relist or expires_at > $1)`,
        `(search_text like $2 or $3 <% search_text)`,
      ];
      const add = (value: unknown, condition: string) => {
        params.push(value);
        where.push(condition.replace('?', `$${params.length}`));
      };
      if (filters.category) add(filters.category, 'category = ?');
      if (filters.extension) add(filters.extension, 'extension = ?');
      if (filters.registrar) add(filters.registrar, 'registrar = ?');
      if (filters.min !== undefined) add(filters.min * 100, 'price_cents >= ?');
      if (filters.max !== undefined) add(filters.max * 100, 'price_cents <= ?');
      const matches = await manager.query<Array<{ id: string }>>(
        `select id from marketplace_listings where ${where.join(' and ')}
          order by (search_text like $2) desc, ${ORDER_BY[sort]}`,
        params,
      );
      return {
        ids: matches.slice((page - 1) * 50, page * 50).map((match) => match.id),
        total: matches.length,
      };
    });

  const searches = ['river', 'rivar', 'amber', 'harbr', 'cloudly'];
  /** Each filter as the query string gives it and as SQL reads it. */
  const narrowings: Array<{ query: Record<string, string | number>; sql: Filters }> = [
    { query: {}, sql: {} },
    { query: { category: 'Technology' }, sql: { category: 'Technology' } },
    { query: { extension: 'io' }, sql: { extension: '.io' } },
    {
      query: { registrar: 'Namecheap', min_price: 100, max_price: 500 },
      sql: { registrar: 'Namecheap', min: 100, max: 500 },
    },
  ];

  it.each(searches)('answers "%s" with every filter, sort and page as SQL does', async (search) => {
    for (const narrowing of narrowings)
      for (const sort of Object.keys(ORDER_BY))
        for (const page of [1, 3]) {
          const answer = await get({ search, sort, page, ...narrowing.query });
          const wanted = await expected(search, narrowing.sql, sort, page);
          const asked = { search, sort, page, ...narrowing.query };
          expect({ asked, total: answer.pagination.total }).toEqual({ asked, total: wanted.total });
          expect(answer.domains.map((domain) => domain.id)).toEqual(wanted.ids);
        }
  });

  it('finds hundreds of listings for a word and for the word with a typo', async () => {
    expect((await get({ search: 'river' })).pagination.total).toBeGreaterThan(200);
    const typo = await get({ search: 'rivar', limit: 100 });
    expect(typo.pagination.total).toBeGreaterThan(100);
    expect(typo.domains.some((domain) => domain.name.includes('river'))).toBe(true);
  });

  it('drops a listing from a search when its period ends, with no event', async () => {
    const before = await get({ search: 'cloudfade' });
    expect(before.domains.map((domain) => domain.name)).toContain('cloudfade.io');
    const countBefore = (await get({ search: 'cloud', sort: 'expiry_soon' })).pagination.total;

    clock.advance(2 * HOUR);
    try {
      const after = await get({ search: 'cloudfade' });
      expect(after.domains.map((domain) => domain.name)).not.toContain('cloudfade.io');
      const cloud = await get({ search: 'cloud', sort: 'expiry_soon' });
      expect(cloud.pagination.total).toBe(countBefore - 1);
      expect(cloud.domains.map((domain) => domain.id)).toEqual(
        (await expected('cloud', {}, 'expiry_soon', 1)).ids,
      );
    } finally {
      clock.set(now);
    }
  });

  it('finds a new listing as soon as the read model has it', async () => {
    const before = await get({ search: 'cloud', sort: 'newest' });
    const fresh = generateCatalogue(0, now, [
      { name: 'cloudfresh.io', createdAt: new Date(now.getTime() - HOUR) },
    ]);
    await appendCatalogue(t.app.get(EventStore), fresh, now);
    await waitForProjections(t.app);

    const after = await get({ search: 'cloud', sort: 'newest' });
    expect(after.pagination.total).toBe(before.pagination.total + 1);
    expect(after.domains.map((domain) => domain.name)).toContain('cloudfresh.io');
  });
});
