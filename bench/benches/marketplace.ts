import { getDataSourceToken } from '@nestjs/typeorm';
import { type DataSource } from 'typeorm';
import { CATEGORIES, REGISTRARS } from '../../backend/src/modules/listings';
import { MARKETPLACE_SORTS } from '../../backend/src/modules/marketplace/model/marketplace-search';
import { EventStore } from '../../backend/src/platform/event-store/event-store';
import { ProjectionRegistry } from '../../backend/src/platform/projections/projection-registry';
import { rebuildProjection } from '../../backend/src/platform/projections/rebuild';
import { openAppContext } from '../support/app-context';
import { startAppProcess } from '../support/app-process';
import { type Bench } from '../support/bench';
import { generateLog, seededRandom } from '../support/generator';
import { describeLoad, httpLoad, randomClientAddress } from '../support/load';
import { scaled } from '../support/scale';
import { newSigningKey } from '../support/services';
import { percentile, ratio } from '../support/stats';

const CONNECTIONS = 32;
const P95_TARGET_MS = 30;
const SHARE_OF_HEALTH = 0.4;
const SEARCH_WORDS = ['cloud', 'river', 'nova', 'pixel', 'harbor', 'solar', 'zenith', 'data'];
/** One wrong letter: the fuzzy match has to find them. */
const TYPOS = ['clowd', 'rivar', 'pixle', 'harbur'];

/** A buyer's request of the marketplace: its name, its share of the mix and its query string. */
interface Shape {
  name: string;
  weight: number;
  query: () => string;
}

function shapes(random: () => number): Shape[] {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const bands = [
    [0, 100],
    [100, 250],
    [250, 500],
    [500, 1000],
  ];
  return [
    { name: 'first page', weight: 20, query: () => '' },
    { name: 'each sort', weight: 15, query: () => `sort=${pick(MARKETPLACE_SORTS)}` },
    {
      name: 'category',
      weight: 15,
      query: () => `category=${encodeURIComponent(pick(CATEGORIES))}`,
    },
    {
      name: 'price band + sort',
      weight: 10,
      query: () => {
        const [min, max] = pick(bands);
        return `min_price=${min}&max_price=${max}&sort=${pick(MARKETPLACE_SORTS)}`;
      },
    },
    {
      name: 'extension + registrar',
      weight: 5,
      query: () =>
        `extension=${pick(['.io', '.net', '.ai', '.co'])}&registrar=${encodeURIComponent(pick(REGISTRARS))}`,
    },
    { name: 'search', weight: 15, query: () => `search=${pick(SEARCH_WORDS)}` },
    { name: 'search with a typo', weight: 5, query: () => `search=${pick(TYPOS)}` },
    {
      name: 'search + filter + sort',
      weight: 5,
      query: () =>
        `search=${pick(SEARCH_WORDS)}&category=${encodeURIComponent(pick(CATEGORIES))}&sort=${pick(MARKETPLACE_SORTS)}`,
    },
    {
      name: 'deep page',
      weight: 10,
      query: () => `page=${pick([20, 100, 400, 1000])}&sort=${pick(MARKETPLACE_SORTS)}`,
    },
  ];
}

/**
 * 1,000,000 listings on the marketplace, written as events and built into the real read model by
 * its projection, then `GET /api/domains/public-listings` with a mix of searches, filters, sorts
 * and deep pages at 32 connections, against `GET /health` of the same api process in the same run.
 */
