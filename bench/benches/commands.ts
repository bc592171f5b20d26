import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { INQUIRIES_PER_HOUR } from '../../backend/src/modules/inquiries/model/inquiry-rules';
import { projectionLag } from '../../backend/src/platform/projections/checkpoints';
import { startAppProcess } from '../support/app-process';
import { type Bench, type BenchContext } from '../support/bench';
import { baselineBuild, type Build, currentBuild, migrateWith } from '../support/builds';
import { cpuSnapshot } from '../support/cpu';
import { type Figure } from '../support/figures';
import { describeLoad, httpLoad, type HttpLoadResult, randomClientAddress } from '../support/load';
import { createBenchDatabase, newSigningKey, REPO_ROOT } from '../support/services';
import { percentile, ratio } from '../support/stats';

const run = promisify(execFile);

const CONNECTIONS = 32;
const SELLERS = 32;
const LAG_TARGET_SECONDS = 1;
const LAG_SAMPLE_MS = 100;
const RATE_TARGET = 1.5;
/** A bulk upload as the browser sends it: the file's rows in chunks, one after another. */
const BULK_ROWS = 1_000;
const BULK_CHUNK = 50;
const BULK_TARGET_SECONDS = 5;
/** How long the worker may take to catch up after a phase before its CPU is read anyway. */
const CATCH_UP_MS = 60_000;
/** Creates before the measured phase, so that both builds are measured warm (JIT, pools). */
const WARM_UP_SECONDS = 2;
/** The processor the marketplace's freshness depends on. */
const LAGGING_PROJECTION = 'marketplace.listings';

interface Account {
  id: string;
  token: string;
}

/** CPU per answer of a phase, in ms, for each side. */
interface PhaseCpu {
  api: number;
  worker: number;
  postgres: number;
}

interface Phase {
  load: HttpLoadResult;
  lag: number[];
  cpu: PhaseCpu;
}

interface Bulk {
  /** From the first chunk sent to the last chunk's answer. */
  answeredSeconds: number;
  /** From the last chunk's answer until every row is in the marketplace's read model. */
  onMarketplaceSeconds: number;
  lag: number[];
}

interface Round {
  build: Build;
  round: number;
  create: Phase;
  submit: Phase;
  bulk?: Bulk;
  /** `audit:verify` over the round's writes (the current build's last round). */
  auditVerified?: boolean;
}

async function signUp(base: string, email: string): Promise<Account> {
  const response = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomClientAddress() },
    body: JSON.stringify({ email, password: 'bench passphrase 2026', accepted_terms: true }),
  });
  const body = (await response.json()) as {
    data?: { access_token: string; user: { id: string } };
  };
  if (!response.ok || !body.data) throw new Error(`sign-up: ${response.status}`);
  return { id: body.data.user.id, token: body.data.access_token };
}

/** A database client for the bench's own reads (lag, catch-up, the bulk upload's rows). */
async function connect(url: string, name: string): Promise<Client> {
  const client = new Client({ connectionString: url, application_name: name });
  await client.connect();
  return client;
}

/** Samples the projection's lag (age of its oldest unapplied event) until stopped. */
function sampleLag(url: string): { stop(): Promise<number[]> } {
  const samples: number[] = [];
  let running = true;
  const loop = (async () => {
    const client = await connect(url, 'bench-lag');
    const queryable = {
      query: async <T>(sql: string, parameters?: unknown[]) =>
        (await client.query(sql, parameters)).rows as T,
    };
    while (running) {
      const lag = await projectionLag(queryable, LAGGING_PROJECTION);
      samples.push(lag.secondsBehind);
      await sleep(LAG_SAMPLE_MS);
    }
    await client.end();
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return samples;
    },
  };
}

/** Waits until every processor's checkpoint is at the end of the log (or CATCH_UP_MS passed). */
async function caughtUp(url: string): Promise<void> {
  const client = await connect(url, 'bench-catch-up');
  try {
    const deadline = Date.now() + CATCH_UP_MS;
    while (Date.now() < deadline) {
      const { rows } = await client.query<{ behind: number }>(
        `select count(*)::int as behind from es_checkpoints c
          where exists (select 1 from es_events e
                         where (e.transaction_id, e.global_position) > (c.last_tx, c.last_pos))`,
      );
      if (rows[0].behind === 0) return;
      await sleep(LAG_SAMPLE_MS);
    }
  } finally {
    await client.end();
  }
}

