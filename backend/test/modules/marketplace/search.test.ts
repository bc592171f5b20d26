import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { LISTING_PERIOD_DAYS, listingStreamId } from '../../../src/modules/listings';
import {
  isJoinedRun,
  nameWords,
  searchWords,
} from '../../../src/modules/marketplace/model/name-words';
import { marketplaceListingsReadModel } from '../../../src/modules/marketplace';
import { FixedClock } from '../../../src/platform/clock/clock';
import { EventStore } from '../../../src/platform/event-store/event-store';
import { rebuildProjection } from '../../../src/platform/projections/rebuild';
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
  domains: Array<{ id: string; name: string; highlights: Array<{ start: number; end: number }> }>;
  pagination: { total: number };
  stats: { totalActive: number };
}

/** A search of each shape the marketplace answers, with the words it is split into. */
const SEARCHES: Array<{ shape: string; search: string; words: string[] }> = [
  { shape: 'a whole word', search: 'river', words: ['river'] },
  { shape: 'the start of a word', search: 'harb', words: ['harb'] },
  { shape: 'joined words', search: 'rivermaple', words: ['river', 'maple'] },
  { shape: 'joined words, found apart', search: 'cloudpay', words: ['cloud', 'pay'] },
  { shape: 'a word with a typo', search: 'rivar', words: ['rivar'] },
  { shape: 'a joined run with a typo', search: 'rivermaplx', words: ['rivermaplx'] },
  { shape: 'swapped letters', search: 'pixle', words: ['pixle'] },
  { shape: 'two words', search: 'amber coral', words: ['amber', 'coral'] },
  { shape: 'an exact name', search: 'cloudly', words: ['cloudly'] },
  { shape: 'a piece across words', search: 'ercor', words: ['ercor'] },
  { shape: 'a piece with digits', search: 'dal-1', words: ['dal', '1'] },
];

/**
 * A name's terms as the reference reads them: each of its words marked whole (`=cloud`), a joined
 * run marked as such too (`+cloudpay`), and every start of each (`c`, `cl`, ... `cloud`).
 */
function termsOf(name: string): string[] {
  const terms = new Set<string>();
  for (const { word } of nameWords(name)) {
    terms.add(`=${word}`);
    if (isJoinedRun(word)) terms.add(`+${word}`);
    for (let length = 1; length <= word.length; length += 1) terms.add(word.slice(0, length));
  }
  return [...terms];
}

/** The letters and digits of a search's label, which a name's label must hold when 3 or more. */
const pieceOf = (search: string) => {
  const label = search
    .toLowerCase()
    .trim()
    .replace(/\.[^.]*$/, '');
  const piece = label.replace(/[^a-z0-9]/g, '');
  return piece.length >= 3 ? piece : null;
};

/**
 * For each word of the search (`$1`), whether no single word of any name is it, starts with it or
 * is near it: only then does a joined run stand for it.
 */
const NO_SINGLE_WORD = `select array(select not exists (
  select from reference_name_terms r, unnest(r.name_terms) u(term)
  where u.term like '=%' and not ('+' || substr(u.term, 2)) = any(r.name_terms)
    and (starts_with(substr(u.term, 2), q.word)
         or (similarity(substr(u.term, 2), q.word) >= 0.3
             and abs(length(u.term) - 1 - length(q.word)) <= 2)))
  from unnest($1::text[]) with ordinality as q(word, place) order by q.place) as lonely`;

/**
 * Each search is answered from the search tables (the postings of the names' words, their
 * dictionary, the labels' trigrams); each answer must be the one this reference query gives,
 * which reads every listing's terms: listings on sale at that moment whose name has, for each word
 * of the search, the word or a word starting with it, or a whole word near it (trigram similarity
 * 0.3 or more, two letters longer or shorter at most; a joined run only when it starts with the
 * word's first three letters and no single word of any name is, starts or is near the search
 * word), or whose label holds the search's letters and digits (3 or more); ranked the exact name
 * first, then names with every word whole, then with every word's start, then with corrected
 * words, then the piece's; then the sort.
 */
/**
 * Every word of the search (`$2`) is a term of the name, or near a whole word of it (a joined run
 * only for a word no single word answers, `$4`).
 */
