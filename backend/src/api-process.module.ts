import { type DynamicModule, Module } from '@nestjs/common';
import { AppModule } from './app.module';
import { type AppConfig } from './platform/config/app-config';
import { builtWebDir, WebModule } from './platform/web/web.module';

/**
 * The root of a process that serves HTTP: the API, the built SPA when there is one, and, in the
 * all-in-one process (`npm start`), the projection processors in the same application.
 */
@Module({})
export class ApiProcessModule {
  static forRoot(config: AppConfig, options: { withWorker: boolean }): DynamicModule {
    const webDir = builtWebDir(config);
    return {
      module: ApiProcessModule,
      imports: [
        AppModule.forRoot(config, { runProcessors: options.withWorker }),
        ...(webDir ? [WebModule.forRoot(webDir)] : []),
      ],
    };
  }
}
