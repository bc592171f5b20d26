import { getDataSourceToken } from '@nestjs/typeorm';
import { type DataSource } from 'typeorm';
import { CATEGORIES, REGISTRARS } from '../../backend/src/modules/listings';
import { MARKETPLACE_SORTS } from '../../backend/src/modules/marketplace/model/marketplace-search';
import { EventStore } from '../../backend/src/platform/event-store/event-store';
import { ProjectionRegistry } from '../../backend/src/platform/projections/projection-registry';
import { rebuildProjection } from '../../backend/src/platform/projections/rebuild';
import { openAppContext } from '../support/app-context';
import { residentMegabytes, startAppProcess } from '../support/app-process';
import { type CpuPerAnswer, CpuMeter, dataDirectoryOf } from '../support/cpu';
import { type Bench } from '../support/bench';
import { generateLog, seededRandom, WORDS } from '../support/generator';
import { describeLoad, httpLoad, type HttpRequestSpec, randomClientAddress } from '../support/load';
import { scaled } from '../support/scale';
import { newSigningKey } from '../support/services';
import { percentile, ratio } from '../support/stats';

const CONNECTIONS = 32;
const P95_TARGET_MS = 30;
const SHARE_OF_HEALTH = 0.4;
const LONG_TAIL_P95_TARGET_MS = 50;
const SEARCH_SHAPE_P95_TARGET_MS = 80;
const FIRST_PAGE_P95_TARGET_MS = 30;
const RSS_GROWTH_TARGET_MB = 100;
/** Distinct search query strings of the long-tail mix, each asked once. */
const LONG_TAIL_SEARCHES = 10_000;
/** Browsing requests (today's shapes without a search) among the long-tail mix's. */
const LONG_TAIL_BROWSING_SHARE = 0.3;
/** The long-tail mix ends when every request is answered, or after this long at most. */
const LONG_TAIL_SECONDS_AT_MOST = 300;
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
      // As deep as pages go: the first 10,000 results (ADR 0046).
      name: 'deep page',
      weight: 10,
      query: () => `page=${pick([20, 50, 100, 200])}&sort=${pick(MARKETPLACE_SORTS)}`,
    },
  ];
}

/** The long-tail shapes of search: what buyers type, from the words names are made of. */
const LONG_TAIL_SHAPES = [
  'whole word',
  'prefix',
  'joined words',
  'one-typo word',
  'two words',
] as const;
type LongTailShape = (typeof LONG_TAIL_SHAPES)[number];

/**
 * At least `count` distinct query strings of the long-tail shapes, about as many of each, half
 * with a filter (category, price band, extension or registrar) and half with a sort, from the
 * catalogue's vocabulary (the generator's WORDS).
 */
function longTailQueries(
  random: () => number,
  count: number,
): Array<{ shape: LongTailShape; query: string }> {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const searchOf: Record<LongTailShape, () => string> = {
    'whole word': () => pick(WORDS),
    prefix: () => {
      const word = pick(WORDS.filter((candidate) => candidate.length >= 4));
      return word.slice(0, 3 + Math.floor(random() * (word.length - 3)));
    },
    'joined words': () => `${pick(WORDS)}${pick(WORDS)}`,
    'one-typo word': () => {
      const word = pick(WORDS.filter((candidate) => candidate.length >= 5));
      const at = 1 + Math.floor(random() * (word.length - 1));
      const letter = pick([...letters].filter((candidate) => candidate !== word[at]));
      return `${word.slice(0, at)}${letter}${word.slice(at + 1)}`;
    },
    'two words': () => `${pick(WORDS)} ${pick(WORDS)}`,
  };
  const filterOf = () =>
    pick([
      () => `category=${encodeURIComponent(pick(CATEGORIES))}`,
      () => {
        const [min, max] = pick([
          [0, 100],
          [100, 250],
          [250, 500],
          [500, 1000],
        ]);
        return `min_price=${min}&max_price=${max}`;
      },
      () => `extension=${pick(['.io', '.net', '.ai', '.co'])}`,
      () => `registrar=${encodeURIComponent(pick(REGISTRARS))}`,
    ])();
  const seen = new Set<string>();
  const queries: Array<{ shape: LongTailShape; query: string }> = [];
  while (queries.length < count) {
    const shape = LONG_TAIL_SHAPES[queries.length % LONG_TAIL_SHAPES.length];
    const parts = [`search=${encodeURIComponent(searchOf[shape]())}`];
    if (random() < 0.5) parts.push(filterOf());
    if (random() < 0.5) parts.push(`sort=${pick(MARKETPLACE_SORTS)}`);
    const query = parts.join('&');
    if (seen.has(query)) continue;
    seen.add(query);
    queries.push({ shape, query });
  }
  return queries;
}

