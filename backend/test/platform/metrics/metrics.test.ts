import { randomUUID } from 'node:crypto';
import { type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from '../../../src/platform/config/app-config';
import { EventStore } from '../../../src/platform/event-store/event-store';
import { MAIL_QUEUE } from '../../../src/platform/mail/mail-jobs';
import { ProjectionRegistry } from '../../../src/platform/projections/projection-registry';
import { JobQueues } from '../../../src/platform/queue/job-queues';
import { JobRegistry } from '../../../src/platform/queue/job-registry';
import { RedisConnection } from '../../../src/platform/redis/redis.connection';
import { WorkerModule } from '../../../src/worker.module';
import { deleteQueues, waitForReactors } from '../../support/jobs';
import { grantCredits, listDomain } from '../../modules/listings/listing-support';
import { freePort } from '../../support/processes';
import { createTestApp, productionEnv, signUpUser, type TestApp } from '../../support/test-app';
import { createTestDatabase, type TestDatabase, testRedisUrl } from '../../support/test-database';
import { waitFor } from '../../support/wait-for';
import { waitForProjections } from '../../support/wait-for-projections';

const TOKEN = 'scrape-token-0123456789abcdef';

/** The value of one sample of `name` whose labels include all of `labels`; undefined when absent. */
function sample(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const line = text
    .split('\n')
    .find(
      (candidate) =>
        (candidate.startsWith(`${name}{`) || candidate.startsWith(`${name} `)) &&
        Object.entries(labels).every(([key, value]) => candidate.includes(`${key}="${value}"`)),
    );
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

const scrape = async (t: TestApp, token?: string) => {
  const call = t.http.get('/metrics');
  const response = await (token ? call.set('Authorization', `Bearer ${token}`) : call);
  return response;
};

/** The names of every asynchronous projection and reactor: what the lag gauges must cover. */
const laggingNames = (t: TestApp) => [
  ...t.app
    .get(ProjectionRegistry)
    .asyncProjections()
    .map((projection) => projection.name),
  ...t.app
    .get(JobRegistry)
    .reactors()
    .map((reactor) => `reactor.${reactor.name}`),
];

describe('GET /metrics in a process that runs the workers (no METRICS_TOKEN, not production)', () => {
  let t: TestApp;
  let listingId: string;

  beforeAll(async () => {
    t = await createTestApp({ runProcessors: true });
    const seller = await signUpUser(t.http);
    await grantCredits(t.app, seller.userId, 1);
    const listed = await listDomain(t.http, seller.accessToken).expect(201);
    listingId = listed.body.data.id as string;
    await t.http
      .get(`/api/domains/detail/${listingId}`)
      .set('Authorization', `Bearer ${seller.accessToken}`)
      .expect(200);
    await t.http.get(`/api/no-such-route/${randomUUID()}`).expect(404);
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers Prometheus text to a scraper without a session', async () => {
    const response = await scrape(t);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(response.text).toContain('# TYPE process_cpu_seconds_total counter');
  });

  it('times requests by route template and status, never by raw URL', async () => {
    const { text } = await scrape(t);
    const count = (labels: Record<string, string>) =>
      sample(text, 'http_request_duration_seconds_count', labels);
    expect(count({ method: 'GET', route: '/api/domains/detail/:id', status_code: '200' })).toBe(1);
    expect(count({ method: 'POST', route: '/api/domains/create', status_code: '201' })).toBe(1);
    expect(count({ method: 'GET', route: 'unmatched', status_code: '404' })).toBe(1);
    expect(
      sample(text, 'http_request_duration_seconds_bucket', {
        route: '/api/domains/detail/:id',
        le: '10',
      }),
    ).toBe(1);
    expect(text).not.toContain(listingId);
    expect(text).not.toContain('no-such-route');
  });

  it('counts the events appended, by stream type', async () => {
    const before = sample((await scrape(t)).text, 'events_appended_total', {
      stream_type: 'metricsprobe',
    });
    expect(before).toBeUndefined();
    await t.app.get(EventStore).append(`metricsprobe-${randomUUID()}`, 'no_stream', [
      { type: 'test.Probed', data: {} },
      { type: 'test.Probed', data: {} },
    ]);
    const { text } = await scrape(t);
    expect(sample(text, 'events_appended_total', { stream_type: 'metricsprobe' })).toBe(2);
    expect(sample(text, 'events_appended_total', { stream_type: 'listing' })).toBe(1);
  });

  it('reports the lag of every asynchronous projection and reactor, none behind once caught up', async () => {
    await waitForProjections(t.app);
    await waitForReactors(t.app);
    const { text } = await scrape(t);
    const names = laggingNames(t);
    expect(names.length).toBeGreaterThan(0);
    for (const projection of names) {
      expect([projection, sample(text, 'projection_lag_events', { projection })]).toEqual([
        projection,
        0,
      ]);
      expect(sample(text, 'projection_lag_seconds', { projection })).toBe(0);
    }
  });

  it('counts the jobs of each queue by state, and the failures of this process', async () => {
    const failuresBefore = sample((await scrape(t)).text, 'queue_jobs_failed_total', {
      queue: MAIL_QUEUE,
    });
    expect(failuresBefore).toBeUndefined();
    const job = await t.app
      .get(JobQueues)
      .queue(MAIL_QUEUE)
      .add('no-such-job', {}, { attempts: 1 });
    await waitFor(async () => (await job.getState()) === 'failed', 'the job to fail');

    await waitFor(
      async () =>
        sample((await scrape(t)).text, 'queue_jobs_failed_total', { queue: MAIL_QUEUE }) === 1,
      'the failure to be counted',
    );
    const { text } = await scrape(t);
    expect(sample(text, 'queue_jobs', { queue: MAIL_QUEUE, state: 'failed' })).toBe(1);
    for (const queue of t.app.get(JobRegistry).queues()) {
      for (const state of ['waiting', 'active', 'delayed', 'failed']) {
        expect(sample(text, 'queue_jobs', { queue, state })).toEqual(expect.any(Number));
      }
    }
  });
});

describe('GET /metrics with METRICS_TOKEN set (an api process: no processors run here)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });

  afterAll(async () => {
    await t.close();
  });

  it('refuses a scraper without the token or with a wrong one', async () => {
    const without = await scrape(t);
    expect(without.status).toBe(401);
    expect(without.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(without.text).not.toContain('http_request_duration_seconds');
    expect((await scrape(t, `${TOKEN}x`)).status).toBe(401);
    expect((await scrape(t, TOKEN.slice(0, -1))).status).toBe(401);
  });

  it('serves the metrics to the token, with the lag of projections no processor is running', async () => {
    await t.app
      .get(EventStore)
      .append(`metricsprobe-${randomUUID()}`, 'no_stream', [{ type: 'test.Probed', data: {} }]);
    const response = await scrape(t, TOKEN);
    expect(response.status).toBe(200);
    for (const projection of laggingNames(t)) {
      expect(sample(response.text, 'projection_lag_events', { projection })).toBeGreaterThan(0);
      expect(
        sample(response.text, 'projection_lag_seconds', { projection }),
      ).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('GET /metrics in production without METRICS_TOKEN', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: productionEnv() });
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers 404, as if there were no such endpoint', async () => {
    const response = await scrape(t);
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('http_request_duration_seconds');
  });
});

describe('the worker process: /metrics and /health on METRICS_PORT', () => {
  let db: TestDatabase;
  let worker: INestApplicationContext;
  let base: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    const port = await freePort();
    const config = loadConfig({
      DATABASE_URL: db.url,
      REDIS_URL: testRedisUrl(),
      QUEUE_PREFIX: `test-${db.name}`,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      METRICS_TOKEN: TOKEN,
      METRICS_PORT: String(port),
    });
    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), {
      logger: false,
    });
    await worker.init();
    base = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    const redis = worker.get(RedisConnection).client;
    if (redis) await deleteQueues(redis, `test-${db.name}`);
    await worker.close();
    await db.drop();
  });

  it('answers the health check without a token, and the metrics only to the token', async () => {
    const health = await fetch(`${base}/health`);
    expect([health.status, await health.json()]).toEqual([200, { status: 'ok' }]);
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    expect((await fetch(`${base}/nothing-here`)).status).toBe(404);

    await worker
      .get(EventStore)
      .append(`metricsprobe-${randomUUID()}`, 'no_stream', [{ type: 'test.Probed', data: {} }]);
    const response = await fetch(`${base}/metrics`, {
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(sample(text, 'events_appended_total', { stream_type: 'metricsprobe' })).toBe(1);
    expect(text).toContain('# TYPE queue_jobs_failed_total counter');
    expect(text).toContain('# TYPE projection_lag_events gauge');
  });
});
