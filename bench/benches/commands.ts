import { Client } from 'pg';
import { GrantCreditsHandler } from '../../backend/src/modules/credits';
import { INQUIRIES_PER_HOUR } from '../../backend/src/modules/inquiries/model/inquiry-rules';
import { projectionLag } from '../../backend/src/platform/projections/checkpoints';
import { openAppContext } from '../support/app-context';
import { startAppProcess } from '../support/app-process';
import { type Bench } from '../support/bench';
import { type Figure } from '../support/figures';
import { describeLoad, httpLoad, type HttpLoadResult, randomClientAddress } from '../support/load';
import { newSigningKey } from '../support/services';
import { percentile } from '../support/stats';

const CONNECTIONS = 32;
const SELLERS = 32;
const LAG_TARGET_SECONDS = 1;
const LAG_SAMPLE_MS = 100;
/** The processor the marketplace's freshness depends on. */
const LAGGING_PROJECTION = 'marketplace.listings';

interface Account {
  id: string;
  token: string;
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

/** Samples the projection's lag (age of its oldest unapplied event) until stopped. */
function sampleLag(url: string): { stop(): Promise<number[]> } {
  const client = new Client({ connectionString: url, application_name: 'bench-lag' });
  const samples: number[] = [];
  let running = true;
  const loop = (async () => {
    await client.connect();
    const queryable = {
      query: async <T>(sql: string, parameters?: unknown[]) =>
        (await client.query(sql, parameters)).rows as T,
    };
    while (running) {
      const lag = await projectionLag(queryable, LAGGING_PROJECTION);
      samples.push(lag.secondsBehind);
      await new Promise((resolve) => setTimeout(resolve, LAG_SAMPLE_MS));
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

/** A load phase with the projection's lag sampled throughout it. */
async function loadSamplingLag(
  databaseUrl: string,
  load: Parameters<typeof httpLoad>[0],
): Promise<{ result: HttpLoadResult; lag: number[] }> {
  const sampling = sampleLag(databaseUrl);
  const result = await httpLoad(load);
  return { result, lag: await sampling.stop() };
}

function figuresOf(label: string, result: HttpLoadResult): Figure[] {
  return [
    { bench: 'commands', label: `${label}`, value: result.perSecond, unit: 'req/s' },
    { bench: 'commands', label: `${label} p95`, value: result.p95Ms, unit: 'ms' },
  ];
}

/**
 * `POST /api/domains/create` and `POST /api/inquiries/submit` at 32 connections against the api
 * process, with a worker process running the projections, while the marketplace projection's lag
 * is sampled every 100 ms. Sellers are given credits through the handler `credits:grant` uses;
 * each buyer sends at most the 20 inquiries an hour allows.
 */
export const commandsBench: Bench = {
  name: 'commands',
  summary: 'create-listing and submit-inquiry under load, with the projection lag meanwhile',
  async run(context) {
    const { url } = await context.database();
    const { redisUrl } = await context.services();
    const { seconds } = context.settings;
    const env = {
      DATABASE_URL: url,
      REDIS_URL: redisUrl,
      JWT_PRIVATE_KEY: newSigningKey(),
      QUEUE_PREFIX: `dlm-bench-${process.pid}`,
    };
    const api = await startAppProcess('api', env);
    const worker = await startAppProcess('worker', env);
    try {
      const base = api.url ?? '';
      const run = process.pid.toString(36);
      const sellers: Account[] = [];
      for (let index = 0; index < SELLERS; index += 1)
        sellers.push(await signUp(base, `seller-${run}-${index}@bench.example.com`));
      const app = await openAppContext(url, redisUrl);
      try {
        const grant = app.get(GrantCreditsHandler);
        for (const seller of sellers)
          await grant.execute({
            userId: seller.id,
            amount: 10_000,
            kind: 'purchased',
            source: 'cli',
          });
      } finally {
        await app.close();
      }
      context.progress(`${SELLERS} sellers signed up, 10,000 credits each`);

      let listed = 0;
      const listingIds: Array<{ id: string; sellerId: string }> = [];
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
      const { result: create, lag: listingLag } = await loadSamplingLag(url, {
        url: base,
        connections: CONNECTIONS,
        seconds,
        next: createListing,
      });
      context.progress(`create: ${describeLoad(create)}`);
      const rows = await fetch(`${base}/api/domains/public-listings?limit=100`).then(
        (response) =>
          response.json() as Promise<{
            data: { domains: Array<{ id: string; seller: { id: string } }> };
          }>,
      );
      listingIds.push(
        ...rows.data.domains.map((domain) => ({ id: domain.id, sellerId: domain.seller.id })),
      );
      if (listingIds.length === 0) throw new Error('No listing reached the marketplace');

      // Enough buyers that none passes the hourly limit at the rate the run reaches.
      const expected = Math.max(200, Math.ceil(create.perSecond * seconds * 1.5));
      const buyerCount = Math.ceil(expected / INQUIRIES_PER_HOUR);
      const buyers: Account[] = [];
      for (let index = 0; index < buyerCount; index += 1)
        buyers.push(await signUp(base, `buyer-${run}-${index}@bench.example.com`));
      context.progress(`${buyerCount} buyers signed up`);
      let sent = 0;
      const submitInquiry = () => {
        const buyer = buyers[sent % buyers.length];
        const listing = listingIds[sent % listingIds.length];
        sent += 1;
        return {
          method: 'POST' as const,
          path: '/api/inquiries/submit',
          headers: {
            authorization: `Bearer ${buyer.token}`,
            'x-forwarded-for': randomClientAddress(),
          },
          body: JSON.stringify({
            domainId: listing.id,
            buyerEmail: `buyer-${sent}@bench.example.com`,
            buyerName: 'Bench Buyer',
            message: 'Is this domain still available? I would like to make an offer.',
            inquiryType: 'offer',
          }),
        };
      };
      const { result: submit, lag: inquiryLag } = await loadSamplingLag(url, {
        url: base,
        connections: CONNECTIONS,
        seconds,
        amount: buyerCount * INQUIRIES_PER_HOUR,
        next: submitInquiry,
      });
      context.progress(`submit: ${describeLoad(submit)}`);

      const lag = [...listingLag, ...inquiryLag];
      const lagP99 = percentile(lag, 99);
      return {
        figures: [
          ...figuresOf('create listing', create),
          ...figuresOf('submit inquiry', submit),
          {
            bench: 'commands',
            label: `${LAGGING_PROJECTION} lag p99`,
            value: lagP99,
            unit: 's',
            digits: 2,
            target: `< ${LAG_TARGET_SECONDS} s`,
            pass: lagP99 < LAG_TARGET_SECONDS,
          },
        ],
        details: {
          connections: CONNECTIONS,
          create,
          submit,
          lag: {
            projection: LAGGING_PROJECTION,
            sampleEveryMs: LAG_SAMPLE_MS,
            samples: lag.length,
            p50: percentile(lag, 50),
            p99: lagP99,
            max: Math.max(...lag),
          },
        },
      };
    } finally {
      await worker.stop();
      await api.stop();
    }
  },
};
