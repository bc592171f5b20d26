import { type DynamicModule, Module } from '@nestjs/common';
import { AppModule } from './app.module';
import { type AppConfig } from './platform/config/app-config';
import { builtWebDir, WebModule } from './platform/web/web.module';
import { WorkerModule } from './worker.module';

/**
 * The root of a process that serves HTTP: the API, the built SPA when there is one, and, in the
 * all-in-one process (`npm start`), the worker's duties in the same Nest application.
 */
@Module({})
export class ApiProcessModule {
  static forRoot(config: AppConfig, options: { withWorker: boolean }): DynamicModule {
    const webDir = builtWebDir(config);
    return {
      module: ApiProcessModule,
      imports: [
        AppModule.forRoot(config),
        ...(options.withWorker ? [WorkerModule.forRoot(config)] : []),
        ...(webDir ? [WebModule.forRoot(webDir)] : []),
      ],
    };
  }
}