/**
 * A load phase with the projection's lag sampled throughout it, and the CPU of each side per
 * answer: the api's over the load, the worker's and PostgreSQL's until the worker has caught up
 * with the phase's events (its work for those answers ends after them).
 */
async function measuredPhase(
  databaseUrl: string,
  pids: { api?: number; worker?: number },
  dataDirectory: string,
  load: Parameters<typeof httpLoad>[0],
): Promise<Phase> {
  const before = cpuSnapshot(pids, dataDirectory);
  const sampling = sampleLag(databaseUrl);
  const result = await httpLoad(load);
  const loaded = cpuSnapshot(pids, dataDirectory);
  const lag = await sampling.stop();
  await caughtUp(databaseUrl);
  const after = cpuSnapshot(pids, dataDirectory);
  const perAnswer = (from: number | undefined, to: number | undefined) =>
    from === undefined || to === undefined
      ? Number.NaN
      : ((to - from) * 1000) / Math.max(1, result.operations);
  return {
    load: result,
    lag,
    cpu: {
      api: perAnswer(before.api, loaded.api),
      worker: perAnswer(before.worker, after.worker),
      postgres: perAnswer(before.server, after.server),
    },
  };
}

/** Credits (and Liquidation Pro) through the handlers of the build under test. */
async function grant(
  build: Build,
  setup: { databaseUrl: string; redisUrl?: string; queuePrefix: string },
  credits: Array<[string, number]>,
  pro: string[],
): Promise<{ pro: boolean }> {
  const { stdout } = await run(
    process.execPath,
    [join(REPO_ROOT, 'dist', 'bench', 'support', 'version-setup.js'), build.root],
    {
      env: {
        ...process.env,
        BENCH_SETUP: JSON.stringify({ ...setup, signingKey: newSigningKey(), credits, pro }),
      },
    },
  );
  return JSON.parse(stdout) as { pro: boolean };
}

