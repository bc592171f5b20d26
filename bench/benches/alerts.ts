import { randomUUID } from 'node:crypto';
import { getDataSourceToken } from '@nestjs/typeorm';
import { type DataSource } from 'typeorm';
import { CATEGORIES } from '../../backend/src/modules/listings';
import { StoredSearchMatcher } from '../../backend/src/modules/marketplace';
import { type SearchSaved, watchlistStreamId } from '../../backend/src/modules/watchlists';
import { EventStore } from '../../backend/src/platform/event-store/event-store';
import { ProjectionRegistry } from '../../backend/src/platform/projections/projection-registry';
import { rebuildProjection } from '../../backend/src/platform/projections/rebuild';
import { openAppContext } from '../support/app-context';
import { type Bench } from '../support/bench';
import { generateLog, seededRandom, WORDS } from '../support/generator';
import { scaled } from '../support/scale';
import { percentile } from '../support/stats';

const P95_TARGET_MS = 50;
const SEARCHES_PER_BUYER = 20;
const BUYERS_PER_APPEND = 100;
const MATCHED_LISTINGS = 300;
const WARM_UP = 30;
const EXTENSIONS = ['.com', '.io', '.net', '.ai', '.co'];
const BANDS = [
  [0, 100],
  [100, 250],
  [250, 500],
  [500, 1000],
];

/**
 * What buyers save, roughly: most searches (85%) name a word (a tenth of them with a typo, a
 * tenth two words, some with a category), the rest a category or an extension alone; 40% with a
 * price band, half with a sort, as the marketplace's URLs are written.
 */
function savedUrl(random: () => number): string {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const params = new URLSearchParams();
  const roll = random();
  if (roll < 0.85) {
    let word = pick(WORDS);
    if (random() < 0.1 && word.length > 4)
      word = `${word.slice(0, 2)}${word[3]}${word[2]}${word.slice(4)}`;
    params.set('search', random() < 0.1 ? `${word} ${pick(WORDS)}` : word);
    if (random() < 0.3) params.set('category', pick(CATEGORIES));
  } else if (roll < 0.95) params.set('category', pick(CATEGORIES));
  else params.set('extension', pick(EXTENSIONS));
  if (random() < 0.4) {
    const [min, max] = pick(BANDS);
    if (min > 0) params.set('min_price', String(min));
    params.set('max_price', String(max));
  }
  if (random() < 0.5) params.set('sort', 'newest');
  return `/marketplace?${params.toString()}`;
}

/**
 * 100,000 saved searches (5,000 buyers with 20 each) written as `SearchSaved` events and built by
 * the watchlists projection, beside a marketplace read model of listings; then one new listing at
 * a time is matched against every search by the alert worker's own query
 * (`StoredSearchMatcher`), as the `match` job runs it.
 */
export const alertsBench: Bench = {
  name: 'alerts',
  summary: 'one new listing matched against 100,000 saved searches',
  async run(context) {
    const { url } = await context.database();
    const { redisUrl } = await context.services();
    const buyers = scaled(context.settings, 5_000);
    const listings = scaled(context.settings, 50_000, 2_000);
    const app = await openAppContext(url, redisUrl);
    try {
      const dataSource = app.get<DataSource>(getDataSourceToken());
      const store = app.get(EventStore);
      context.progress(`writing ${listings.toLocaleString('en-US')} listings as events`);
      let started = performance.now();
      await generateLog(new EventStore(dataSource), {
        events: listings * 2,
        listings,
        mix: 'catalogue',
        days: 29,
        now: new Date(),
      });
      const registered = app.get(ProjectionRegistry).get('marketplace.listings');
      if (!registered) throw new Error('marketplace.listings is not registered');
      await rebuildProjection(dataSource, registered.projection, {
        mode: 'async',
        upcasters: store.upcasters,
      });
      const listingsSeconds = (performance.now() - started) / 1000;

      context.progress(
        `writing ${(buyers * SEARCHES_PER_BUYER).toLocaleString('en-US')} saved searches as events`,
      );
      started = performance.now();
      const random = seededRandom(26);
      const savedAt = new Date().toISOString();
      for (let first = 0; first < buyers; first += BUYERS_PER_APPEND) {
        const requests = Array.from({ length: Math.min(BUYERS_PER_APPEND, buyers - first) }, () => {
          const buyerId = randomUUID();
          return {
            streamId: watchlistStreamId(buyerId),
            expectedVersion: 'no_stream' as const,
            events: Array.from({ length: SEARCHES_PER_BUYER }, (_, index) => {
              const event: SearchSaved = {
                type: 'watchlists.SearchSaved',
                data: {
                  buyerId,
                  searchId: randomUUID(),
                  name: `Search ${index + 1}`,
                  url: savedUrl(random),
                  frequency: random() < 0.5 ? 'instant' : 'daily',
                  savedAt,
                },
              };
              return { id: randomUUID(), ...event };
            }),
          };
        });
        await store.appendMany(requests);
      }
      await dataSource.query('vacuum analyze saved_searches');
      await dataSource.query('vacuum analyze saved_search_words');
      await dataSource.query('vacuum analyze marketplace_listings');
      const searchesSeconds = (performance.now() - started) / 1000;
      const [{ searches }] = await dataSource.query<[{ searches: number }]>(
        `select count(*)::int as searches from saved_searches`,
      );
      context.progress(
        `listings in ${listingsSeconds.toFixed(0)} s; ${searches.toLocaleString('en-US')} saved searches in ${searchesSeconds.toFixed(0)} s`,
      );

      const ids = (
        await dataSource.query<{ id: string }[]>(
          `select id from marketplace_listings where status = 'active'
            order by md5(id::text) limit $1`,
          [MATCHED_LISTINGS + WARM_UP],
        )
      ).map((row) => row.id);
      const matcher = app.get(StoredSearchMatcher);
      const times: number[] = [];
      const matched: number[] = [];
      for (const [index, id] of ids.entries()) {
        const begun = performance.now();
        const rows = await matcher.matching<{ buyer_id: string }>(
          { searches: 'saved_searches', words: 'saved_search_words' },
          's.buyer_id',
          id,
          new Date(),
        );
        const elapsed = performance.now() - begun;
        if (!rows) throw new Error(`listing ${id} is not on the marketplace read model`);
        if (index < WARM_UP) continue;
        times.push(elapsed);
        matched.push(rows.length);
      }
      const p50 = percentile(times, 50);
      const p95 = percentile(times, 95);
      const meanMatches = matched.reduce((sum, n) => sum + n, 0) / matched.length;
      context.progress(
        `${times.length} listings matched one at a time: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ` +
          `${meanMatches.toFixed(0)} matching searches on average (max ${Math.max(...matched)})`,
      );
      return {
        figures: [
          { bench: 'alerts', label: 'saved searches', value: searches, unit: '' },
          { bench: 'alerts', label: 'match one listing: p50', value: p50, unit: 'ms' },
          {
            bench: 'alerts',
            label: 'match one listing: p95',
            value: p95,
            unit: 'ms',
            target: `< ${P95_TARGET_MS} ms`,
            pass: p95 < P95_TARGET_MS,
          },
          {
            bench: 'alerts',
            label: 'matching searches per listing',
            value: meanMatches,
            unit: '',
          },
        ],
        details: {
          listings,
          searches,
          listingsSeconds,
          searchesSeconds,
          matchedListings: times.length,
          timesMs: { p50, p95, max: Math.max(...times) },
          matches: { mean: meanMatches, max: Math.max(...matched) },
        },
      };
    } finally {
      await app.close();
    }
  },
};
