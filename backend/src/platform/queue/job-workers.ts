import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Job, Worker } from 'bullmq';
import { hostname } from 'node:os';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { EventStore } from '../event-store/event-store';
import { withCorrelationId } from '../logging/request-context';
import { Metrics } from '../metrics/metrics';
import { type Projection } from '../projections/projection';
import { ProjectionProcessor } from '../projections/projection-processor';
import {
  PROJECTIONS_OPTIONS,
  type ProjectionsModuleOptions,
} from '../projections/projection-worker';
import { CORRELATION_ID_KEY, type JobData, type Reactor } from './job';
import { JobQueues } from './job-queues';
import { JobRegistry } from './job-registry';

/** Jobs one worker process runs at once per queue. */
const CONCURRENCY = 4;

/**
 * A reactor as the projection processor runs it: no tables, each batch turned into jobs, each job
 * carrying the correlation id of the event that caused it (of a batch's job, its first event's).
 */
export function reactorProjection(reactor: Reactor, queues: JobQueues): Projection {
  return {
    name: `reactor.${reactor.name}`,
    eventTypes: reactor.eventTypes,
    tables: [],
    apply: async (events, manager) =>
      queues.add(
        reactor.reactToBatch
          ? (await reactor.reactToBatch(events, manager)).map((job) => ({
              ...job,
              correlationId: job.correlationId ?? events[0]?.metadata.correlationId,
            }))
          : events.flatMap((event) =>
              reactor.react(event).map((job) => ({
                ...job,
                correlationId: job.correlationId ?? event.metadata.correlationId,
              })),
            ),
      ),
  };
}

/**
 * The background side of a worker process (and of the all-in-one start): a BullMQ worker per
 * queue, dispatching each job to its handler; the repeatable sweeps; and the reactors, run by one
 * projection processor so that every event becomes its jobs once it is committed, in order,
 * by one process at a time. Nothing runs without Redis, or in an api-only process.
 */
@Injectable()
export class JobWorkers implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Jobs');
  private workers: Worker[] = [];
  private reactors: ProjectionProcessor | undefined;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly eventStore: EventStore,
    private readonly registry: JobRegistry,
    private readonly queues: JobQueues,
    private readonly config: AppConfig,
    private readonly metrics: Metrics,
    @Inject(PROJECTIONS_OPTIONS) private readonly options: ProjectionsModuleOptions,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.options.runProcessors && this.queues.enabled) await this.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.stop();
  }

  get running(): boolean {
    return this.workers.length > 0 || this.reactors !== undefined;
  }

  async start(): Promise<void> {
    if (this.running) return;
    const owner = `${hostname()}:${process.pid}`;
    this.workers = this.registry.queues().map((queue) => this.startWorker(queue, owner));
    for (const schedule of this.registry.schedules()) {
      await this.queues
        .queue(schedule.queue)
        .upsertJobScheduler(
          `${schedule.queue}/${schedule.name}`,
          { every: schedule.everyMs },
          { name: schedule.name, data: {} },
        );
    }
    const reactors = this.registry.reactors();
    if (reactors.length === 0) return;
    this.reactors = new ProjectionProcessor(
      this.dataSource,
      reactors.map((reactor) => reactorProjection(reactor, this.queues)),
      { ...this.options.processor, upcasters: this.eventStore.upcasters, owner, label: 'reactors' },
    );
    this.reactors.start();
  }

  /** Lets running jobs finish (up to the lock time), then stops taking new ones. */
  async stop(): Promise<void> {
    const workers = this.workers;
    const reactors = this.reactors;
    this.workers = [];
    this.reactors = undefined;
    await Promise.all([reactors?.stop(), ...workers.map((worker) => worker.close())]);
  }

  /** `owner` names this process on each job it runs (the job's `processedBy`). */
  private startWorker(queue: string, owner: string): Worker {
    const worker = new Worker(queue, (job: Job) => this.run(queue, job), {
      name: owner,
      connection: { url: this.queues.connectionUrl(), maxRetriesPerRequest: null },
      prefix: this.queues.prefix,
      concurrency: CONCURRENCY,
      lockDuration: this.config.JOB_LOCK_MS,
      stalledInterval: this.config.JOB_LOCK_MS,
      maxStalledCount: 2,
    });
    worker.on('error', (error) => this.logger.warn(`Queue ${queue}: ${error.message}`));
    worker.on('failed', (job, error) => {
      this.metrics.jobFailed(queue);
      if (!job) return;
      const final = job.attemptsMade >= (job.opts.attempts ?? 1);
      withCorrelationId(correlationIdOf(job), () =>
        this.logger.warn(
          `Job ${queue}/${job.name} ${job.id} failed (attempt ${job.attemptsMade}${final ? ', giving up' : ''}): ${error.message}`,
        ),
      );
    });
    return worker;
  }

  /**
   * Runs the job inside its cause's correlation context, so that the handler's log lines, events
   * and further jobs carry it.
   */
  private async run(queue: string, job: Job): Promise<void> {
    const handler = this.registry.handler(queue, job.name);
    if (!handler) throw new Error(`No handler for job ${queue}/${job.name}`);
    const { [CORRELATION_ID_KEY]: _correlationId, ...data } = job.data as JobData;
    await withCorrelationId(correlationIdOf(job), async () => {
      await handler.run(data);
      this.logger.debug(`Job ${queue}/${job.name} ${job.id} completed`);
    });
  }
}

/** The id the job carries, else one of its own that its retries share (a sweep's job has none). */
function correlationIdOf(job: Job): string {
  return (job.data as JobData)[CORRELATION_ID_KEY] ?? `job:${job.queueName}:${job.id}`;
}
