import { FixedClock } from '../../../src/platform/clock/clock';
import { EventStore } from '../../../src/platform/event-store/event-store';
import { createTestApp, signUpUser, type TestApp } from '../../support/test-app';
import { waitForProjections } from '../../support/wait-for-projections';
import { appendCatalogue, type CatalogueListing, generateCatalogue, isOnSale } from './catalogue';

const now = new Date('2026-06-01T12:00:00.000Z');
const CATALOGUE_SIZE = 5_000;

interface Page {
  domains: Array<{
    id: string;
    name: string;
    price: number;
    description: string;
    views: number;
    inquiries: number;
    is_priority: boolean;
    days_listed: number;
    conversion_rate: number;
    seller: { user_tier: string };
  }>;
  pagination: {
    page: number;
    limit: number;
    total: number;
    totalPages: number;
    hasNextPage: boolean;
    hasPreviousPage: boolean;
  };
  filters: {
    categories: string[];
    extensions: string[];
    registrars: string[];
    priceRanges: Array<{ min: number; max: number; label: string }>;
  };
  stats: { totalActive: number };
}

type Order = (a: CatalogueListing, b: CatalogueListing) => number;
const by =
  (...keys: Array<(listing: CatalogueListing) => number | string>): Order =>
  (a, b) => {
    for (const key of keys) {
      const [x, y] = [key(a), key(b)];
      if (x < y) return -1;
      if (x > y) return 1;
    }
    return 0;
  };
const desc = (key: (listing: CatalogueListing) => number) => (listing: CatalogueListing) =>
  -key(listing);
const id = (listing: CatalogueListing) => listing.id;

/** Each sort of spec section 9 as the order a buyer should see. */
const SORTS: Record<string, Order> = {
  priority_date: by(
    (l) => (l.isPriority ? 0 : 1),
    desc((l) => l.periodStart.getTime()),
    id,
  ),
  newest: by(
    desc((l) => l.createdAt.getTime()),
    id,
  ),
  price_asc: by((l) => l.priceCents, id),
  price_desc: by(
    desc((l) => l.priceCents),
    id,
  ),
  views_desc: by(
    desc((l) => l.views),
    id,
  ),
  inquiries_desc: by(
    desc((l) => l.inquiries),
    id,
  ),
  alphabetical: by((l) => l.name, id),
  expiry_soon: by((l) => l.expiresAt.getTime(), id),
};

