import { MARKETPLACE_SORTS as SORTS } from './marketplace-search';
import { type SearchQuery, type SearchRow, SearchIndex, trigramsOf } from './search-index';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
let next = 0;

function listing(name: string, overrides: Partial<SearchRow> = {}): SearchRow {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    name,
    status: 'active',
    autoRelist: true,
    expiresAt: NOW + 10 * DAY,
    isPriority: false,
    periodStart: NOW - next * 1000,
    createdAt: NOW - next * 1000,
    priceCents: 10_000 + next,
    views: 0,
    inquiries: 0,
    verified: false,
    category: 'Technology',
    extension: name.slice(name.lastIndexOf('.')),
    registrar: 'GoDaddy',
    ...overrides,
  };
}

function ask(index: SearchIndex, words: string[], overrides: Partial<SearchQuery> = {}) {
  return index.search({
    text: words.join(' '),
    words,
    filters: {},
    sort: 'priority_date',
    offset: 0,
    limit: 50,
    now: NOW,
    ...overrides,
  });
}

describe('SearchIndex', () => {
  it('makes the trigrams pg_trgm makes of a word', () => {
    expect(trigramsOf('cloud').sort()).toEqual(['  c', ' cl', 'clo', 'lou', 'oud', 'ud '].sort());
  });

  it('ranks the exact name, then every word whole, then word starts, then corrected words', () => {
    const index = new SearchIndex();
    const rows = [
      listing('cloudy-skies.io'),
      listing('clowd.com'),
      listing('pay-cloud.io'),
      listing('cloud.io'),
      listing('mycloud.net'),
    ];
    for (const row of rows) index.upsert(row);
    const found = ask(index, ['cloud']);
    const names = found.ids.map((id) => rows.find((row) => row.id === id)?.name);
    // Within a rank, the default sort: the later period first.
    expect(names).toEqual([
      'cloud.io',
      'pay-cloud.io',
      'mycloud.net',
      'cloudy-skies.io',
      'clowd.com',
    ]);
    expect(found.total).toBe(5);
    expect(found.near.sort()).toEqual(['clowd', 'mycloud']);
  });

  it('counts only listings on sale now and within the filters, and pages them', () => {
    const index = new SearchIndex();
    index.upsert(listing('river-one.io', { status: 'sold' }));
    index.upsert(listing('river-two.io', { autoRelist: false, expiresAt: NOW - 1 }));
    index.upsert(listing('river-three.io', { category: 'Travel' }));
    const kept = Array.from({ length: 60 }, (_, at) => listing(`river${at}.com`));
    for (const row of kept) index.upsert(row);

    const all = ask(index, ['river'], { limit: 20, offset: 40 });
    expect(all.total).toBe(61);
    expect(all.ids).toHaveLength(20);
    const travel = ask(index, ['river'], { filters: { category: 'Travel' } });
    expect(travel.total).toBe(1);
    const dotCom = ask(index, ['river'], { filters: { extension: '.com' }, sort: 'price_desc' });
    expect(dotCom.ids).toEqual(
      [...kept]
        .reverse()
        .slice(0, 50)
        .map((row) => row.id),
    );
  });

  it('follows a listing whose keys change, and finds words added after a search', () => {
    const index = new SearchIndex();
    index.loadingInBulk();
    const first = listing('amber-coral.io', { priceCents: 500 });
    const second = listing('amber-delta.io', { priceCents: 900 });
    index.upsert(first);
    index.upsert(second);
    expect(ask(index, ['amber'], { sort: 'price_asc' }).ids).toEqual([first.id, second.id]);

    index.upsert({ ...first, priceCents: 1_000 });
    const third = listing('ambergris.io');
    index.upsert(third);
    expect(ask(index, ['amber'], { sort: 'price_asc' }).ids).toEqual([
      second.id,
      first.id,
      third.id,
    ]);
    // `amberg` starts `ambergris`, added after the dictionary was sorted; `amber` is near it.
    expect(ask(index, ['amberg']).ids).toEqual([third.id, first.id, second.id]);
  });

  it('pages through hundreds of matches of every sort with no listing missed or repeated', () => {
    const index = new SearchIndex();
    const rows = Array.from({ length: 600 }, (_, at) =>
      listing(`harbor${at % 7 === 0 ? 'x' : ''}-${at}.io`, {
        // Few distinct values: most listings tie on the sort's key.
        views: at % 4,
        inquiries: at % 3,
        priceCents: 100 * (at % 5),
        verified: at % 2 === 0,
        isPriority: at % 6 === 0,
      }),
    );
    for (const row of [...rows].reverse()) index.upsert(row);
    for (const sort of SORTS) {
      const whole = ask(index, ['harbor'], { sort, limit: 600 });
      expect(whole.total).toBe(600);
      const paged = Array.from({ length: 30 }, (_, page) =>
        ask(index, ['harbor'], { sort, offset: page * 20, limit: 20 }),
      ).flatMap((answer) => answer.ids);
      expect(paged).toEqual(whole.ids);
      expect(new Set(paged).size).toBe(600);
    }
  });
});
