import { type DynamicModule, Global, Module } from '@nestjs/common';
import { ProjectionRegistry } from './projection-registry';
import {
  PROJECTIONS_OPTIONS,
  ProjectionWorker,
  type ProjectionsModuleOptions,
} from './projection-worker';

/**
 * The projection registry and runner. `runProcessors: true` in the worker and the all-in-one
 * start; the api process registers its projections (inline ones run there) but runs no processor.
 * Needs the DataSource (DatabaseModule) and the EventStore (EventStoreModule).
 */
@Global()
@Module({})
export class ProjectionsModule {
  static forRoot(options: ProjectionsModuleOptions = { runProcessors: false }): DynamicModule {
    return {
      module: ProjectionsModule,
      providers: [
        { provide: PROJECTIONS_OPTIONS, useValue: options },
        ProjectionRegistry,
        ProjectionWorker,
      ],
      exports: [PROJECTIONS_OPTIONS, ProjectionRegistry, ProjectionWorker],
    };
  }
}
