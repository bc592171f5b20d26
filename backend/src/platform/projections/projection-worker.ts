import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { hostname } from 'node:os';
import { DataSource } from 'typeorm';
import { EventStore } from '../event-store/event-store';
import { projectionLag, type ProjectionLag } from './checkpoints';
import { ProjectionProcessor, type ProjectionProcessorOptions } from './projection-processor';
import { ProjectionRegistry } from './projection-registry';

export const PROJECTIONS_OPTIONS = Symbol('PROJECTIONS_OPTIONS');

export interface ProjectionsModuleOptions {
  /** Run a processor for every async projection from application bootstrap (worker, all-in-one). */
  runProcessors: boolean;
  processor?: Omit<ProjectionProcessorOptions, 'upcasters' | 'owner'>;
}

export interface ProjectionStatus extends ProjectionLag {
  /** A processor of this process owns it. */
  ownedHere: boolean;
}

/**
 * The async projections' processor of this process: one for all of them, so each batch of the feed
 * is read once and applied in one transaction. The api process never starts it.
 */
@Injectable()
export class ProjectionWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private processor: ProjectionProcessor | undefined;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly registry: ProjectionRegistry,
    private readonly eventStore: EventStore,
    @Inject(PROJECTIONS_OPTIONS) private readonly options: ProjectionsModuleOptions,
  ) {}

  onApplicationBootstrap(): void {
    if (this.options.runProcessors) this.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.stop();
  }

  get running(): boolean {
    return this.processor !== undefined;
  }

  /** Runs each registered async projection while it holds the projection's lock. */
  start(): void {
    if (this.running) return;
    const projections = this.registry.asyncProjections();
    if (projections.length === 0) return;
    this.processor = new ProjectionProcessor(this.dataSource, projections, {
      ...this.options.processor,
      upcasters: this.eventStore.upcasters,
      owner: `${hostname()}:${process.pid}`,
      label: 'read models',
    });
    this.processor.start();
  }

  async stop(): Promise<void> {
    const processor = this.processor;
    this.processor = undefined;
    await processor?.stop();
  }

  /** Lag of every async projection, wherever it runs (for /api/health and metrics). */
  async lag(): Promise<ProjectionStatus[]> {
    return Promise.all(
      this.registry.asyncProjections().map(async (projection) => ({
        ...(await projectionLag(this.dataSource, projection.name)),
        ownedHere: this.processor?.owns(projection.name) ?? false,
      })),
    );
  }
}
