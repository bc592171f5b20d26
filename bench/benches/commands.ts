import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';
import { INQUIRIES_PER_HOUR } from '../../backend/src/modules/inquiries/model/inquiry-rules';
import { type Queryable } from '../../backend/src/platform/event-store/event-rows';
import { projectionLag } from '../../backend/src/platform/projections/checkpoints';
import { type AppProcessEnv } from '../support/app-process';
import { type AppTree, baselineTree, currentTree } from '../support/app-tree';
import { type Bench, type BenchContext } from '../support/bench';
import { type CpuPerAnswer, CpuMeter, dataDirectoryOf, describeCpu } from '../support/cpu';
import { type Figure, formatValue } from '../support/figures';
import { describeLoad, httpLoad, type HttpLoadResult, randomClientAddress } from '../support/load';
import { createEmptyDatabase, newSigningKey } from '../support/services';
import { mean, percentile, ratio } from '../support/stats';
import { renderTable } from '../support/table';

const CONNECTIONS = 32;
const SELLERS = 32;
const LAG_TARGET_SECONDS = 1;
const LAG_SAMPLE_MS = 100;
/** The processor the marketplace's freshness depends on. */
const LAGGING_PROJECTION = 'marketplace.listings';
/** The issue's target for both commands' rates: the current tree's over the baseline's. */
const RATE_RATIO_TARGET = 1.5;
/**
 * Rounds of each tree when there is a baseline, in turn (baseline, current, baseline, ...), so
 * that neither has the machine's quieter minutes to itself. Three: with two, one slow round of
 * either moved the ratio of the means by a fifth (seen on 2026-12-01).
 */
const ROUNDS_WITH_BASELINE = 3;
const BULK_ROWS = 1_000;
/** The bulk route's most rows a request. */
const BULK_ROWS_PER_REQUEST = 500;
const BULK_TARGET_SECONDS = 5;
const BULK_POLL_MS = 50;
/** How long a bulk upload or a projection's catching up may take before the bench gives up. */
const WAIT_SECONDS = 120;

type SideName = 'baseline' | 'current';

interface Side {
  name: SideName;
  tree: AppTree;
}

interface Account {
  id: string;
  token: string;
}

/** A load's figures without the time of each answer, and the CPU each answer took. */
type MeasuredLoad = Omit<HttpLoadResult, 'latenciesByLabel'> & { cpuPerAnswerMs: CpuPerAnswer };

interface BulkUpload {
  accepted: number;
  /** The time of each request's answer. */
  answersMs: number[];
  /** From the last answer until every row is on the marketplace. */
  secondsToMarketplace: number;
}

/** One round of one side: what the figures are means of. */
interface Round {
  side: SideName;
  tree: string;
  round: number;
  create: MeasuredLoad;
  submit: MeasuredLoad;
  lag: { samples: number; p50: number; p99: number; max: number };
  bulk: BulkUpload;
  /** `audit:verify` after the round's writes: 1 when it passed, 0 when it did not. */
  audited: number;
}

/** A figure of a round, printed for each side as the mean of its rounds. */
interface Measure {
  label: string;
  unit: string;
  digits?: number;
  of(round: Round): number;
  /** The issue's target, which the current tree is held to. */
  target?: { text: string; holds(value: number): boolean };
}

function cpuMeasures(command: string, of: (round: Round) => MeasuredLoad): Measure[] {
  const cpu = (label: string, part: (cpu: CpuPerAnswer) => number | undefined): Measure => ({
    label: `${command}: ${label} CPU per answer`,
    unit: 'ms',
    digits: 2,
    of: (round) => part(of(round).cpuPerAnswerMs) ?? Number.NaN,
  });
  return [
    cpu('api', (measured) => measured.api),
    cpu('worker', (measured) => measured.worker),
    cpu('PostgreSQL', (measured) => measured.server),
  ];
}

