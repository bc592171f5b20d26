import { randomBytes } from 'node:crypto';
import { type INestApplicationContext } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import { type DataSource } from 'typeorm';
import { CATEGORIES, REGISTRARS } from '../../backend/src/modules/listings';
import { MARKETPLACE_SORTS } from '../../backend/src/modules/marketplace/model/marketplace-search';
import { EventStore } from '../../backend/src/platform/event-store/event-store';
import { ProjectionRegistry } from '../../backend/src/platform/projections/projection-registry';
import { rebuildProjection } from '../../backend/src/platform/projections/rebuild';
import { openAppContext } from '../support/app-context';
import { type AppProcess, startAppProcess } from '../support/app-process';
import { CpuMeter, dataDirectoryOf, describeCpu } from '../support/cpu';
import { type Bench } from '../support/bench';
import { type Figure } from '../support/figures';
import { generateLog, popularWord, seededRandom, WORDS } from '../support/generator';
import {
  type AnsweredLoad,
  askedInTurn,
  describeLoad,
  httpLoad,
  type HttpRequestSpec,
  openLoad,
  randomClientAddress,
} from '../support/load';
import { scaled } from '../support/scale';
import { newSigningKey } from '../support/services';
import { percentile } from '../support/stats';

/** Issue 49's targets: what one buyer feels, what a steady load feels, what a process holds. */
const ONE_BUYER_SEARCHES = 2_000;
const ONE_BUYER_P50_TARGET_MS = 10;
const ONE_BUYER_P95_TARGET_MS = 25;
const OPEN_LOOP_RATE = 100;
const OPEN_LOOP_P95_TARGET_MS = 50;
const OPEN_LOOP_P99_TARGET_MS = 150;
const EVENT_LOOP_P99_TARGET_MS = 20;
const HEAP_DIFFERENCE_TARGET_MB = 25;
/** The first search after a start or a rebuild, as a multiple of one buyer's p95. */
const FIRST_SEARCH_TARGET = 2;
/** The capacity: the open-loop rate at which the p95 passes this. */
const CAPACITY_P95_MS = 100;
const CAPACITY_RATES = [25, 50, 100, 150, 200, 300, 400, 600, 800];
/** The closed-loop mix, a capacity figure. */
const CONNECTIONS = 32;
/** Requests without a search one buyer asks in turn, and searches whose counts they ask. */
const ONE_BUYER_BROWSING = 300;
const ONE_BUYER_FACETS = 300;
const WARM_UP_SEARCHES = 300;
const PUBLIC_LISTINGS = '/api/domains/public-listings';

/** A buyer's request of the marketplace without a search: its name, its share of the mix. */
interface Shape {
  name: string;
  weight: number;
  query: () => string;
}

const BANDS = [
  [0, 100],
  [100, 250],
  [250, 500],
  [500, 1000],
];

function browsingShapes(random: () => number): Shape[] {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
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
        const [min, max] = pick(BANDS);
        return `min_price=${min}&max_price=${max}&sort=${pick(MARKETPLACE_SORTS)}`;
      },
    },
    {
      name: 'extension + registrar',
      weight: 5,
      query: () =>
        `extension=${pick(['.io', '.net', '.ai', '.co'])}&registrar=${encodeURIComponent(pick(REGISTRARS))}`,
    },
    {
      // As deep as pages go: the first 10,000 results (ADR 0046).
      name: 'deep page',
      weight: 10,
      query: () => `page=${pick([20, 50, 100, 200])}&sort=${pick(MARKETPLACE_SORTS)}`,
    },
  ];
}

/** The shapes of what buyers type, from the words the catalogue's names are made of. */
const SEARCH_SHAPES = [
  'whole word',
  'prefix',
  'joined words',
  'one-typo word',
  'piece',
  'two words',
] as const;
type SearchShape = (typeof SEARCH_SHAPES)[number];

/**
 * An endless supply of distinct searches (the marketplace's query strings), the shapes in turn,
 * half with a filter (category, price band, extension or registrar) and half with a sort, their
 * words as popular as in the catalogue's names (`popularWord`). No query string comes twice, so
 * that every measured search is asked once.
 */
