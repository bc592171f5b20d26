import { type DynamicModule, Logger, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { BUSINESS_MODULES } from './modules/business-modules';
import { type AppConfig } from './platform/config/app-config';
import { MetricsServer } from './platform/metrics/metrics-server';
import { PlatformModule } from './platform/platform.module';
import { RedisConnection } from './platform/redis/redis.connection';

/**
 * The worker process: the business modules without HTTP, running the projection processors,
 * reactors and background jobs, with its metrics on METRICS_PORT when set.
 */
@Module({})
export class WorkerModule implements OnApplicationBootstrap {
  private readonly logger = new Logger('Worker');

  constructor(private readonly redis: RedisConnection) {}

  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [PlatformModule.forRoot(config, { runProcessors: true }), ...BUSINESS_MODULES],
      providers: [MetricsServer],
    };
  }

  onApplicationBootstrap(): void {
    this.logger.log('worker started');
    if (!this.redis.enabled) this.logger.warn('REDIS_URL is not set: background jobs are off');
  }
}