const MEASURES: Measure[] = [
  { label: 'create listing', unit: 'req/s', of: (round) => round.create.perSecond },
  { label: 'create listing p95', unit: 'ms', of: (round) => round.create.p95Ms },
  ...cpuMeasures('create listing', (round) => round.create),
  { label: 'submit inquiry', unit: 'req/s', of: (round) => round.submit.perSecond },
  { label: 'submit inquiry p95', unit: 'ms', of: (round) => round.submit.p95Ms },
  ...cpuMeasures('submit inquiry', (round) => round.submit),
  {
    label: `${LAGGING_PROJECTION} lag p99`,
    unit: 's',
    digits: 2,
    of: (round) => round.lag.p99,
    target: { text: `< ${LAG_TARGET_SECONDS} s`, holds: (value) => value < LAG_TARGET_SECONDS },
  },
  {
    label: `bulk upload of ${BULK_ROWS.toLocaleString('en-US')} rows: on the marketplace after`,
    unit: 's',
    digits: 2,
    of: (round) => round.bulk.secondsToMarketplace,
    target: { text: `< ${BULK_TARGET_SECONDS} s`, holds: (value) => value < BULK_TARGET_SECONDS },
  },
  {
    label: 'audit:verify passed after the writes (share of rounds)',
    unit: '',
    digits: 2,
    of: (round) => round.audited,
    target: { text: '= 1', holds: (value) => value === 1 },
  },
];

/** The ratios current/baseline that are figures of their own. */
const RATIOS: Array<{ label: string; of(round: Round): number; target?: number }> = [
  { label: 'create listing', of: (round) => round.create.perSecond, target: RATE_RATIO_TARGET },
  { label: 'submit inquiry', of: (round) => round.submit.perSecond, target: RATE_RATIO_TARGET },
  { label: 'api CPU per create listing', of: (round) => round.create.cpuPerAnswerMs.api },
];

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

/** A connection of the bench's own to a round's database, for what it reads there. */
async function connect(url: string): Promise<Queryable & { end(): Promise<void> }> {
  const client = new Client({ connectionString: url, application_name: 'bench-commands' });
  await client.connect();
  return {
    query: async <T>(sql: string, parameters?: unknown[]) =>
      (await client.query(sql, parameters)).rows as T,
    end: () => client.end(),
  };
}

/** Samples the projection's lag (age of its oldest unapplied event) until stopped. */
function sampleLag(url: string): { stop(): Promise<number[]> } {
  const samples: number[] = [];
  let running = true;
  const loop = (async () => {
    const connection = await connect(url);
    while (running) {
      const lag = await projectionLag(connection, LAGGING_PROJECTION);
      samples.push(lag.secondsBehind);
      await sleep(LAG_SAMPLE_MS);
    }
    await connection.end();
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return samples;
    },
  };
}

/** A load phase with the projection's lag sampled throughout it and the CPU of each answer. */
async function measuredLoad(
  databaseUrl: string,
  cpu: CpuMeter,
  load: Parameters<typeof httpLoad>[0],
): Promise<{ result: MeasuredLoad; lag: number[] }> {
  const sampling = sampleLag(databaseUrl);
  const measured = cpu.start();
  const { latenciesByLabel: _, ...result } = await httpLoad(load);
  const cpuPerAnswerMs = measured(result.operations);
  return { result: { ...result, cpuPerAnswerMs }, lag: await sampling.stop() };
}

/** Waits until the projection has applied every event stored so far. */
/** Waits until the marketplace's projection (or `every` processor's checkpoint) has the log. */
async function caughtUp(
  connection: Queryable,
  which: typeof LAGGING_PROJECTION | 'every' = LAGGING_PROJECTION,
): Promise<void> {
  const deadline = performance.now() + WAIT_SECONDS * 1000;
  const names =
    which === 'every'
      ? (
          await connection.query<Array<{ processor_id: string }>>(
            `select processor_id from es_checkpoints`,
          )
        ).map((row) => row.processor_id)
      : [which];
  for (const name of names)
    while ((await projectionLag(connection, name)).eventsBehind > 0) {
      if (performance.now() > deadline)
        throw new Error(`${name} did not catch up within ${WAIT_SECONDS} s`);
      await sleep(BULK_POLL_MS);
    }
}

/**
 * A Pro seller's upload of 1,000 rows as two requests of 500 (the route's most), names starting
 * with `prefix`, and the seconds from the last answer until every row is on the marketplace (its
 * read model, asked every 50 ms): how long a seller waits before buyers can find the names.
 */