/**
 * The long-tail mix at `connections`: every query of `queries` asked once, in a random order,
 * with a browsing request (today's shapes without a search, `browsing`) among them at
 * LONG_TAIL_BROWSING_SHARE; the time of each answer by shape. The same client as `/health`'s
 * (autocannon), asking for gzip as a browser does: the client's own work (`fetch` took three times
 * the api's CPU of a `/health` request for each answer) runs on the same two cores as the api.
 */
async function longTailLoad(
  base: string,
  connections: number,
  queries: Array<{ shape: string; query: string }>,
  browsing: () => { shape: string; query: string },
  random: () => number,
) {
  const requests = [...queries];
  const browsingCount = Math.round(
    (queries.length * LONG_TAIL_BROWSING_SHARE) / (1 - LONG_TAIL_BROWSING_SHARE),
  );
  for (let index = 0; index < browsingCount; index += 1) requests.push(browsing());
  for (let index = requests.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [requests[index], requests[other]] = [requests[other], requests[index]];
  }
  let next = 0;
  const load = await httpLoad({
    url: base,
    connections,
    seconds: LONG_TAIL_SECONDS_AT_MOST,
    amount: requests.length,
    next: () => {
      const { shape, query } = requests[next % requests.length];
      next += 1;
      return {
        path: `/api/domains/public-listings${query ? `?${query}` : ''}`,
        headers: { 'x-forwarded-for': randomClientAddress(), 'accept-encoding': 'gzip, deflate' },
        label: shape,
      };
    },
  });
  const byShape = Object.fromEntries(
    [...load.latenciesByLabel].map(([shape, took]) => [
      shape,
      {
        requests: took.length,
        p50Ms: percentile(took, 50),
        p95Ms: percentile(took, 95),
        p99Ms: percentile(took, 99),
      },
    ]),
  );
  return {
    requests: load.operations,
    distinctSearches: queries.length,
    seconds: load.seconds,
    perSecond: load.perSecond,
    p50Ms: load.p50Ms,
    p95Ms: load.p95Ms,
    p99Ms: load.p99Ms,
    failures: { ...load.statuses, ...(load.errors > 0 && { errors: load.errors }) },
    byShape,
  };
}