function distinctSearches(random: () => number): () => { shape: SearchShape; query: string } {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const longer = (length: number) => {
    for (;;) {
      const word = popularWord(random);
      if (word.length >= length) return word;
    }
  };
  const searchOf: Record<SearchShape, () => string> = {
    'whole word': () => popularWord(random),
    prefix: () => {
      const word = longer(4);
      return word.slice(0, 3 + Math.floor(random() * (word.length - 3)));
    },
    'joined words': () => `${popularWord(random)}${popularWord(random)}`,
    'one-typo word': () => {
      const word = longer(5);
      const at = 1 + Math.floor(random() * (word.length - 1));
      const letter = pick([...letters].filter((candidate) => candidate !== word[at]));
      return `${word.slice(0, at)}${letter}${word.slice(at + 1)}`;
    },
    // Three to five letters from inside a word (`arlie` of `charlie`), not its start.
    piece: () => {
      const word = longer(6);
      const start = 1 + Math.floor(random() * (word.length - 4));
      const length = Math.min(3 + Math.floor(random() * 3), word.length - start);
      return word.slice(start, start + length);
    },
    'two words': () => `${popularWord(random)} ${popularWord(random)}`,
  };
  const filterOf = () =>
    pick([
      () => `category=${encodeURIComponent(pick(CATEGORIES))}`,
      () => {
        const [min, max] = pick(BANDS);
        return `min_price=${min}&max_price=${max}`;
      },
      () => `extension=${pick(['.io', '.net', '.ai', '.co'])}`,
      () => `registrar=${encodeURIComponent(pick(REGISTRARS))}`,
    ])();
  const seen = new Set<string>();
  let turn = 0;
  return () => {
    const shape = SEARCH_SHAPES[turn % SEARCH_SHAPES.length];
    turn += 1;
    for (;;) {
      const parts = [`search=${encodeURIComponent(searchOf[shape]())}`];
      if (random() < 0.5) parts.push(filterOf());
      if (random() < 0.5) parts.push(`sort=${pick(MARKETPLACE_SORTS)}`);
      const query = parts.join('&');
      if (seen.has(query)) continue;
      seen.add(query);
      return { shape, query };
    }
  };
}

/** A request of the public listings from a buyer of their own address, asking for gzip. */
function listingsRequest(query: string, label?: string, path = PUBLIC_LISTINGS): HttpRequestSpec {
  return {
    path: `${path}${query ? `?${query}` : ''}`,
    headers: { 'x-forwarded-for': randomClientAddress(), 'accept-encoding': 'gzip, deflate' },
    label,
  };
}

/** An answered load as a progress line. */
function describeAnswers(load: AnsweredLoad): string {
  const failed =
    Object.keys(load.failures).length > 0 ? `, failed: ${JSON.stringify(load.failures)}` : '';
  return (
    `${load.requests.toLocaleString('en-US')} requests, ${load.perSecond.toFixed(0)} a second, ` +
    `p50 ${load.p50Ms.toFixed(1)} ms, p95 ${load.p95Ms.toFixed(1)} ms, p99 ${load.p99Ms.toFixed(1)} ms${failed}`
  );
}

/** The percentiles of each label of a load. */
function byLabel(load: AnsweredLoad) {
  return Object.fromEntries(
    [...load.latenciesByLabel].map(([label, took]) => [
      label,
      {
        requests: took.length,
        p50Ms: percentile(took, 50),
        p95Ms: percentile(took, 95),
        p99Ms: percentile(took, 99),
      },
    ]),
  );
}

/** A load's figures without the latencies of every answer, for the results file. */
function summary({ latenciesByLabel, ...load }: AnsweredLoad) {
  return { ...load, byLabel: byLabel({ latenciesByLabel, ...load }) };
}

/** The time of one request not asked before, answered in full, in ms. */
async function timeOne(base: string, query: string): Promise<number> {
  const load = await askedInTurn(base, [listingsRequest(query)]);
  if (Object.keys(load.failures).length > 0)
    throw new Error(`${query}: ${JSON.stringify(load.failures)}`);
  return load.p50Ms;
}