async function bulkUpload(
  base: string,
  seller: Account,
  prefix: string,
  connection: Queryable,
): Promise<BulkUpload> {
  const answersMs: number[] = [];
  let accepted = 0;
  for (let firstRow = 1; firstRow <= BULK_ROWS; firstRow += BULK_ROWS_PER_REQUEST) {
    const rows = Array.from({ length: BULK_ROWS_PER_REQUEST }, (_, index) => ({
      domain: `${prefix}-${firstRow + index}.com`,
      price: 100 + ((firstRow + index) % 900),
      registrar: 'Namecheap',
    }));
    const started = performance.now();
    const response = await fetch(`${base}/api/domains/bulk`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${seller.token}`,
        'x-forwarded-for': randomClientAddress(),
      },
      body: JSON.stringify({ rows, firstRow }),
    });
    const body = (await response.json()) as {
      data?: { accepted: unknown[]; rejected: Array<{ reasons: string[] }> };
    };
    answersMs.push(performance.now() - started);
    if (!response.ok || !body.data)
      throw new Error(`bulk upload: ${response.status} ${JSON.stringify(body)}`);
    if (body.data.rejected.length > 0)
      throw new Error(`bulk upload: rows rejected: ${body.data.rejected[0].reasons.join('; ')}`);
    accepted += body.data.accepted.length;
  }
  const answered = performance.now();
  const deadline = answered + WAIT_SECONDS * 1000;
  for (;;) {
    const [{ count }] = await connection.query<Array<{ count: number }>>(
      `select count(*)::int as count from marketplace_listings where name like $1`,
      [`${prefix}-%`],
    );
    if (count >= accepted) break;
    if (performance.now() > deadline)
      throw new Error(
        `${count} of the bulk upload's ${accepted} rows on the marketplace after ${WAIT_SECONDS} s`,
      );
    await sleep(BULK_POLL_MS);
  }
  return { accepted, answersMs, secondsToMarketplace: (performance.now() - answered) / 1000 };
}

/**
 * One round of a tree on a database of its own made by the tree's migrations, with its own api,
 * worker and queue prefix: sellers with credits, the create-listing load, buyers and the
 * submit-inquiry load, then a bulk upload once the marketplace has caught up.
 */
