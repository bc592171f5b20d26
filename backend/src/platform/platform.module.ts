import { type DynamicModule, Module } from '@nestjs/common';
import { type AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { ClockModule } from './clock/clock';
import { DatabaseModule } from './database/database.module';
import { EventStoreModule } from './event-store/event-store.module';
import { LoggingModule } from './logging/logging.module';
import { MailModule } from './mail/mail.module';
import { MetricsModule } from './metrics/metrics.module';
import { ProjectionsModule } from './projections/projections.module';
import { QueueModule } from './queue/queue.module';
import { RedisModule } from './redis/redis.module';
import { SecretsModule } from './secrets/secrets.module';

/**
 * What every process shares: configuration, logs, clock, PostgreSQL, Redis, the event store, the
 * projection runner, the job queues, the mail outbox, the metrics and the sealing of users'
 * secrets. `runProcessors` decides whether this process projects asynchronously (worker and
 * all-in-one) or only inline (api).
 */
@Module({})
export class PlatformModule {
  static forRoot(
    config: AppConfig | undefined,
    options: { runProcessors: boolean },
  ): DynamicModule {
    return {
      module: PlatformModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggingModule,
        ClockModule,
        DatabaseModule,
        RedisModule,
        EventStoreModule,
        ProjectionsModule.forRoot({ runProcessors: options.runProcessors }),
        QueueModule,
        MailModule,
        MetricsModule,
        SecretsModule,
      ],
    };
  }
}