/** 1,000 rows in chunks of 50, one after another, then the wait until all are on the marketplace. */
async function bulkUpload(base: string, databaseUrl: string, seller: Account, tag: string) {
  const sampling = sampleLag(databaseUrl);
  const started = performance.now();
  for (let offset = 0; offset < BULK_ROWS; offset += BULK_CHUNK) {
    const rows = Array.from({ length: BULK_CHUNK }, (_, index) => ({
      domain: `bulk-${tag}-${(offset + index).toString(36)}.com`,
      price: 100 + ((offset + index) % 900),
      registrar: 'Namecheap',
      description: 'A listing uploaded in bulk by the commands bench',
      category: 'Technology',
    }));
    const response = await fetch(`${base}/api/domains/bulk`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${seller.token}`,
        'content-type': 'application/json',
        'x-forwarded-for': randomClientAddress(),
      },
      body: JSON.stringify({ rows, firstRow: offset + 1 }),
    });
    const body = (await response.json()) as { data?: { creditsSpent: number } };
    if (!response.ok || body.data?.creditsSpent !== BULK_CHUNK)
      throw new Error(`bulk upload: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
  }
  const answered = performance.now();
  const client = await connect(databaseUrl, 'bench-bulk');
  try {
    for (;;) {
      const { rows } = await client.query<{ listed: number }>(
        `select count(*)::int as listed from marketplace_listings where seller_id = $1`,
        [seller.id],
      );
      if (rows[0].listed >= BULK_ROWS) break;
      if (performance.now() - answered > CATCH_UP_MS)
        throw new Error(`bulk upload: ${rows[0].listed} of ${BULK_ROWS} rows on the marketplace`);
      await sleep(20);
    }
  } finally {
    await client.end();
  }
  const listed = performance.now();
  return {
    answeredSeconds: (answered - started) / 1000,
    onMarketplaceSeconds: (listed - answered) / 1000,
    lag: await sampling.stop(),
  };
}

/**
 * One round of the load against one build: a fresh database migrated by that build, its api and
 * worker processes, 32 sellers with credits, `POST /api/domains/create` at 32 connections, then
 * `POST /api/inquiries/submit` at 32 connections by enough buyers that none passes 20 inquiries an
 * hour, then (when the build can make a seller Pro from outside) a 1,000-row bulk upload.
 */
async function runRound(
  context: BenchContext,
  build: Build,
  round: number,
  verify: boolean,
): Promise<Round> {
  const { serverUrl, redisUrl } = await context.services();
  const { seconds } = context.settings;
  const tag = `${build.label}${round}`;
  const database = await createBenchDatabase(serverUrl, `commands_${tag}`, (url) =>
    migrateWith(build, url),
  );
  try {
    const url = database.url;
    const dataDirectory = await dataDirectoryOf(url);
    const queuePrefix = `dlm-bench-${process.pid}-${tag}`;
    const env = {
      DATABASE_URL: url,
      REDIS_URL: redisUrl,
      JWT_PRIVATE_KEY: newSigningKey(),
      QUEUE_PREFIX: queuePrefix,
    };
    const api = await startAppProcess('api', env, build.root);
    const worker = await startAppProcess('worker', env, build.root);
    try {
      const base = api.url ?? '';
      const pids = { api: api.pid, worker: worker.pid };
      const runId = `${process.pid.toString(36)}-${tag}`;
      const sellers: Account[] = [];
      for (let index = 0; index < SELLERS; index += 1)
        sellers.push(await signUp(base, `seller-${runId}-${index}@bench.example.com`));
      const bulkSeller = await signUp(base, `bulk-${runId}@bench.example.com`);
      const granted = await grant(
        build,
        { databaseUrl: url, redisUrl, queuePrefix },
        [...sellers, bulkSeller].map((seller) => [seller.id, 10_000]),
        [bulkSeller.id],
      );

      let listed = 0;
      const createLoad = {
        url: base,
        connections: CONNECTIONS,
        next: () => {
          const seller = sellers[listed % sellers.length];
          listed += 1;
          return {
            method: 'POST' as const,
            path: '/api/domains/create',
            headers: {
              authorization: `Bearer ${seller.token}`,
              'x-forwarded-for': randomClientAddress(),
            },
            body: JSON.stringify({
              name: `bench-${runId}-${listed.toString(36)}.com`,
              price: 100 + (listed % 900),
              registrar: 'Namecheap',
              description: 'A listing made by the commands bench',
              category: 'Technology',
            }),
          };
        },
      };
      await httpLoad({ ...createLoad, seconds: WARM_UP_SECONDS });
      await caughtUp(url);
      const create = await measuredPhase(url, pids, dataDirectory, { ...createLoad, seconds });
      context.progress(`${tag} ${build.commit} create: ${describePhase(create)}`);

      const listings = await listingsOnMarketplace(url);
      if (listings.length === 0) throw new Error('No listing reached the marketplace');
      // Enough buyers that none passes the hourly limit at the rate the run reaches.
      const expected = Math.max(200, Math.ceil(create.load.perSecond * seconds * 1.5));
      const buyerCount = Math.ceil(expected / INQUIRIES_PER_HOUR);
      const buyers: Account[] = [];
      for (let index = 0; index < buyerCount; index += 1)
        buyers.push(await signUp(base, `buyer-${runId}-${index}@bench.example.com`));
      let sent = 0;
      const submit = await measuredPhase(url, pids, dataDirectory, {
        url: base,
        connections: CONNECTIONS,
        seconds,
        amount: buyerCount * INQUIRIES_PER_HOUR,
        next: () => {
          const buyer = buyers[sent % buyers.length];
          const listing = listings[sent % listings.length];
          sent += 1;
          return {
            method: 'POST' as const,
            path: '/api/inquiries/submit',
            headers: {
              authorization: `Bearer ${buyer.token}`,
              'x-forwarded-for': randomClientAddress(),
            },
            body: JSON.stringify({
              domainId: listing,
              buyerEmail: `buyer-${sent}@bench.example.com`,
              buyerName: 'Bench Buyer',
              message: 'Is this domain still available? I would like to make an offer.',
              inquiryType: 'offer',
            }),
          };
        },
      });
      context.progress(`${tag} ${build.commit} submit: ${describePhase(submit)}`);

      let bulk: Bulk | undefined;
      if (granted.pro) {
        bulk = await bulkUpload(base, url, bulkSeller, runId);
        context.progress(
          `${tag} ${build.commit} bulk: ${BULK_ROWS} rows answered in ${bulk.answeredSeconds.toFixed(2)} s, ` +
            `all on the marketplace ${bulk.onMarketplaceSeconds.toFixed(2)} s after the last answer`,
        );
      }
      let auditVerified: boolean | undefined;
      if (verify) {
        await caughtUp(url);
        auditVerified = await auditVerify(build, url);
        context.progress(`${tag} audit:verify ${auditVerified ? 'passed' : 'FAILED'}`);
      }
      return { build, round, create, submit, bulk, auditVerified };
    } finally {
      await worker.stop();
      await api.stop();
    }
  } finally {
    await database.drop();
  }
}

async function dataDirectoryOf(url: string): Promise<string> {
  const client = await connect(url, 'bench-setup');
  try {
    const { rows } = await client.query<{ data_directory: string }>(`show data_directory`);
    return rows[0].data_directory;
  } finally {
    await client.end();
  }
}

/** Up to 100 listings on the marketplace, for the inquiries. */
async function listingsOnMarketplace(url: string): Promise<string[]> {
  const client = await connect(url, 'bench-setup');
  try {
    const { rows } = await client.query<{ id: string }>(
      `select id from marketplace_listings order by id limit 100`,
    );
    return rows.map((row) => row.id);
  } finally {
    await client.end();
  }
}

/** `audit:verify` of `build` over the database: every read model replayed and compared. */
async function auditVerify(build: Build, url: string): Promise<boolean> {
  return run(process.execPath, [join(build.root, 'dist', 'src', 'cli', 'audit-verify.js')], {
    env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'silent' },
    maxBuffer: 1 << 24,
  }).then(
    () => true,
    () => false,
  );
}

