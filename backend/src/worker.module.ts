import { type DynamicModule, Logger, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { type AppConfig } from './platform/config/app-config';
import { ConfigModule } from './platform/config/config.module';
import { ClockModule } from './platform/clock/clock';
import { DatabaseModule } from './platform/database/database.module';
import { EventStoreModule } from './platform/event-store/event-store.module';
import { LoggingModule } from './platform/logging/logging.module';
import { RedisModule } from './platform/redis/redis.module';
import { RedisConnection } from './platform/redis/redis.connection';

/**
 * The worker's duties: projection processors, reactors and BullMQ workers. Run alone by worker.ts,
 * and beside the API in the all-in-one process (see ApiProcessModule).
 */
@Module({})
export class WorkerModule implements OnApplicationBootstrap {
  private readonly logger = new Logger('Worker');

  constructor(private readonly redis: RedisConnection) {}

  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggingModule,
        ClockModule,
        DatabaseModule,
        RedisModule,
        EventStoreModule,
      ],
    };
  }

  onApplicationBootstrap(): void {
    this.logger.log('worker started');
    if (!this.redis.enabled) this.logger.warn('REDIS_URL is not set: background jobs are off');
  }
}