/**
 * Rebuilds the marketplace's read model (its search tables with it) from the log, as
 * `npm run projections:rebuild -- marketplace.listings` does, and analyzes it: the seconds it took.
 */
async function rebuildMarketplace(app: INestApplicationContext): Promise<number> {
  const started = performance.now();
  const registered = app.get(ProjectionRegistry).get('marketplace.listings');
  if (!registered) throw new Error('marketplace.listings is not registered');
  const dataSource = app.get<DataSource>(getDataSourceToken());
  await rebuildProjection(dataSource, registered.projection, {
    mode: 'async',
    upcasters: app.get(EventStore).upcasters,
  });
  await dataSource.query('vacuum analyze marketplace_listings, marketplace_name_words');
  return (performance.now() - started) / 1000;
}

/** The api's event-loop delay p99 since its metrics were last read (prom-client resets it). */
async function eventLoopDelayP99Ms(base: string, token: string): Promise<number> {
  const response = await fetch(`${base}/metrics`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const text = await response.text();
  const value = /^nodejs_eventloop_lag_p99_seconds (\S+)$/m.exec(text)?.[1];
  if (value === undefined) throw new Error(`no event-loop delay in /metrics (${response.status})`);
  return Number(value) * 1000;
}

/**
 * 1,050,000 listings from a vocabulary of about 7,500 words, written as events and built into the
 * real read model (its search tables with it) by its projection, then what issue 49 asks of search
 * in the database: one buyer's 2,000 distinct searches one after another, an open-loop load of 100
 * distinct searches a second and the api's event-loop delay under it, the rate at which the p95
 * passes 100 ms, the api's heap at 21,000 and at 1,050,000 listings, the first search after the
 * api starts and after a rebuild, the search tables' size, and the 32-connection mix of today as a
 * capacity figure. Every search is asked once.
 */
export const marketplaceBench: Bench = {
  name: 'marketplace',
  summary: 'search and browse 1,050,000 listings: one buyer, an open-loop load, heap, first search',
  async run(context) {
    const { url } = await context.database();
    const { redisUrl } = await context.services();
    const { seconds } = context.settings;
    const listings = scaled(context.settings, 1_050_000, 2_000);
    const fewListings = scaled(context.settings, 21_000, 400);
    const openLoopSeconds = 6 * seconds;
    const metricsToken = randomBytes(24).toString('hex');
    const random = seededRandom(7);
    const nextSearch = distinctSearches(random);
    const browsing = browsingShapes(random);
    const browsingWeight = browsing.reduce((sum, shape) => sum + shape.weight, 0);
    const nextBrowsing = () => {
      let roll = random() * browsingWeight;
      const shape = browsing.find((candidate) => (roll -= candidate.weight) < 0) ?? browsing[0];
      return { shape: shape.name, query: shape.query() };
    };
    const searches = (count: number) =>
      Array.from({ length: count }, () => {
        const { shape, query } = nextSearch();
        return listingsRequest(query, shape);
      });
    const startApi = () =>
      startAppProcess(
        'api',
        {
          DATABASE_URL: url,
          REDIS_URL: redisUrl,
          JWT_PRIVATE_KEY: newSigningKey(),
          QUEUE_PREFIX: `dlm-bench-${process.pid}`,
          METRICS_TOKEN: metricsToken,
        },
        { heapProbe: true },
      );
    /** The api's heap after a forced GC, once it has answered searches of every shape. */
    const heapAfterSearches = async (api: AppProcess) => {
      await askedInTurn(api.url ?? '', searches(WARM_UP_SEARCHES));
      return api.heapMegabytesAfterGc();
    };

    const app = await openAppContext(url, redisUrl);
    const setup: Record<string, number> = {};
    let onSale: number;
    let dataDirectory: string;
    let fewHeap = Number.NaN;
    const dataSource = app.get<DataSource>(getDataSourceToken());
    try {
      context.progress(`writing ${listings.toLocaleString('en-US')} listings as events`);
      const started = performance.now();
      const log = await generateLog(new EventStore(dataSource), {
        events: listings * 2,
        listings,
        mix: 'catalogue',
        days: 29,
        now: new Date(),
        // The heap of an api over a small catalogue, to compare with the whole one's.
        pause: {
          atListings: fewListings,
          run: async () => {
            await rebuildMarketplace(app);
            const api = await startApi();
            try {
              fewHeap = await heapAfterSearches(api);
            } finally {
              await api.stop();
            }
            context.progress(
              `at ${fewListings.toLocaleString('en-US')} listings, the api's heap after a GC: ${fewHeap.toFixed(1)} MiB`,
            );
          },
        },
      });
      setup.writeSeconds = (performance.now() - started) / 1000;
      setup.events = log.events;
      setup.buildSeconds = await rebuildMarketplace(app);
      const [sizes] = await dataSource.query<
        [{ listingsBytes: string; searchBytes: string; onSale: number }]
      >(
        `select pg_total_relation_size('marketplace_listings')
                  - pg_relation_size('marketplace_listings_label_pieces') as "listingsBytes",
                pg_total_relation_size('marketplace_name_words')
                  + pg_total_relation_size('marketplace_words')
                  + pg_relation_size('marketplace_listings_label_pieces') as "searchBytes",
                (select count(*)::int from marketplace_listings where status = 'active') as "onSale"`,
      );
      onSale = sizes.onSale;
      setup.listingsBytesPerListing = Number(sizes.listingsBytes) / onSale;
      setup.searchBytesPerListing = Number(sizes.searchBytes) / onSale;
      dataDirectory = await dataDirectoryOf(dataSource);
      context.progress(
        `${log.events.toLocaleString('en-US')} events written in ${setup.writeSeconds.toFixed(0)} s; ` +
          `the read model built in ${setup.buildSeconds.toFixed(0)} s: ${onSale.toLocaleString('en-US')} listings on sale; ` +
          `per listing on disk, ${setup.listingsBytesPerListing.toFixed(0)} bytes of listing, ` +
          `${setup.searchBytesPerListing.toFixed(0)} bytes of search tables`,
      );
    } finally {
      await app.close();
    }

    const api = await startApi();
    try {
      const base = api.url ?? '';
      const pid = api.pid ?? 0;
      const cpu = new CpuMeter(pid, dataDirectory);
      const firstAfterStartMs = await timeOne(base, nextSearch().query);

      const oneBuyer = await askedInTurn(base, searches(ONE_BUYER_SEARCHES));
      context.progress(`one buyer, distinct searches in turn: ${describeAnswers(oneBuyer)}`);
      for (const [shape, figures] of Object.entries(byLabel(oneBuyer)))
        context.progress(
          `  ${shape}: p50 ${figures.p50Ms.toFixed(1)} ms, p95 ${figures.p95Ms.toFixed(1)} ms`,
        );
      const oneBuyerBrowsing = await askedInTurn(
        base,
        Array.from({ length: ONE_BUYER_BROWSING }, () => {
          const { shape, query } = nextBrowsing();
          return listingsRequest(query, shape);
        }),
      );
      context.progress(`one buyer, browsing in turn: ${describeAnswers(oneBuyerBrowsing)}`);
      // The counts beside the filters the page asks with each search (ADR 0037).
      const oneBuyerFacets = await askedInTurn(
        base,
        Array.from({ length: ONE_BUYER_FACETS }, () => {
          const query = new URLSearchParams(nextSearch().query);
          query.delete('sort');
          return listingsRequest(query.toString(), 'facets', `${PUBLIC_LISTINGS}/facets`);
        }),
      );
      context.progress(`one buyer, facet counts in turn: ${describeAnswers(oneBuyerFacets)}`);

      await eventLoopDelayP99Ms(base, metricsToken);
      const measured = cpu.start();
      const open = await openLoad({
        url: base,
        rate: OPEN_LOOP_RATE,
        seconds: openLoopSeconds,
        next: () => {
          const { shape, query } = nextSearch();
          return listingsRequest(query, shape);
        },
      });
      const openCpu = measured(open.requests);
      const eventLoopP99 = await eventLoopDelayP99Ms(base, metricsToken);
      context.progress(
        `open loop, ${OPEN_LOOP_RATE} distinct searches a second for ${openLoopSeconds} s: ` +
          `${describeAnswers(open)}; event-loop delay p99 ${eventLoopP99.toFixed(1)} ms; ${describeCpu(openCpu)}`,
      );

      const steps: Array<{ rate: number; p95Ms: number; p99Ms: number; failures: number }> = [];
      for (const rate of CAPACITY_RATES) {
        const step = await openLoad({
          url: base,
          rate,
          seconds,
          next: () => {
            const { shape, query } = nextSearch();
            return listingsRequest(query, shape);
          },
        });
        const failures = Object.values(step.failures).reduce((sum, count) => sum + count, 0);
        steps.push({ rate, p95Ms: step.p95Ms, p99Ms: step.p99Ms, failures });
        context.progress(`  open loop at ${rate} a second: ${describeAnswers(step)}`);
        if (step.p95Ms > CAPACITY_P95_MS || failures > 0) break;
      }
      const capacity =
        steps.filter((step) => step.p95Ms <= CAPACITY_P95_MS && step.failures === 0).at(-1)?.rate ??
        0;

      // Today's mix at 32 connections, searches among browsing: a capacity figure.
      const mixRequest = () => {
        const { shape, query } = random() < 0.3 ? nextSearch() : nextBrowsing();
        return listingsRequest(query, shape);
      };
      await httpLoad({ url: base, connections: CONNECTIONS, seconds: 2, next: mixRequest });
      const mixMeasured = cpu.start();
      const mix = await httpLoad({
        url: base,
        connections: CONNECTIONS,
        seconds,
        next: mixRequest,
      });
      const mixCpu = mixMeasured(mix.operations);
      context.progress(
        `${CONNECTIONS}-connection mix (30% searches): ${describeLoad(mix)}; ${describeCpu(mixCpu)}`,
      );
      const health = await httpLoad({
        url: base,
        connections: CONNECTIONS,
        seconds,
        next: () => ({ path: '/health', headers: { 'x-forwarded-for': randomClientAddress() } }),
      });
      context.progress(`/health at ${CONNECTIONS} connections: ${describeLoad(health)}`);

      const manyHeap = await heapAfterSearches(api);
      context.progress(
        `the api's heap after a GC: ${fewHeap.toFixed(1)} MiB at ${fewListings.toLocaleString('en-US')} listings, ` +
          `${manyHeap.toFixed(1)} MiB at ${listings.toLocaleString('en-US')}`,
      );

      // A rebuild as `npm run projections:rebuild` runs it, beside the running api.
      const rebuilder = await openAppContext(url, redisUrl);
      try {
        setup.rebuildSeconds = await rebuildMarketplace(rebuilder);
      } finally {
        await rebuilder.close();
      }
      const firstAfterRebuildMs = await timeOne(base, nextSearch().query);
      context.progress(
        `the first search after the api started: ${firstAfterStartMs.toFixed(1)} ms; after a ` +
          `rebuild of the marketplace (${setup.rebuildSeconds.toFixed(0)} s): ${firstAfterRebuildMs.toFixed(1)} ms`,
      );

      const firstTarget = FIRST_SEARCH_TARGET * oneBuyer.p95Ms;
      const figure = (label: string, value: number, unit: string, target?: [string, boolean]) =>
        ({
          bench: 'marketplace',
          label,
          value,
          unit,
          ...(target && { target: target[0], pass: target[1] }),
        }) satisfies Figure;
      return {
        figures: [
          figure('listings on sale', onSale, ''),
          figure('vocabulary of the names', WORDS.length, 'words'),
          figure('one buyer: search p50', oneBuyer.p50Ms, 'ms', [
            `<= ${ONE_BUYER_P50_TARGET_MS} ms`,
            oneBuyer.p50Ms <= ONE_BUYER_P50_TARGET_MS,
          ]),
          figure('one buyer: search p95', oneBuyer.p95Ms, 'ms', [
            `<= ${ONE_BUYER_P95_TARGET_MS} ms`,
            oneBuyer.p95Ms <= ONE_BUYER_P95_TARGET_MS,
          ]),
          figure('one buyer: browsing p95', oneBuyerBrowsing.p95Ms, 'ms'),
          figure('one buyer: facet counts p95', oneBuyerFacets.p95Ms, 'ms'),
          figure(`open loop ${OPEN_LOOP_RATE}/s: p95`, open.p95Ms, 'ms', [
            `<= ${OPEN_LOOP_P95_TARGET_MS} ms`,
            open.p95Ms <= OPEN_LOOP_P95_TARGET_MS,
          ]),
          figure(`open loop ${OPEN_LOOP_RATE}/s: p99`, open.p99Ms, 'ms', [
            `<= ${OPEN_LOOP_P99_TARGET_MS} ms`,
            open.p99Ms <= OPEN_LOOP_P99_TARGET_MS,
          ]),
          figure(`open loop ${OPEN_LOOP_RATE}/s: api event-loop delay p99`, eventLoopP99, 'ms', [
            `<= ${EVENT_LOOP_P99_TARGET_MS} ms`,
            eventLoopP99 <= EVENT_LOOP_P99_TARGET_MS,
          ]),
          figure(`open loop ${OPEN_LOOP_RATE}/s: api CPU per search`, openCpu.api, 'ms'),
          figure(
            `open loop ${OPEN_LOOP_RATE}/s: PostgreSQL CPU per search`,
            openCpu.server ?? Number.NaN,
            'ms',
          ),
          figure(`capacity: searches a second with p95 <= ${CAPACITY_P95_MS} ms`, capacity, '/s'),
          figure(`${CONNECTIONS}-connection mix`, mix.perSecond, 'req/s'),
          figure(`${CONNECTIONS}-connection mix p95`, mix.p95Ms, 'ms'),
          figure(`/health at ${CONNECTIONS} connections`, health.perSecond, 'req/s'),
          figure(
            `api heap after GC, ${fewListings.toLocaleString('en-US')} listings`,
            fewHeap,
            'MiB',
          ),
          figure(
            `api heap after GC, ${listings.toLocaleString('en-US')} listings`,
            manyHeap,
            'MiB',
          ),
          figure('api heap difference', manyHeap - fewHeap, 'MiB', [
            `<= ${HEAP_DIFFERENCE_TARGET_MB} MiB`,
            Math.abs(manyHeap - fewHeap) <= HEAP_DIFFERENCE_TARGET_MB,
          ]),
          figure('first search after the api starts', firstAfterStartMs, 'ms', [
            `<= ${FIRST_SEARCH_TARGET}x one buyer's p95`,
            firstAfterStartMs <= firstTarget,
          ]),
          figure('first search after a marketplace rebuild', firstAfterRebuildMs, 'ms', [
            `<= ${FIRST_SEARCH_TARGET}x one buyer's p95`,
            firstAfterRebuildMs <= firstTarget,
          ]),
          figure('search tables on disk per listing', setup.searchBytesPerListing, 'bytes'),
          figure('listing table on disk per listing', setup.listingsBytesPerListing, 'bytes'),
        ],
        details: {
          setup,
          oneBuyer: summary(oneBuyer),
          oneBuyerBrowsing: summary(oneBuyerBrowsing),
          oneBuyerFacets: summary(oneBuyerFacets),
          openLoop: { ...summary(open), rate: OPEN_LOOP_RATE, eventLoopDelayP99Ms: eventLoopP99 },
          capacitySteps: steps,
          mix: { ...mix, latenciesByLabel: undefined },
          health: { ...health, latenciesByLabel: undefined },
          heapMegabytes: { [fewListings]: fewHeap, [listings]: manyHeap },
          cpuPerAnswerMs: { openLoop: openCpu, mix: mixCpu },
        },
      };
    } finally {
      await api.stop();
    }
  },
};