function describePhase(phase: Phase): string {
  const { api, worker, postgres } = phase.cpu;
  return (
    `${describeLoad(phase.load)}; CPU per answer: api ${api.toFixed(1)} ms, worker ` +
    `${worker.toFixed(1)} ms, PostgreSQL ${postgres.toFixed(1)} ms; lag p99 ${percentile(phase.lag, 99).toFixed(2)} s`
  );
}

function median(values: number[]): number {
  return percentile(values, 50);
}

/** Each build's medians over its rounds, and the current build's ratios to the baseline's. */
function figuresOf(rounds: Round[], builds: Build[]): Figure[] {
  const figures: Figure[] = [];
  const add = (label: string, value: number, unit: string, extra: Partial<Figure> = {}) =>
    figures.push({ bench: 'commands', label, value, unit, ...extra });
  const rates = new Map<string, { create: number; submit: number }>();
  for (const build of builds) {
    const own = rounds.filter((round) => round.build === build);
    const name = `${build.label} ${build.commit}`;
    const create = median(own.map((round) => round.create.load.perSecond));
    const submit = median(own.map((round) => round.submit.load.perSecond));
    rates.set(build.label, { create, submit });
    const lagP99 = percentile(
      own.flatMap((round) => [...round.create.lag, ...round.submit.lag]),
      99,
    );
    add(`${name}: create listing`, create, 'req/s');
    add(`${name}: create listing p95`, median(own.map((round) => round.create.load.p95Ms)), 'ms');
    for (const side of ['api', 'worker', 'postgres'] as const)
      add(
        `${name}: CPU per create listing, ${side}`,
        median(own.map((round) => round.create.cpu[side])),
        'ms',
        { digits: 1 },
      );
    add(`${name}: submit inquiry`, submit, 'req/s');
    add(`${name}: submit inquiry p95`, median(own.map((round) => round.submit.load.p95Ms)), 'ms');
    for (const side of ['api', 'worker', 'postgres'] as const)
      add(
        `${name}: CPU per submit inquiry, ${side}`,
        median(own.map((round) => round.submit.cpu[side])),
        'ms',
        { digits: 1 },
      );
    add(
      `${name}: ${LAGGING_PROJECTION} lag p99`,
      lagP99,
      's',
      build.label === 'current'
        ? { digits: 2, target: `< ${LAG_TARGET_SECONDS} s`, pass: lagP99 < LAG_TARGET_SECONDS }
        : { digits: 2 },
    );
    const bulks = own.flatMap((round) => (round.bulk ? [round.bulk] : []));
    if (bulks.length > 0) {
      const onMarketplace = Math.max(...bulks.map((bulk) => bulk.onMarketplaceSeconds));
      add(
        `${name}: bulk upload of ${BULK_ROWS.toLocaleString('en-US')} rows answered in`,
        median(bulks.map((bulk) => bulk.answeredSeconds)),
        's',
        { digits: 2 },
      );
      add(
        `${name}: bulk upload on the marketplace after its answer`,
        onMarketplace,
        's',
        build.label === 'current'
          ? {
              digits: 2,
              target: `< ${BULK_TARGET_SECONDS} s`,
              pass: onMarketplace < BULK_TARGET_SECONDS,
            }
          : { digits: 2 },
      );
    }
  }
  const current = rates.get('current');
  const baseline = rates.get('baseline');
  if (current && baseline)
    for (const [label, key] of [
      ['create listing', 'create'],
      ['submit inquiry', 'submit'],
    ] as const) {
      const value = ratio(current[key], baseline[key]);
      add(`${label}: current / baseline`, value, 'x', {
        digits: 2,
        target: `>= ${RATE_TARGET}x`,
        pass: value >= RATE_TARGET,
      });
    }
  const verified = rounds.find((round) => round.auditVerified !== undefined);
  if (verified)
    add('audit:verify after the writes', verified.auditVerified ? 1 : 0, '', {
      digits: 0,
      target: 'passes (1)',
      pass: verified.auditVerified,
    });
  return figures;
}