async function runRound(context: BenchContext, side: Side, round: number): Promise<Round> {
  const { serverUrl, redisUrl } = await context.services();
  const { seconds } = context.settings;
  const progress = (line: string) =>
    context.progress(`${side.name} ${side.tree.label} #${round}: ${line}`);
  const run = `${process.pid.toString(36)}-${side.name}-${round}`;
  const database = await createEmptyDatabase(
    serverUrl,
    `dlm_bench_${process.pid}_commands_${side.name}_${round}`,
  );
  try {
    await side.tree.migrate(database.url);
    const env: AppProcessEnv = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      JWT_PRIVATE_KEY: newSigningKey(),
      QUEUE_PREFIX: `dlm-bench-${run}`,
    };
    const api = await side.tree.start('api', env);
    const worker = await side.tree.start('worker', env);
    const connection = await connect(database.url);
    try {
      const base = api.url ?? '';
      const cpu = new CpuMeter(api.pid ?? 0, await dataDirectoryOf(connection), worker.pid);
      const sellerEmails = Array.from(
        { length: SELLERS },
        (_, index) => `seller-${run}-${index}@bench.example.com`,
      );
      const bulkEmail = `bulk-seller-${run}@bench.example.com`;
      const sellers: Account[] = [];
      for (const email of sellerEmails) sellers.push(await signUp(base, email));
      const bulkSeller = await signUp(base, bulkEmail);
      await side.tree.prepareAccounts(env, {
        credits: [...sellerEmails, bulkEmail],
        pro: [bulkEmail],
      });
      progress(`${SELLERS} sellers and a Pro seller signed up, 10,000 credits each`);

      let listed = 0;
      const createListing = () => {
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
            name: `bench-${run}-${listed.toString(36)}.com`,
            price: 100 + (listed % 900),
            registrar: 'Namecheap',
            description: 'A listing made by the commands bench',
            category: 'Technology',
          }),
        };
      };
      const { result: create, lag: listingLag } = await measuredLoad(database.url, cpu, {
        url: base,
        connections: CONNECTIONS,
        seconds,
        next: createListing,
      });
      progress(`create: ${describeLoad(create)}; ${describeCpu(create.cpuPerAnswerMs)}`);
      const rows = await fetch(`${base}/api/domains/public-listings?limit=100`).then(
        (response) => response.json() as Promise<{ data: { domains: Array<{ id: string }> } }>,
      );
      const listingIds = rows.data.domains.map((domain) => domain.id);
      if (listingIds.length === 0) throw new Error('No listing reached the marketplace');

      // Enough buyers that none passes the hourly limit at the rate the run reaches.
      const expected = Math.max(200, Math.ceil(create.perSecond * seconds * 1.5));
      const buyerCount = Math.ceil(expected / INQUIRIES_PER_HOUR);
      const buyers: Account[] = [];
      for (let index = 0; index < buyerCount; index += 1)
        buyers.push(await signUp(base, `buyer-${run}-${index}@bench.example.com`));
      progress(`${buyerCount} buyers signed up`);
      let sent = 0;
      const submitInquiry = () => {
        const buyer = buyers[sent % buyers.length];
        const listingId = listingIds[sent % listingIds.length];
        sent += 1;
        return {
          method: 'POST' as const,
          path: '/api/inquiries/submit',
          headers: {
            authorization: `Bearer ${buyer.token}`,
            'x-forwarded-for': randomClientAddress(),
          },
          body: JSON.stringify({
            domainId: listingId,
            buyerEmail: `buyer-${sent}@bench.example.com`,
            buyerName: 'Bench Buyer',
            message: 'Is this domain still available? I would like to make an offer.',
            inquiryType: 'offer',
          }),
        };
      };
      const { result: submit, lag: inquiryLag } = await measuredLoad(database.url, cpu, {
        url: base,
        connections: CONNECTIONS,
        seconds,
        amount: buyerCount * INQUIRIES_PER_HOUR,
        next: submitInquiry,
      });
      progress(`submit: ${describeLoad(submit)}; ${describeCpu(submit.cpuPerAnswerMs)}`);

      // The upload's wait is its own, not the rest of the submit load's backlog.
      await caughtUp(connection);
      const bulk = await bulkUpload(base, bulkSeller, `bulk-${run}`, connection);
      progress(
        `bulk upload of ${bulk.accepted.toLocaleString('en-US')} rows: answered in ` +
          `${bulk.answersMs.map((ms) => `${ms.toFixed(0)} ms`).join(' and ')}, on the marketplace ` +
          `${bulk.secondsToMarketplace.toFixed(2)} s after the last answer`,
      );

      await caughtUp(connection, 'every');
      const audit = await side.tree.auditVerify(env);
      progress(`audit:verify ${audit.passed ? 'passed' : 'FAILED'}: ${audit.report}`);

      const lag = [...listingLag, ...inquiryLag];
      return {
        side: side.name,
        tree: side.tree.label,
        round,
        create,
        submit,
        lag: {
          samples: lag.length,
          p50: percentile(lag, 50),
          p99: percentile(lag, 99),
          max: Math.max(...lag),
        },
        bulk,
        audited: audit.passed ? 1 : 0,
      };
    } finally {
      await connection.end();
      await worker.stop();
      await api.stop();
    }
  } finally {
    await database.drop();
  }
}

function meanOf(rounds: Round[], side: SideName, of: (round: Round) => number): number {
  return mean(rounds.filter((round) => round.side === side).map(of));
}

/**
 * The figures: without a baseline, each measure of the current tree under today's labels; with
 * one, each measure of each side (the mean of its rounds) and the ratios current/baseline.
 */
