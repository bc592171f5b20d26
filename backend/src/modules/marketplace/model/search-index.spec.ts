import { MARKETPLACE_SORTS as SORTS } from './marketplace-search';
import {
  nameKeyOf,
  type SearchQuery,
  type SearchRow,
  SearchIndex,
  trigramsOf,
} from './search-index';

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

  it('keys names in their order: listings whose keys differ are in the order of their names', () => {
    const names = [
      'a.io',
      'a-b.io',
      'a0.io',
      'ab.io',
      'abcdefgh.io',
      'abcdefgha.io',
      'abcdefgz.io',
      'Az.io',
      'Ba.io',
      'b_z.io',
      'b~a.io',
      'bé.io',
      'x.io',
      'x!z.io',
      'xA.io',
      'xn--bcher-kva.io',
      'z.io',
    ].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    for (const [at, name] of names.entries())
      for (const later of names.slice(at + 1))
        expect(nameKeyOf(name)).toBeLessThanOrEqual(nameKeyOf(later));
    expect(nameKeyOf('abcdefgh.io')).toBe(nameKeyOf('abcdefghz.io'));
    expect(nameKeyOf('ab.io')).toBeLessThan(nameKeyOf('ac.io'));
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

  it('answers as an index loaded afresh while listings change, come and leave over time, within every filter', () => {
    let seed = 42;
    const random = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed / 2 ** 32;
    };
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
    const words = ['cloud', 'pixel', 'river', 'solar', 'clowd', 'pix'];
    const make = () =>
      listing(`${pick(words)}${pick(words)}-${Math.floor(random() * 1e6)}.io`, {
        // Times years apart, and some within a second.
        createdAt: NOW - Math.floor(random() * 40) * 100 * DAY - Math.floor(random() * 1000),
        autoRelist: random() < 0.7,
        expiresAt: NOW + (random() - 0.3) * 10 * DAY,
        category: pick(['Technology', 'Travel']),
        registrar: pick(['GoDaddy', 'Namecheap']),
      });
    // A period that ends now and then just before or after the time of the next search.
    const change = (row: SearchRow, now: number): SearchRow => ({
      ...row,
      status: random() < 0.1 ? 'sold' : 'active',
      views: Math.floor(random() * 5),
      inquiries: Math.floor(random() * 3),
      priceCents: 100 * Math.floor(random() * 10),
      verified: random() < 0.5,
      isPriority: random() < 0.2,
      // A registrar no listing has until the changes begin.
      registrar: pick(['GoDaddy', 'Namecheap', 'Porkbun']),
      periodStart: NOW - Math.floor(random() * 5) * DAY,
      expiresAt:
        random() < 0.3
          ? now + Math.round((random() - 0.5) * 60_000)
          : NOW + (random() - 0.3) * 10 * DAY,
    });
    const rows = Array.from({ length: 2_000 }, make);
    const kept = new SearchIndex();
    kept.loadingInBulk();
    for (const row of rows) kept.upsert(row);
    const filters = [
      {},
      { minPriceCents: 300, maxPriceCents: 700 },
      { verified: true as const, category: 'Travel' },
      { registrar: 'Porkbun' },
    ];
    // Fewer changes between two searches than a sort's order takes in before it is made again,
    // and more; two rounds at a time at the same time of day, and later. The kept index keeps
    // the filters' sets from its first search on.
    for (const [round, changes] of [40, 10, 30, 300, 20, 60, 5, 80].entries()) {
      const now = NOW + Math.floor(round / 2) * DAY;
      const afresh = new SearchIndex();
      afresh.loadingInBulk();
      for (const row of rows) afresh.upsert(row);
      for (const sort of SORTS)
        for (const search of [['cloud'], ['pix'], ['cloud', 'river']])
          for (const [offset, filter] of [0, 60].flatMap((at) =>
            filters.map((f) => [at, f] as const),
          ))
            expect(ask(kept, search, { sort, offset, limit: 30, now, filters: filter })).toEqual(
              ask(afresh, search, { sort, offset, limit: 30, now, filters: filter }),
            );
      for (let at = 0; at < changes; at += 1) {
        const which = Math.floor(random() * rows.length);
        rows[which] = change(rows[which], now);
        kept.upsert(rows[which]);
      }
      for (let at = 0; at < changes / 4; at += 1) {
        const row = make();
        rows.push(row);
        kept.upsert(row);
      }
    }
  });
});