const EVERY_WORD = `not exists (select from unnest($2::text[], $4::bool[]) q(word, lonely)
  where not exists (select from unnest(name_terms) t
    where t = q.word or (t like '=%' and similarity(substr(t, 2), q.word) >= 0.3
                         and abs(length(t) - 1 - length(q.word)) <= 2
                         and (not ('+' || substr(t, 2)) = any(name_terms)
                              or (starts_with(substr(t, 2), left(q.word, 3)) and q.lonely)))))`;

describe('Searching the marketplace: every shape of search, filter, sort and page', () => {
  let t: TestApp;
  let clock: FixedClock;
  let dataSource: DataSource;

  beforeAll(async () => {
    clock = new FixedClock(now);
    t = await createTestApp({ clock, runProcessors: true });
    dataSource = t.app.get(DataSource);
    const soon = new Date(now.getTime() - LISTING_PERIOD_DAYS * DAY + HOUR);
    const catalogue = generateCatalogue(5_000, now, [
      { name: 'cloudly.io', description: 'Short brandable name for a cloud start-up' },
      // Its 30 days end an hour from now, and it does not relist.
      { name: 'cloudfade.io', autoRelist: false, createdAt: soon, periodStart: soon },
      { name: 'pay-cloud.io' },
      { name: 'cloudpayments.com' },
      { name: 'zephyrbank.com' },
      { name: 'romeod71bad53.com' },
      { name: 'charliee4c4d3dc.com' },
    ]);
    await appendCatalogue(t.app.get(EventStore), catalogue, now);
    await waitForProjections(t.app, 240_000);
    await dataSource.query(
      `create table reference_name_terms (id uuid primary key, name_terms text[] not null)`,
    );
    await dataSource.query(
      `create table reference_matches as
       select *, 0 as match_rank from marketplace_listings with no data`,
    );
  }, 360_000);

  afterAll(async () => {
    await t.close();
  });

  const get = async (query: Record<string, string | number>): Promise<Page> => {
    const response = await t.http.get('/api/domains/public-listings').query(query).expect(200);
    return response.body.data as Page;
  };

  /**
   * Each listing's name terms (`termsOf`), as the reference query reads them, for the listings the
   * read model has.
   */
  const addReferenceTerms = async () => {
    const named = await dataSource.query<Array<{ id: string; name: string }>>(
      `select id, name from marketplace_listings l
        where not exists (select from reference_name_terms r where r.id = l.id)`,
    );
    await dataSource.query(
      `insert into reference_name_terms (id, name_terms)
       select id, array(select jsonb_array_elements_text(terms))
         from unnest($1::uuid[], $2::jsonb[]) as e(id, terms)`,
      [named.map(({ id }) => id), named.map(({ name }) => JSON.stringify(termsOf(name)))],
    );
  };

  /**
   * The reference's matches as SQL: on sale now, every word or the piece matched, the filters;
   * after the reference's terms are added (`addReferenceTerms`).
   */
  const referenceWhere = async (
    { search, words }: { search: string; words: string[] },
    filters: Filters,
  ) => {
    await addReferenceTerms();
    const [{ lonely }] = await dataSource.query<[{ lonely: boolean[] }]>(NO_SINGLE_WORD, [words]);
    const params: unknown[] = [clock.now(), words, pieceOf(search), lonely];
    const where = [
      `status = 'active'`,
      `(auto_relist or expires_at > $1)`,
      `(${EVERY_WORD} or ($3::text is not null
          and strpos(regexp_replace(split_part(name, '.', 1), '[^a-z0-9]', '', 'g'), $3) > 0))`,
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
    return { where: where.join(' and '), params };
  };

  /** The reference's matches with the columns the filters read. */
  const referenceRows = async (searched: { search: string; words: string[] }, filters: Filters) => {
    const { where, params } = await referenceWhere(searched, filters);
    return dataSource.query<
      Array<{ category: string; extension: string; registrar: string; price_cents: number }>
    >(
      `select category, extension, registrar, price_cents
         from marketplace_listings join reference_name_terms using (id) where ${where}`,
      params,
    );
  };

  /**
   * The reference query's matches for a search and filters, ranked, written to a table once: each
   * sort and page of them is then an ordering of that table (evaluating the reference's words for
   * every listing is what costs).
   */
  const referenceMatches = async (
    { search, words }: { search: string; words: string[] },
    filters: Filters,
  ) => {
    const { where, params } = await referenceWhere({ search, words }, filters);
    params.push(search.trim().toLowerCase());
    const searched = `$${params.length}`;
    await dataSource.query(`truncate reference_matches`);
    await dataSource.query(
      `insert into reference_matches
       select l.*, case
                     when name = ${searched} or replace(split_part(name, '.', 1), '-', '') = array_to_string($2::text[], '') then 0
                     when (select bool_and('=' || q = any(name_terms)) from unnest($2::text[]) q) then 1
                     when (select bool_and(q = any(name_terms)) from unnest($2::text[]) q) then 2
                     when ${EVERY_WORD} then 3
                     else 4
                   end
         from marketplace_listings l join reference_name_terms using (id)
        where ${where}`,
      params,
    );
    const [{ total }] = await dataSource.query<[{ total: number }]>(
      `select count(*)::int as total from reference_matches`,
    );
    /** The answer of the reference query: the page's ids and the count of every match. */
    return async (sort: string, page: number) => {
      const matches = await dataSource.query<Array<{ id: string }>>(
        `select id from reference_matches order by match_rank, ${ORDER_BY[sort]}
          limit 50 offset $1`,
        [(page - 1) * 50],
      );
      return { ids: matches.map((match) => match.id), total };
    };
  };

  const expected = async (
    searched: { search: string; words: string[] },
    filters: Filters,
    sort: string,
    page: number,
  ) => (await referenceMatches(searched, filters))(sort, page);

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

  it.each(SEARCHES)(
    'answers $shape ("$search") with every filter, sort and page as the reference does',
    async (searched) => {
      expect(searchWords(searched.search)).toEqual(searched.words);
      let found = 0;
      for (const narrowing of narrowings) {
        const reference = await referenceMatches(searched, narrowing.sql);
        for (const sort of Object.keys(ORDER_BY))
          for (const page of [1, 3]) {
            const answer = await get({ search: searched.search, sort, page, ...narrowing.query });
            const wanted = await reference(sort, page);
            const asked = { search: searched.search, sort, page, ...narrowing.query };
            expect({ asked, total: answer.pagination.total }).toEqual({
              asked,
              total: wanted.total,
            });
            expect(answer.domains.map((domain) => domain.id)).toEqual(wanted.ids);
            found = Math.max(found, wanted.total);
          }
      }
      // Not a comparison that holds by finding nothing.
      expect(found).toBeGreaterThan(0);
    },
  );

  it('counts beside each filter the listings each of its values would show, as the reference does', async () => {
    const searches = [
      { search: '', words: [] },
      ...SEARCHES.filter(({ shape }) =>
        [
          'a whole word',
          'the start of a word',
          'joined words, found apart',
          'a word with a typo',
        ].includes(shape),
      ),
    ];
    const byValue = (rows: Array<Record<string, string | number>>, column: string) => {
      const counts = new Map<string, number>();
      for (const row of rows)
        counts.set(String(row[column]), (counts.get(String(row[column])) ?? 0) + 1);
      return [...counts]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([value, count]) => ({ value, count, countIsLowerBound: false }));
    };
    const ranges = [
      { min: 0, max: 100, label: 'Under $100' },
      { min: 100, max: 250, label: '$100 - $250' },
      { min: 250, max: 500, label: '$250 - $500' },
      { min: 500, max: 1000, label: '$500 - $1,000' },
    ];
    let counted = 0;
    for (const searched of searches)
      for (const narrowing of narrowings) {
        const asked = { search: searched.search, ...narrowing.query };
        const response = await t.http
          .get('/api/domains/public-listings/facets')
          .query(asked)
          .expect(200);
        const rows = (leftOut: Filters) =>
          referenceRows(searched, { ...narrowing.sql, ...leftOut });
        const priced = await rows({ min: undefined, max: undefined });
        expect({ asked, facets: response.body.data }).toEqual({
          asked,
          facets: {
            total: (await rows({})).length,
            totalIsLowerBound: false,
            categories: byValue(await rows({ category: undefined }), 'category'),
            extensions: byValue(await rows({ extension: undefined }), 'extension'),
            registrars: byValue(await rows({ registrar: undefined }), 'registrar'),
            priceRanges: ranges.map((range) => ({
              ...range,
              count: priced.filter(
                ({ price_cents }) =>
                  price_cents >= range.min * 100 && price_cents <= range.max * 100,
              ).length,
              countIsLowerBound: false,
            })),
          },
        });
        // The page's own total is the same count.
        const page = await get({ ...asked });
        expect(page.pagination.total).toBe(response.body.data.total);
        counted = Math.max(counted, response.body.data.total);
      }
    // Not a comparison that holds by counting nothing.
    expect(counted).toBeGreaterThan(100);
  });

  it('refuses facets asked with a minimum price above the maximum, an unknown category or any other bad parameter', async () => {
    const refused = await t.http
      .get('/api/domains/public-listings/facets')
      .query({ search: 'river', min_price: 500, max_price: 100 })
      .expect(400);
    expect(JSON.stringify(refused.body)).toContain('min_price cannot be more than max_price');
    const unknown = await t.http
      .get('/api/domains/public-listings/facets')
      .query({ category: 'Nope' })
      .expect(400);
    expect(JSON.stringify(unknown.body)).toContain('category must be one of');
    // Every other bad parameter, and those of a page, which the counts do not take.
    for (const query of [
      { search: 'a'.repeat(101) },
      { extension: 'c o m' },
      { registrar: 'Nobody' },
      { min_price: 'cheap' },
      { max_price: 5000 },
      { verified: 'maybe' },
      { page: 2 },
      { sort: 'newest' },
      { limit: 10 },
    ])
      await t.http.get('/api/domains/public-listings/facets').query(query).expect(400);
  });

  it('finds joined words apart and within longer words, and shows where each name matched', async () => {
    const answer = await get({ search: 'cloudpay', limit: 100 });
    const names = answer.domains.map((domain) => domain.name);
    expect(names).toEqual(expect.arrayContaining(['pay-cloud.io', 'cloudpayments.com']));
    const shown = (name: string) => {
      const domain = answer.domains.find((candidate) => candidate.name === name);
      return domain?.highlights.map(({ start, end }) => name.slice(start, end));
    };
    expect(shown('pay-cloud.io')).toEqual(['pay', 'cloud']);
    expect(shown('cloudpayments.com')).toEqual(['cloudpay']);

    const typo = await get({ search: 'zephyrbnk' });
    const zephyr = typo.domains.find((domain) => domain.name === 'zephyrbank.com');
    expect(zephyr?.highlights).toEqual([{ start: 0, end: 10 }]);
    // A joined run is a correction only of a word that starts as it does (ADR 0046).
    const firstLetterWrong = await get({ search: 'xephyrbank', limit: 100 });
    expect(firstLetterWrong.domains.map((domain) => domain.name)).not.toContain('zephyrbank.com');
    expect((await get({})).domains.every((domain) => domain.highlights.length === 0)).toBe(true);
  });

  it('finds a name by any piece of 3 or more characters of its label, and shows the piece', async () => {
    const shown = async (search: string, name: string) => {
      const answer = await get({ search, limit: 100 });
      const domain = answer.domains.find((candidate) => candidate.name === name);
      return domain?.highlights.map(({ start, end }) => name.slice(start, end));
    };
    expect(await shown('d71bad53', 'romeod71bad53.com')).toEqual(['d71bad53']);
    expect(await shown('arlie', 'charliee4c4d3dc.com')).toEqual(['arlie']);
    // The words of a search mark the words they start too (`c` starts `charliee`).
    expect(await shown('e4c4d', 'charliee4c4d3dc.com')).toEqual(['c', 'e4c4d', 'd']);
    expect(await shown('ROMEO-D71', 'romeod71bad53.com')).toEqual(['romeod71']);
    // Two characters are not a piece: only words find a name then.
    expect(await shown('ar', 'charliee4c4d3dc.com')).toBeUndefined();
  });

  it('puts the exact name first, then names with every word whole, then with their start', async () => {
    const names = async (search: string) =>
      (await get({ search, sort: 'alphabetical' })).domains.map((domain) => domain.name);
    expect(await names('cloud')).toEqual([
      'cloudfade.io',
      'cloudpayments.com',
      'pay-cloud.io',
      'cloudly.io',
    ]);
    expect(await names('pay cloud')).toEqual(['pay-cloud.io', 'cloudpayments.com']);
    expect((await names('cloudly'))[0]).toBe('cloudly.io');
  });

  it('answers a search of no word, of another script or of odd characters, and refuses one too long', async () => {
    for (const search of [
      '---',
      '%_\\',
      'ü',
      'クラウド',
      '9',
      'xn--',
      ' CLOUD.IO ',
      'a'.repeat(100),
    ])
      await t.http.get('/api/domains/public-listings').query({ search }).expect(200);
    await t.http
      .get('/api/domains/public-listings')
      .query({ search: 'a'.repeat(101) })
      .expect(400);
  });

  it('drops a listing from the results when it is sold', async () => {
    const listing = (await get({ search: 'cloudpayments' })).domains.find(
      (domain) => domain.name === 'cloudpayments.com',
    );
    expect(listing).toBeDefined();
    const [row] = await dataSource.query<Array<{ seller_id: string; price_cents: number }>>(
      `select seller_id, price_cents from marketplace_listings where id = $1`,
      [listing?.id],
    );
    await t.app.get(EventStore).appendMany([
      {
        streamId: listingStreamId(listing?.id ?? ''),
        expectedVersion: 'any',
        events: [
          {
            id: randomUUID(),
            type: 'listings.DomainMarkedSold',
            data: {
              listingId: listing?.id ?? '',
              sellerId: row.seller_id,
              salePriceCents: row.price_cents,
              listedPriceCents: row.price_cents,
              soldAt: now.toISOString(),
              recordedAt: now.toISOString(),
            },
            metadata: {},
          },
        ],
      },
    ]);
    await waitForProjections(t.app);
    const after = await get({ search: 'cloudpay', limit: 100 });
    expect(after.domains.map((domain) => domain.name)).not.toContain('cloudpayments.com');
    expect(after.domains.map((domain) => domain.name)).toContain('pay-cloud.io');
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
    const onSaleBefore = before.stats.totalActive;

    clock.advance(2 * HOUR);
    try {
      const after = await get({ search: 'cloudfade' });
      expect(after.domains.map((domain) => domain.name)).not.toContain('cloudfade.io');
      // How many are on sale counts it out too, with no event.
      expect(after.stats.totalActive).toBe(onSaleBefore - 1);
      const cloud = await get({ search: 'cloud', sort: 'expiry_soon' });
      expect(cloud.pagination.total).toBe(countBefore - 1);
      expect(cloud.domains.map((domain) => domain.id)).toEqual(
        (await expected({ search: 'cloud', words: ['cloud'] }, {}, 'expiry_soon', 1)).ids,
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
  it('answers from the read model after it is rebuilt, and follows it after', async () => {
    const river = { search: 'river', words: ['river'] };
    const append = async (listingId: string, type: string, data: Record<string, unknown>) => {
      const [row] = await dataSource.query<Array<{ seller_id: string }>>(
        `select seller_id from marketplace_listings where id = $1`,
        [listingId],
      );
      await t.app.get(EventStore).appendMany([
        {
          streamId: listingStreamId(listingId),
          expectedVersion: 'any',
          events: [
            {
              id: randomUUID(),
              type,
              data: { listingId, sellerId: row.seller_id, ...data },
              metadata: {},
            },
          ],
        },
      ]);
      await waitForProjections(t.app);
    };
    const cheapestFirst = async () => {
      const answer = await get({ search: 'river', sort: 'price_asc' });
      const wanted = await expected(river, {}, 'price_asc', 1);
      expect(answer.domains.map((domain) => domain.id)).toEqual(wanted.ids);
      expect(answer.pagination.total).toBe(wanted.total);
      return answer.domains.map((domain) => domain.id);
    };

    // A row the log does not account for (as a projection's bug would leave it), which the index
    // reads when the listing's next event comes; the rebuild puts the log's price back.
    const before = await cheapestFirst();
    const last = before[before.length - 1];
    await dataSource.query(`update marketplace_listings set price_cents = 1 where id = $1`, [last]);
    await append(last, 'listings.ListingViewed', { viewedAt: now.toISOString(), views: 1 });
    expect((await get({ search: 'river', sort: 'price_asc' })).domains[0].id).toBe(last);
    await rebuildProjection(dataSource, marketplaceListingsReadModel, {
      upcasters: t.app.get(EventStore).upcasters,
    });
    expect(await cheapestFirst()).toEqual(before);

    // After the rebuild, the index follows the projection again.
    await append(last, 'listings.ListingUpdated', {
      priceCents: 100,
      updatedAt: now.toISOString(),
    });
    expect(await cheapestFirst()).toContain(last);
  });
});