/**
 * The commands' load against this checkout, and with `--baseline <commit>` against that commit's
 * own clone too, in alternated rounds (baseline, current, baseline, current, ...: `BENCH_ROUNDS`
 * each) so that both see the same machine; each build's medians and the ratios are printed.
 */
export const commandsBench: Bench = {
  name: 'commands',
  summary:
    'create-listing, submit-inquiry and a bulk upload under load, with the projection lag and each process CPU; --baseline <commit> side by side',
  async run(context) {
    const current = currentBuild();
    const baseline = context.settings.baseline
      ? baselineBuild(context.settings.baseline, context.progress)
      : undefined;
    const builds = baseline ? [baseline, current] : [current];
    const roundsEach = baseline ? context.settings.rounds : 1;
    const rounds: Round[] = [];
    for (let round = 1; round <= roundsEach; round += 1)
      for (const build of builds)
        rounds.push(
          await runRound(context, build, round, build === current && round === roundsEach),
        );
    return {
      figures: figuresOf(rounds, builds),
      details: {
        connections: CONNECTIONS,
        builds,
        rounds: rounds.map((round) => ({
          build: `${round.build.label} ${round.build.commit}`,
          round: round.round,
          ...Object.fromEntries(
            (['create', 'submit'] as const).map((name) => {
              const { load, lag, cpu } = round[name];
              const { latenciesByLabel: _latencies, ...rest } = load;
              return [
                name,
                {
                  ...rest,
                  cpuPerAnswerMs: cpu,
                  lag: {
                    projection: LAGGING_PROJECTION,
                    sampleEveryMs: LAG_SAMPLE_MS,
                    samples: lag.length,
                    p50: percentile(lag, 50),
                    p99: percentile(lag, 99),
                    max: Math.max(...lag),
                  },
                },
              ];
            }),
          ),
          ...(round.bulk && {
            bulk: {
              rows: BULK_ROWS,
              chunk: BULK_CHUNK,
              answeredSeconds: round.bulk.answeredSeconds,
              onMarketplaceSeconds: round.bulk.onMarketplaceSeconds,
              lagP99: percentile(round.bulk.lag, 99),
            },
          }),
          ...(round.auditVerified !== undefined && { auditVerified: round.auditVerified }),
        })),
      },
    };
  },
};