export const marketplaceBench: Bench = {
  name: 'marketplace',
  summary:
    'public listings (1,000,000 on sale) under a mix of searches, filters, sorts, deep pages',
  async run(context) {
    const { url } = await context.database();
    const { redisUrl } = await context.services();
    const { seconds } = context.settings;
    const listings = scaled(context.settings, 1_050_000, 2_000);
    const app = await openAppContext(url, redisUrl);
    let onSale: number;
    const setup: Record<string, number> = {};
    try {
      const dataSource = app.get<DataSource>(getDataSourceToken());
      context.progress(`writing ${listings.toLocaleString('en-US')} listings as events`);
      let started = performance.now();
      const log = await generateLog(new EventStore(dataSource), {
        events: listings * 2,
        listings,
        mix: 'catalogue',
        days: 29,
        now: new Date(),
      });
      setup.writeSeconds = (performance.now() - started) / 1000;
      setup.events = log.events;
      started = performance.now();
      const registered = app.get(ProjectionRegistry).get('marketplace.listings');
      if (!registered) throw new Error('marketplace.listings is not registered');
      const upcasters = app.get(EventStore).upcasters;
      await rebuildProjection(dataSource, registered.projection, { mode: 'async', upcasters });
      await dataSource.query('vacuum analyze marketplace_listings');
      setup.buildSeconds = (performance.now() - started) / 1000;
      [{ onSale }] = await dataSource.query<[{ onSale: number }]>(
        `select count(*)::int as "onSale" from marketplace_listings where status = 'active'`,
      );
      context.progress(
        `${log.events.toLocaleString('en-US')} events written in ${setup.writeSeconds.toFixed(0)} s; ` +
          `the read model built in ${setup.buildSeconds.toFixed(0)} s: ${onSale.toLocaleString('en-US')} listings on sale`,
      );
    } finally {
      await app.close();
    }

    const api = await startAppProcess('api', {
      DATABASE_URL: url,
      REDIS_URL: redisUrl,
      JWT_PRIVATE_KEY: newSigningKey(),
      QUEUE_PREFIX: `dlm-bench-${process.pid}`,
    });
    try {
      const base = api.url ?? '';
      const random = seededRandom(7);
      const mix = shapes(random);
      /** A request of the mix, or of the shapes `among` lets through. */
      const requestOf = (among: (shape: Shape) => boolean) => {
        const shapes = mix.filter(among);
        const totalWeight = shapes.reduce((sum, shape) => sum + shape.weight, 0);
        return () => {
          let roll = random() * totalWeight;
          const shape = shapes.find((candidate) => (roll -= candidate.weight) < 0) ?? shapes[0];
          const query = shape.query();
          return {
            path: `/api/domains/public-listings${query ? `?${query}` : ''}`,
            headers: { 'x-forwarded-for': randomClientAddress() },
          };
        };
      };
      const listingsRequest = requestOf(() => true);
      const browsingRequest = requestOf((shape) => !shape.name.startsWith('search'));
      const healthRequest = () => ({
        path: '/health',
        headers: { 'x-forwarded-for': randomClientAddress() },
      });

      // Each shape asked alone, up to five queries each that were not asked before: the time of
      // a first answer, before the api process keeps it.
      const asked = new Set<string>();
      const alone: Record<string, number> = {};
      for (const shape of mix) {
        const times: number[] = [];
        for (let round = 0; round < 20 && times.length < 5; round += 1) {
          const path = `/api/domains/public-listings?${shape.query()}`;
          if (asked.has(path)) continue;
          asked.add(path);
          const started = performance.now();
          const response = await fetch(`${base}${path}`);
          if (!response.ok)
            throw new Error(`${shape.name}: ${response.status} ${await response.text()}`);
          await response.arrayBuffer();
          times.push(performance.now() - started);
        }
        alone[shape.name] = percentile(times, 50);
      }
      context.progress(
        `first answers, one at a time (median, ms): ${Object.entries(alone)
          .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
          .join(', ')}`,
      );

      await httpLoad({ url: base, connections: CONNECTIONS, seconds: 2, next: healthRequest });
      const health = await httpLoad({
        url: base,
        connections: CONNECTIONS,
        seconds,
        next: healthRequest,
      });
      context.progress(`/health: ${describeLoad(health)}`);
      await httpLoad({ url: base, connections: CONNECTIONS, seconds: 2, next: listingsRequest });
      const listed = await httpLoad({
        url: base,
        connections: CONNECTIONS,
        seconds,
        next: listingsRequest,
      });
      context.progress(`public-listings: ${describeLoad(listed)}`);
      const share = ratio(listed.perSecond, health.perSecond);
      // The same without the searches: what the sorts, filters and pages cost on their own.
      await httpLoad({ url: base, connections: CONNECTIONS, seconds: 2, next: browsingRequest });
      const browsing = await httpLoad({
        url: base,
        connections: CONNECTIONS,
        seconds,
        next: browsingRequest,
      });
      context.progress(`public-listings without searches: ${describeLoad(browsing)}`);
      return {
        figures: [
          { bench: 'marketplace', label: 'listings on sale', value: onSale, unit: '' },
          { bench: 'marketplace', label: '/health', value: health.perSecond, unit: 'req/s' },
          {
            bench: 'marketplace',
            label: 'public-listings',
            value: listed.perSecond,
            unit: 'req/s',
          },
          {
            bench: 'marketplace',
            label: 'public-listings p95',
            value: listed.p95Ms,
            unit: 'ms',
            target: `< ${P95_TARGET_MS} ms`,
            pass: listed.p95Ms < P95_TARGET_MS,
          },
          {
            bench: 'marketplace',
            label: 'public-listings / /health',
            value: share * 100,
            unit: '%',
            target: `>= ${SHARE_OF_HEALTH * 100}%`,
            pass: share >= SHARE_OF_HEALTH,
          },
          {
            bench: 'marketplace',
            label: 'without searches: p95',
            value: browsing.p95Ms,
            unit: 'ms',
          },
          {
            bench: 'marketplace',
            label: 'without searches: / /health',
            value: ratio(browsing.perSecond, health.perSecond) * 100,
            unit: '%',
          },
        ],
        details: {
          setup,
          publicListingsWithoutSearches: browsing,
          connections: CONNECTIONS,
          health,
          publicListings: listed,
          firstAnswerMedianMs: alone,
          mix: mix.map(({ name, weight }) => ({ name, weight })),
        },
      };
    } finally {
      await api.stop();
    }
  },
};
