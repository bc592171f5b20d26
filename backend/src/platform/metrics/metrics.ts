import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { NextFunction, Request, Response } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import { streamTypeOf } from '../event-store/event';
import { EventStore } from '../event-store/event-store';
import { projectionLag, type ProjectionLag } from '../projections/checkpoints';
import { ProjectionRegistry } from '../projections/projection-registry';
import { JobQueues, type QueueCounts } from '../queue/job-queues';
import { JobRegistry } from '../queue/job-registry';
import { RedisConnection } from '../redis/redis.connection';

/** The label of requests no route matched: 404s, static files, the SPA's index.html. */
const UNMATCHED_ROUTE = 'unmatched';

const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

/**
 * This process's Prometheus metrics, in a registry of its own (never prom-client's global one, so
 * that several apps in one process, as in the tests, never share or clash). Labels take values
 * from small fixed sets only: route templates, never raw URLs; stream types, never stream ids.
 * Gauges read from PostgreSQL and Redis are collected when scraped.
 */
@Injectable()
export class Metrics {
  private readonly logger = new Logger('Metrics');
  private readonly registry = new Registry();
  private readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its response being sent, by route template.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private readonly eventsAppended = new Counter({
    name: 'events_appended_total',
    help: 'Events this process appended to the event store (committed), by stream type.',
    labelNames: ['stream_type'] as const,
    registers: [this.registry],
  });
  private readonly jobsFailed = new Counter({
    name: 'queue_jobs_failed_total',
    help: 'Job attempts that failed in this process (each retry counts; see queue_jobs{state="failed"} for the dead letters).',
    labelNames: ['queue'] as const,
    registers: [this.registry],
  });
  private readonly lagEvents: Gauge<'projection'> = new Gauge({
    name: 'projection_lag_events',
    help: 'Events stored after the checkpoint of each asynchronous projection and reactor (counted up to 100,000).',
    labelNames: ['projection'] as const,
    registers: [this.registry],
    collect: async () => {
      const lags = await this.lag();
      this.lagEvents.reset();
      for (const lag of lags) this.lagEvents.set({ projection: lag.projection }, lag.eventsBehind);
    },
  });
  private readonly lagSeconds: Gauge<'projection'> = new Gauge({
    name: 'projection_lag_seconds',
    help: 'Age of the oldest event each asynchronous projection and reactor has not processed yet.',
    labelNames: ['projection'] as const,
    registers: [this.registry],
    collect: async () => {
      const lags = await this.lag();
      this.lagSeconds.reset();
      for (const lag of lags)
        this.lagSeconds.set({ projection: lag.projection }, lag.secondsBehind);
    },
  });
  private readonly queueJobs: Gauge<'queue' | 'state'> = new Gauge({
    name: 'queue_jobs',
    help: 'Jobs of each queue by state; "failed" are the dead letters, which used up their retries.',
    labelNames: ['queue', 'state'] as const,
    registers: [this.registry],
    collect: async () => {
      const all = await this.queueCounts();
      this.queueJobs.reset();
      for (const counts of all) {
        for (const state of QUEUE_STATES)
          this.queueJobs.set({ queue: counts.queue, state }, counts[state]);
      }
    },
  });
  /** One lag read per scrape, shared by the two lag gauges (prom-client collects them at once). */
  private lagRead: Promise<ProjectionLag[]> | undefined;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly projections: ProjectionRegistry,
    private readonly jobs: JobRegistry,
    private readonly queues: JobQueues,
    private readonly redis: RedisConnection,
    eventStore: EventStore,
  ) {
    collectDefaultMetrics({ register: this.registry });
    eventStore.onCommitted((events) => {
      for (const event of events)
        this.eventsAppended.inc({ stream_type: streamTypeOf(event.streamId) });
    });
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** The Prometheus text exposition of every metric. */
  render(): Promise<string> {
    return this.registry.metrics();
  }

  jobFailed(queue: string): void {
    this.jobsFailed.inc({ queue });
  }

  /** Express middleware timing every request; mount it before the routes. */
  readonly httpMiddleware = (request: Request, response: Response, next: NextFunction): void => {
    const end = this.httpDuration.startTimer();
    response.once('finish', () =>
      end({
        method: request.method,
        route: routeTemplateOf(request),
        status_code: String(response.statusCode),
      }),
    );
    next();
  };

  private lag(): Promise<ProjectionLag[]> {
    this.lagRead ??= this.readLag().finally(() => (this.lagRead = undefined));
    return this.lagRead;
  }

  private async readLag(): Promise<ProjectionLag[]> {
    const names = [
      ...this.projections.asyncProjections().map((projection) => projection.name),
      ...(this.queues.enabled
        ? this.jobs.reactors().map((reactor) => `reactor.${reactor.name}`)
        : []),
    ];
    try {
      return await Promise.all(names.map((name) => projectionLag(this.dataSource, name)));
    } catch (error) {
      this.logger.warn(`Projection lag unavailable: ${(error as Error).message}`);
      return [];
    }
  }

  private async queueCounts(): Promise<QueueCounts[]> {
    // Without an answering Redis, BullMQ's commands would wait for it: leave the gauge empty.
    if (!this.queues.enabled || (await this.redis.status()) !== 'up') return [];
    try {
      return await Promise.all(this.jobs.queues().map((queue) => this.queues.counts(queue)));
    } catch (error) {
      this.logger.warn(`Queue counts unavailable: ${(error as Error).message}`);
      return [];
    }
  }
}

/**
 * The matched route's template (`/api/domains/:id`), never the URL: label values must come from
 * a small fixed set, or every id would become a time series of its own. A wildcard is what a
 * middleware (the request logger) or the SPA fallback matched, not an API route.
 */
function routeTemplateOf(request: Request): string {
  const path: unknown = (request.route as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' && !path.includes('*')
    ? `${request.baseUrl}${path}`
    : UNMATCHED_ROUTE;
}
