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

/** The async projections' processors of this process. The api process never starts them. */
@Injectable()
export class ProjectionWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private processors: ProjectionProcessor[] = [];

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
    return this.processors.length > 0;
  }

  /** One processor per registered async projection; each runs it only while it holds its lock. */
  start(): void {
    if (this.running) return;
    const owner = `${hostname()}:${process.pid}`;
    this.processors = this.registry.asyncProjections().map(
      (projection) =>
        new ProjectionProcessor(this.dataSource, projection, {
          ...this.options.processor,
          upcasters: this.eventStore.upcasters,
          owner,
        }),
    );
    for (const processor of this.processors) processor.start();
  }

  async stop(): Promise<void> {
    const processors = this.processors;
    this.processors = [];
    await Promise.all(processors.map((processor) => processor.stop()));
  }

  /** Lag of every async projection, wherever it runs (for /api/health and metrics). */
  async lag(): Promise<ProjectionStatus[]> {
    return Promise.all(
      this.registry.asyncProjections().map(async (projection) => ({
        ...(await projectionLag(this.dataSource, projection.name)),
        ownedHere: this.processors.some(
          (processor) => processor.name === projection.name && processor.isOwner,
        ),
      })),
    );
  }
}