describe('GET /api/domains/public-listings on a catalogue of 5,000 listings', () => {
  let t: TestApp;
  let onSale: CatalogueListing[];
  let all: CatalogueListing[];

  beforeAll(async () => {
    t = await createTestApp({ clock: new FixedClock(now), runProcessors: true });
    const catalogue = generateCatalogue(CATALOGUE_SIZE, now, [
      { name: 'cloudly.io', description: 'Short brandable name for a cloud start-up' },
      { name: 'quietlake.com', description: 'Calm name with a zephyrine ring to it' },
    ]);
    await appendCatalogue(t.app.get(EventStore), catalogue, now);
    await waitForProjections(t.app);
    all = catalogue.listings;
    onSale = all.filter(isOnSale);
  }, 180_000);

  afterAll(async () => {
    await t.close();
  });

  const get = async (query: Record<string, string | number>): Promise<Page> => {
    const response = await t.http.get('/api/domains/public-listings').query(query).expect(200);
    return response.body.data as Page;
  };
  const ids = (page: Page) => page.domains.map((domain) => domain.id);
  const expected = (listings: CatalogueListing[], order: Order, from = 0, count = 100) =>
    [...listings]
      .sort(order)
      .slice(from, from + count)
      .map(id);

  it('generated sold, deleted, expired, restored and relisted listings', () => {
    const fates = new Set(all.map((listing) => listing.fate));
    expect([...fates].sort()).toEqual(
      ['active', 'deleted', 'expired', 'relisted', 'restored', 'sold'].sort(),
    );
  });

  it.each(Object.keys(SORTS))('orders by %s, on the first page and deep ones', async (sort) => {
    const first = await get({ sort, limit: 100 });
    expect(ids(first)).toEqual(expected(onSale, SORTS[sort]));
    const deep = await get({ sort, limit: 100, page: 31 });
    expect(ids(deep)).toEqual(expected(onSale, SORTS[sort], 3000));
  });

  it('orders by priority_date when no sort is given: Featured first', async () => {
    const page = await get({ limit: 100 });
    expect(ids(page)).toEqual(expected(onSale, SORTS.priority_date));
    expect(page.domains[0]).toMatchObject({ is_priority: true, seller: { user_tier: 'pro' } });
  });

  it('shows every listing on sale exactly once across the pages, and nothing else', async () => {
    const seen: string[] = [];
    for (let page = 1; ; page += 1) {
      const result = await get({ page, limit: 100, sort: 'newest' });
      seen.push(...ids(result));
      if (!result.pagination.hasNextPage) break;
    }
    expect(seen.length).toBe(onSale.length);
    expect(new Set(seen)).toEqual(new Set(onSale.map(id)));
    const hidden = all.filter((listing) => !isOnSale(listing)).map(id);
    expect(hidden.length).toBeGreaterThan(300);
    expect(seen.filter((listingId) => hidden.includes(listingId))).toEqual([]);
  });

  const filters: Array<
    [string, Record<string, string | number>, (l: CatalogueListing) => boolean]
  > = [
    ['category', { category: 'Finance' }, (l) => l.category === 'Finance'],
    ['extension', { extension: '.io' }, (l) => l.extension === '.io'],
    ['extension without its dot', { extension: 'AI' }, (l) => l.extension === '.ai'],
    ['registrar', { registrar: 'Dynadot' }, (l) => l.registrar === 'Dynadot'],
    ['min_price', { min_price: 500 }, (l) => l.priceCents >= 50_000],
    ['max_price', { max_price: 100 }, (l) => l.priceCents <= 10_000],
    [
      'min_price and max_price',
      { min_price: 250.5, max_price: 500 },
      (l) => l.priceCents >= 25_050 && l.priceCents <= 50_000,
    ],
    [
      'every filter at once',
      {
        category: 'Technology',
        extension: '.com',
        registrar: 'Namecheap',
        min_price: 100,
        max_price: 900,
      },
      (l) =>
        l.category === 'Technology' &&
        l.extension === '.com' &&
        l.registrar === 'Namecheap' &&
        l.priceCents >= 10_000 &&
        l.priceCents <= 90_000,
    ],
  ];

  it.each(filters)('filters by %s', async (_name, query, matches) => {
    const wanted = onSale.filter(matches);
    expect(wanted.length).toBeGreaterThan(0);
    const page = await get({ ...query, sort: 'price_asc', limit: 100 });
    expect(page.pagination.total).toBe(wanted.length);
    expect(ids(page)).toEqual(expected(wanted, SORTS.price_asc));
    expect(page.stats.totalActive).toBe(onSale.length);
  });

  it('treats price bounds equal to their defaults (0 and 1000) as no bound', async () => {
    const unbounded = await get({ limit: 100 });
    const defaults = await get({ limit: 100, min_price: 0, max_price: 1000 });
    expect(defaults.pagination.total).toBe(onSale.length);
    expect(ids(defaults)).toEqual(ids(unbounded));
  });

  it('offers the categories, extensions and registrars of the listings on sale, and the price ranges', async () => {
    const page = await get({ limit: 1 });
    const distinct = (values: string[]) => [...new Set(values)].sort();
    expect(page.filters.categories).toEqual(distinct(onSale.map((l) => l.category)));
    expect(page.filters.extensions).toEqual(distinct(onSale.map((l) => l.extension)));
    expect(page.filters.registrars).toEqual(distinct(onSale.map((l) => l.registrar)));
    expect(page.filters.priceRanges).toEqual([
      { min: 0, max: 100, label: 'Under $100' },
      { min: 100, max: 250, label: '$100 - $250' },
      { min: 250, max: 500, label: '$250 - $500' },
      { min: 500, max: 1000, label: '$500 - $1,000' },
    ]);
  });

  it('finds a name despite a one-letter typo, and in any case', async () => {
    for (const search of ['clowdly', 'CLOUDLY', 'cloudlx']) {
      const page = await get({ search });
      expect(page.domains.map((domain) => domain.name)).toContain('cloudly.io');
    }
  });

  it('searches names, not descriptions (ADR 0033), and puts the exact name first', async () => {
    const page = await get({ search: 'zephyrine' });
    expect(page.domains.map((domain) => domain.name)).not.toContain('quietlake.com');
    const cloud = await get({ search: 'cloudly' });
    expect(cloud.domains[0].name).toBe('cloudly.io');
  });

  it('answers the last page with hasNextPage false and a page past it with an empty list', async () => {
    const totalPages = Math.ceil(onSale.length / 50);
    const last = await get({ page: totalPages });
    expect(last.pagination).toEqual({
      page: totalPages,
      limit: 50,
      total: onSale.length,
      totalIsLowerBound: false,
      totalPages,
      hasNextPage: false,
      hasPreviousPage: true,
    });
    expect(last.domains.length).toBe(onSale.length - (totalPages - 1) * 50);
    const past = await get({ page: totalPages + 5 });
    expect(past.domains).toEqual([]);
    expect(past.pagination).toMatchObject({ total: onSale.length, hasNextPage: false });
  });

  it('shows each card field a buyer reads', async () => {
    const page = await get({ search: 'cloudly.io' });
    const card = page.domains.find((domain) => domain.name === 'cloudly.io');
    expect(card).toMatchObject({
      price: 250,
      description: 'Short brandable name for a cloud start-up',
      views: 0,
      inquiries: 0,
      conversion_rate: 0,
      days_listed: 1,
      is_priority: false,
      seller: { user_tier: 'free' },
    });
  });

  it('answers without a token, and with an invalid one as if there were none', async () => {
    const anonymous = await get({ limit: 10 });
    const response = await t.http
      .get('/api/domains/public-listings')
      .query({ limit: 10 })
      .set('Authorization', 'Bearer not-a-token')
      .expect(200);
    expect(response.body.data.domains).toEqual(anonymous.domains);
    const { accessToken } = await signUpUser(t.http);
    const signedIn = await t.http
      .get('/api/domains/public-listings')
      .query({ limit: 10 })
      .set('Authorization', `Bearer ${accessToken}`)
      .expect(200);
    expect(signedIn.body.data.domains).toEqual(anonymous.domains);
  });

  it.each([
    [{ limit: 101 }, 'limit', 'limit must be between 1 and 100'],
    [{ page: 0 }, 'page', 'page must be at least 1'],
    [{ sort: 'cheapest' }, 'sort', 'sort must be one of'],
    [{ min_price: -1 }, 'min_price', 'min_price must be a number between 0 and 1000'],
    [{ max_price: 'lots' }, 'max_price', 'max_price must be a number between 0 and 1000'],
    [{ min_price: 600, max_price: 500 }, 'min_price', 'min_price cannot be more than max_price'],
    [{ category: 'Cars' }, 'category', 'category must be one of'],
    [{ extension: '.c0m!' }, 'extension', 'extension must look like .com'],
    [{ search: 'x'.repeat(101) }, 'search', 'search must be at most 100 characters'],
  ])('refuses %j with 400 naming %s', async (query, field, message) => {
    const response = await t.http.get('/api/domains/public-listings').query(query).expect(400);
    expect(response.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    const detail = (response.body.details as Array<{ field: string; message: string }>).find(
      (item) => item.field === field,
    );
    expect(detail?.message).toContain(message);
  });

  it('ignores empty parameters, as the client omits them', async () => {
    const page = await get({ search: '', category: '', extension: '', registrar: '', limit: 5 });
    expect(page.pagination.total).toBe(onSale.length);
  });
});