/** The CPU of each side of a load for each answer, for a progress line. */
function describeCpu({ api, server, client }: CpuPerAnswer): string {
  const ms = (value: number | undefined) =>
    value === undefined ? 'not on this machine' : `${value.toFixed(2)} ms`;
  return `CPU per answer: api ${ms(api)}, PostgreSQL ${ms(server)}, client ${ms(client)}`;
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
    let dataDirectory: string;
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
      const [sizes] = await dataSource.query<[{ tableBytes: string }]>(
        `select pg_relation_size('marketplace_listings') as "tableBytes"`,
      );
      setup.listingsTableMegabytes = Number(sizes.tableBytes) / 2 ** 20;
      [{ onSale }] = await dataSource.query<[{ onSale: number }]>(
        `select count(*)::int as "onSale" from marketplace_listings where status = 'active'`,
      );
      dataDirectory = await dataDirectoryOf(dataSource);
      context.progress(
        `${log.events.toLocaleString('en-US')} events written in ${setup.writeSeconds.toFixed(0)} s; ` +
          `the read model built in ${setup.buildSeconds.toFixed(0)} s: ${onSale.toLocaleString('en-US')} listings on sale ` +
          `(${setup.listingsTableMegabytes.toFixed(0)} MiB)`,
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
      const pid = api.pid ?? 0;
      const cpu = new CpuMeter(pid, dataDirectory);
      await fetch(`${base}/health`);
      const idleRss = await residentMegabytes(pid);
      // The first search after the api starts: no process loads a catalogue (ADR 0046).
      const started = performance.now();
      const first = await fetch(`${base}/api/domains/public-listings?search=zzzz`);
      if (!first.ok) throw new Error(`first search: ${first.status} ${await first.text()}`);
      await first.arrayBuffer();
      setup.firstSearchSeconds = (performance.now() - started) / 1000;
      const loadedRss = await residentMegabytes(pid);
      context.progress(
        `the first search after the start took ${setup.firstSearchSeconds.toFixed(1)} s: ` +
          `api resident memory ${idleRss.toFixed(0)} MiB idle, ${loadedRss.toFixed(0)} MiB after`,
      );
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
      // The counts beside the filters (ADR 0037) the page asks with each answer: the same shapes'
      // search and filters, without page and sort, up to five not asked before each.
      const facetsAlone: Record<string, number> = {};
      for (const shape of mix) {
        const times: number[] = [];
        for (let round = 0; round < 20 && times.length < 5; round += 1) {
          const query = new URLSearchParams(shape.query());
          for (const parameter of ['page', 'limit', 'sort']) query.delete(parameter);
          const path = `/api/domains/public-listings/facets?${query}`;
          if (asked.has(path)) continue;
          asked.add(path);
          const started = performance.now();
          const response = await fetch(`${base}${path}`);
          if (!response.ok)
            throw new Error(`facets of ${shape.name}: ${response.status} ${await response.text()}`);
          await response.arrayBuffer();
          times.push(performance.now() - started);
        }
        // A shape that differs from another only by its page or sort has no counts of its own.
        if (times.length > 0) facetsAlone[shape.name] = percentile(times, 50);
      }
      context.progress(
        `facet counts, one at a time (median, ms): ${Object.entries(facetsAlone)
          .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
          .join(', ')}`,
      );

      /**
       * Two seconds of `next`'s requests to warm up, then `seconds` measured, with the CPU of each
       * side for each answer.
       */
      const phase = async (next: () => HttpRequestSpec) => {
        await httpLoad({ url: base, connections: CONNECTIONS, seconds: 2, next });
        const measured = cpu.start();
        const load = await httpLoad({ url: base, connections: CONNECTIONS, seconds, next });
        return { load, cpu: measured(load.operations) };
      };
      const { load: health, cpu: healthCpu } = await phase(healthRequest);
      const healthRss = await residentMegabytes(pid);
      context.progress(
        `/health: ${describeLoad(health)}; ${describeCpu(healthCpu)}; ` +
          `api resident memory ${healthRss.toFixed(0)} MiB after it`,
      );
      const { load: listed, cpu: listedCpu } = await phase(listingsRequest);
      context.progress(`public-listings: ${describeLoad(listed)}; ${describeCpu(listedCpu)}`);
      const share = ratio(listed.perSecond, health.perSecond);
      // The same without the searches: what the sorts, filters and pages cost on their own.
      const { load: browsing, cpu: browsingCpu } = await phase(browsingRequest);
      context.progress(
        `public-listings without searches: ${describeLoad(browsing)}; ${describeCpu(browsingCpu)}`,
      );
      // The long tail: distinct searches, each asked once, among today's browsing shapes.
      const browsingShapes = mix.filter((shape) => !shape.name.startsWith('search'));
      const browsingWeight = browsingShapes.reduce((sum, shape) => sum + shape.weight, 0);
      const browsingOne = () => {
        let roll = random() * browsingWeight;
        const shape =
          browsingShapes.find((candidate) => (roll -= candidate.weight) < 0) ?? browsingShapes[0];
        return { shape: shape.name, query: shape.query() };
      };
      const longTailMeasured = cpu.start();
      const longTail = await longTailLoad(
        base,
        CONNECTIONS,
        longTailQueries(random, LONG_TAIL_SEARCHES),
        browsingOne,
        random,
      );
      const longTailCpu = longTailMeasured(longTail.requests);
      context.progress(
        `long-tail mix: ${longTail.requests.toLocaleString('en-US')} requests ` +
          `(${longTail.distinctSearches.toLocaleString('en-US')} distinct searches, each once), ` +
          `${Math.round(longTail.perSecond)} req/s, p50 ${longTail.p50Ms.toFixed(1)} ms, ` +
          `p95 ${longTail.p95Ms.toFixed(1)} ms, p99 ${longTail.p99Ms.toFixed(1)} ms` +
          (Object.keys(longTail.failures).length > 0
            ? `, not 2xx: ${JSON.stringify(longTail.failures)}`
            : '') +
          `; ${describeCpu(longTailCpu)}`,
      );
      for (const [shape, figures] of Object.entries(longTail.byShape))
        context.progress(
          `  ${shape}: ${figures.requests} requests, p50 ${figures.p50Ms.toFixed(1)} ms, ` +
            `p95 ${figures.p95Ms.toFixed(1)} ms, p99 ${figures.p99Ms.toFixed(1)} ms`,
        );
      const runRss = await residentMegabytes(pid);
      context.progress(
        `api resident memory: ${idleRss.toFixed(0)} MiB idle, ${loadedRss.toFixed(0)} MiB after the first ` +
          `search, ${runRss.toFixed(0)} MiB after the run`,
      );
      const longTailShare = ratio(longTail.perSecond, health.perSecond);
      const searchShapeP95 = Math.max(
        ...LONG_TAIL_SHAPES.map((shape) => longTail.byShape[shape]?.p95Ms ?? Number.NaN),
      );
      const firstPageP95 = longTail.byShape['first page']?.p95Ms ?? Number.NaN;
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
          {
            bench: 'marketplace',
            label: 'long-tail mix p95',
            value: longTail.p95Ms,
            unit: 'ms',
            target: `< ${LONG_TAIL_P95_TARGET_MS} ms`,
            pass: longTail.p95Ms < LONG_TAIL_P95_TARGET_MS,
          },
          {
            bench: 'marketplace',
            label: 'long-tail: slowest search shape p95',
            value: searchShapeP95,
            unit: 'ms',
            target: `< ${SEARCH_SHAPE_P95_TARGET_MS} ms`,
            pass: searchShapeP95 < SEARCH_SHAPE_P95_TARGET_MS,
          },
          {
            bench: 'marketplace',
            label: 'long-tail: first page p95',
            value: firstPageP95,
            unit: 'ms',
            target: `< ${FIRST_PAGE_P95_TARGET_MS} ms`,
            pass: firstPageP95 < FIRST_PAGE_P95_TARGET_MS,
          },
          {
            bench: 'marketplace',
            label: 'long-tail / /health',
            value: longTailShare * 100,
            unit: '%',
            target: `>= ${SHARE_OF_HEALTH * 100}%`,
            pass: longTailShare >= SHARE_OF_HEALTH,
          },
          {
            bench: 'marketplace',
            label: 'api RSS growth over idle',
            value: runRss - idleRss,
            unit: 'MiB',
            target: `< ${RSS_GROWTH_TARGET_MB} MiB`,
            pass: runRss - idleRss < RSS_GROWTH_TARGET_MB,
          },
          {
            bench: 'marketplace',
            label: 'api RSS growth over the /health phase',
            value: healthRss - loadedRss,
            unit: 'MiB',
          },
          {
            bench: 'marketplace',
            label: '/health: api CPU per answer',
            value: healthCpu.api,
            unit: 'ms',
          },
          {
            bench: 'marketplace',
            label: 'long-tail: api CPU per answer',
            value: longTailCpu.api,
            unit: 'ms',
          },
          {
            bench: 'marketplace',
            label: 'long-tail: PostgreSQL CPU per answer',
            value: longTailCpu.server ?? Number.NaN,
            unit: 'ms',
          },
          {
            bench: 'marketplace',
            label: 'long-tail: client CPU per answer',
            value: longTailCpu.client,
            unit: 'ms',
          },
          {
            bench: 'marketplace',
            label: 'first search: api RSS growth',
            value: loadedRss - idleRss,
            unit: 'MiB',
          },
          {
            bench: 'marketplace',
            label: 'first search after the api starts',
            value: setup.firstSearchSeconds,
            unit: 's',
          },
        ],
        details: {
          setup,
          publicListingsWithoutSearches: browsing,
          connections: CONNECTIONS,
          health,
          publicListings: listed,
          firstAnswerMedianMs: alone,
          firstFacetsMedianMs: facetsAlone,
          longTail,
          residentMegabytes: {
            idle: idleRss,
            afterFirstSearch: loadedRss,
            afterHealth: healthRss,
            afterRun: runRss,
          },
          cpuPerAnswerMs: {
            health: healthCpu,
            publicListings: listedCpu,
            withoutSearches: browsingCpu,
            longTail: longTailCpu,
          },
          mix: mix.map(({ name, weight }) => ({ name, weight })),
        },
      };
    } finally {
      await api.stop();
    }
  },
};
