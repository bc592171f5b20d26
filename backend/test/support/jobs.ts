import { type INestApplication } from '@nestjs/common';
import { type Job } from 'bullmq';
import type Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { projectionLag } from '../../src/platform/projections/checkpoints';
import { JobQueues } from '../../src/platform/queue/job-queues';
import { JobRegistry } from '../../src/platform/queue/job-registry';
import { waitFor } from './wait-for';

/**
 * Removes every Redis key of one deployment prefix: its queues, rate limits, lockouts and caches
 * (never FLUSHALL: other files share Redis). SCAN answers whole keys, which a connection with a key
 * prefix must be given without it.
 */
export async function deleteQueues(redis: Redis, prefix: string): Promise<void> {
  const own = redis.options.keyPrefix ?? '';
  let cursor = '0';
  do {
    const [next, found] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
    const keys = found.filter((key) => key.startsWith(own)).map((key) => key.slice(own.length));
    if (keys.length > 0) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}

/** Waits until every reactor has turned the whole log into jobs. */
export async function waitForReactors(app: INestApplication): Promise<void> {
  const dataSource = app.get(DataSource);
  const names = app
    .get(JobRegistry)
    .reactors()
    .map((reactor) => `reactor.${reactor.name}`);
  await waitFor(
    async () => {
      const lags = await Promise.all(names.map((name) => projectionLag(dataSource, name)));
      return lags.every((lag) => lag.eventsBehind === 0);
    },
    'the reactors to catch up with the log',
    { timeoutMs: 30_000, intervalMs: 20 },
  );
}

/** Waits until no job of the app's queues is waiting or running (delayed ones may remain). */
export async function waitForIdleQueues(app: INestApplication): Promise<void> {
  await waitForReactors(app);
  const queues = app.get(JobQueues);
  const names = app.get(JobRegistry).queues();
  await waitFor(
    async () => {
      const counts = await Promise.all(
        names.map((name) => queues.queue(name).getJobCounts('waiting', 'active', 'prioritized')),
      );
      return counts.every((count) => count.waiting + count.active + count.prioritized === 0);
    },
    'the queues to be idle',
    { timeoutMs: 30_000, intervalMs: 20 },
  );
}

/** Adds one job now and waits for it to end; throws with its reason when it failed. */
export async function runJob(
  app: INestApplication,
  queue: string,
  name: string,
  data: Record<string, string> = {},
): Promise<Job> {
  const job = await app.get(JobQueues).queue(queue).add(name, data, { attempts: 1 });
  let state = '';
  await waitFor(
    async () => {
      state = await job.getState();
      return state === 'completed' || state === 'failed';
    },
    `job ${queue}/${name} to end`,
    { timeoutMs: 30_000, intervalMs: 20 },
  );
  const finished = await app
    .get(JobQueues)
    .queue(queue)
    .getJob(job.id ?? '');
  if (!finished || state === 'failed')
    throw new Error(`Job ${queue}/${name} failed: ${finished?.failedReason ?? 'it is gone'}`);
  return finished;
}