function figuresOf(sides: Side[], rounds: Round[]): Figure[] {
  const figure = (label: string, value: number, measure: Omit<Measure, 'label' | 'of'>) =>
    ({
      bench: 'commands',
      label,
      value,
      unit: measure.unit,
      digits: measure.digits,
      ...(measure.target && { target: measure.target.text, pass: measure.target.holds(value) }),
    }) satisfies Figure;
  if (sides.length === 1)
    return MEASURES.map((measure) =>
      figure(measure.label, meanOf(rounds, 'current', measure.of), measure),
    );
  return [
    ...sides.flatMap((side) =>
      MEASURES.map((measure) =>
        figure(`${side.name}: ${measure.label}`, meanOf(rounds, side.name, measure.of), {
          ...measure,
          target: side.name === 'current' ? measure.target : undefined,
        }),
      ),
    ),
    ...RATIOS.map(({ label, of, target }) =>
      figure(
        `current/baseline: ${label}`,
        ratio(meanOf(rounds, 'current', of), meanOf(rounds, 'baseline', of)),
        {
          unit: 'x',
          digits: 2,
          ...(target && { target: { text: `>= ${target}x`, holds: (value) => value >= target } }),
        },
      ),
    ),
  ];
}

/** Each measure of each round in the order they ran, each side's mean, and their ratio. */
function sideBySide(sides: Side[], rounds: Round[]): string {
  const value = (number: number, digits?: number) =>
    formatValue({ value: number, unit: '', digits });
  const rows = MEASURES.map((measure) => {
    const means = sides.map((side) => meanOf(rounds, side.name, measure.of));
    return [
      measure.unit ? `${measure.label} (${measure.unit})` : measure.label,
      ...rounds.map((round) => value(measure.of(round), measure.digits)),
      ...means.map((number) => value(number, measure.digits)),
      `${ratio(means[1], means[0]).toFixed(2)}x`,
    ];
  });
  const header = [
    sides.map((side) => `${side.name} ${side.tree.label}`).join(', '),
    ...rounds.map((round) => `${round.side} #${round.round}`),
    ...sides.map((side) => side.name),
    'current/baseline',
  ];
  return renderTable(
    header,
    rows,
    header.map((_, column) => column > 0),
  );
}

/**
 * `POST /api/domains/create` and `POST /api/inquiries/submit` at 32 connections against the api
 * process, with a worker process running the projections, while the marketplace projection's lag
 * is sampled every 100 ms; the CPU per answer of the api, the worker, PostgreSQL and the load's
 * client in each phase; then a 1,000-row bulk upload and the seconds until it is on the
 * marketplace. Sellers are given credits, and the bulk seller Pro, by the tree's own code; each
 * buyer sends at most the 20 inquiries an hour allows. With `--baseline <rev>`, the same rounds run
 * at that commit and at this checkout in turn, three times each after an uncounted round of the
 * baseline, and the ratios are figures.
 */
export const commandsBench: Bench = {
  name: 'commands',
  summary: 'create-listing and submit-inquiry under load, the projection lag, a bulk upload',
  async run(context) {
    const { baseline } = context.settings;
    const sides: Side[] = [
      ...(baseline
        ? [{ name: 'baseline' as const, tree: await baselineTree(baseline, context.progress) }]
        : []),
      { name: 'current', tree: await currentTree() },
    ];
    const roundCount = baseline ? ROUNDS_WITH_BASELINE : 1;
    // The machine's first minutes of load are slow (on a fresh VM on 2026-12-02 the first round
    // created a third fewer listings than the next two of the same tree): with a baseline, a first
    // round of it warms the machine and is not counted, or the baseline would always take that loss.
    if (baseline) await runRound(context, sides[0], 0);
    const rounds: Round[] = [];
    for (let round = 1; round <= roundCount; round += 1)
      for (const side of sides) rounds.push(await runRound(context, side, round));
    if (baseline)
      for (const line of sideBySide(sides, rounds).trimEnd().split('\n')) context.progress(line);
    return {
      figures: figuresOf(sides, rounds),
      details: {
        connections: CONNECTIONS,
        trees: Object.fromEntries(
          sides.map((side) => [side.name, { label: side.tree.label, root: side.tree.root }]),
        ),
        lag: { projection: LAGGING_PROJECTION, sampleEveryMs: LAG_SAMPLE_MS },
        rounds,
      },
    };
  },
};
