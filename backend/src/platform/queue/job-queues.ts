import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { type DefaultJobOptions, Queue } from 'bullmq';
import Redis from 'ioredis';
import { Clock } from '../clock/clock';
import { AppConfig } from '../config/app-config';
import { currentCorrelationId } from '../logging/request-context';
import { CORRELATION_ID_KEY, type JobData, type JobRequest } from './job';

/**
 * Retries with exponential backoff (5 s, 10 s, 20 s ... about 10 minutes after the first try);
 * a job that fails them all stays in the queue's failed set, the dead letters the queue
 * dashboard shows. Completed jobs are remembered a week, so a repeated request adds nothing.
 */
export const DEFAULT_JOB_OPTIONS: DefaultJobOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 5_000 },
  removeOnComplete: { age: 7 * 24 * 60 * 60, count: 50_000 },
  removeOnFail: { age: 30 * 24 * 60 * 60 },
};

export interface QueueCounts {
  queue: string;
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
}

/**
 * The BullMQ queues of this deployment (prefix `QUEUE_PREFIX`), created on first use. Without
 * Redis there are none: `enabled` is false and adding a job is refused, since background work is
 * off (expiry is still applied when read).
 */
@Injectable()
export class JobQueues implements OnApplicationShutdown {
  private readonly connection: Redis | undefined;
  private readonly queues = new Map<string, Queue>();

  constructor(
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {
    this.connection = config.REDIS_URL
      ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: null })
      : undefined;
    this.connection?.on('error', () => undefined);
  }

  get enabled(): boolean {
    return this.connection !== undefined;
  }

  get prefix(): string {
    return this.config.QUEUE_PREFIX;
  }

  /** A connection option for workers: BullMQ opens its own blocking connections from it. */
  connectionUrl(): string {
    if (!this.config.REDIS_URL) throw new Error('Background jobs are off: REDIS_URL is not set');
    return this.config.REDIS_URL;
  }

  queue(name: string): Queue {
    if (!this.connection) throw new Error('Background jobs are off: REDIS_URL is not set');
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, {
        connection: this.connection,
        prefix: this.prefix,
        defaultJobOptions: DEFAULT_JOB_OPTIONS,
      });
      queue.on('error', () => undefined);
      this.queues.set(name, queue);
    }
    return queue;
  }

  /** The queues this process has opened so far. */
  opened(): Queue[] {
    return [...this.queues.values()];
  }

  /**
   * Adds each job unless one with its id is known (waiting, delayed, running or remembered). A job
   * carries its correlation id, so the worker's log lines and events can be traced to the cause.
   */
  async add(requests: JobRequest[]): Promise<void> {
    const now = this.clock.now().getTime();
    const ambient = currentCorrelationId();
    const byQueue = new Map<string, JobRequest[]>();
    for (const request of requests) {
      byQueue.set(request.queue, [...(byQueue.get(request.queue) ?? []), request]);
    }
    for (const [queue, jobs] of byQueue) {
      await this.queue(queue).addBulk(
        jobs.map((job) => ({
          name: job.name,
          data: withCorrelationId(job.data, job.correlationId ?? ambient),
          opts: {
            jobId: job.jobId,
            delay: job.runAt ? Math.max(0, job.runAt.getTime() - now) : 0,
            ...(job.oneAtATime && { removeOnComplete: true, removeOnFail: true }),
          },
        })),
      );
    }
  }

  /** Jobs of a queue by state; `failed` are the dead letters: they used up their retries. */
  async counts(queue: string): Promise<QueueCounts> {
    const counts = await this.queue(queue).getJobCounts('waiting', 'active', 'delayed', 'failed');
    return {
      queue,
      waiting: counts.waiting ?? 0,
      active: counts.active ?? 0,
      delayed: counts.delayed ?? 0,
      failed: counts.failed ?? 0,
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.opened().map((queue) => queue.close()));
    await this.connection?.quit().catch(() => undefined);
  }
}

function withCorrelationId(data: JobData, correlationId: string | undefined): JobData {
  return correlationId ? { ...data, [CORRELATION_ID_KEY]: correlationId } : data;
}
