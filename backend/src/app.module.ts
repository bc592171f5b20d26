import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import { AuthGuard } from './platform/auth/auth.guard';
import { type AppConfig } from './platform/config/app-config';
import { ConfigModule } from './platform/config/config.module';
import { ClockModule } from './platform/clock/clock';
import { DatabaseModule } from './platform/database/database.module';
import { EventStoreModule } from './platform/event-store/event-store.module';
import { HealthController } from './platform/health/health.controller';
import { EnvelopeInterceptor } from './platform/http/envelope.interceptor';
import { AllExceptionsFilter } from './platform/http/exception.filter';
import { createValidationPipe } from './platform/http/validation.pipe';
import { LoggingModule } from './platform/logging/logging.module';
import { MailModule } from './platform/mail/mail.module';
import { IdentityModule } from './modules/identity';
import { RedisThrottlerStorage } from './platform/rate-limit/redis-throttler.storage';
import { RedisModule } from './platform/redis/redis.module';
import { RedisConnection } from './platform/redis/redis.connection';

/** The api process: platform plus every business module. */
@Module({})
export class AppModule {
  static forRoot(config?: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggingModule,
        ClockModule,
        DatabaseModule,
        RedisModule,
        EventStoreModule,
        MailModule,
        ThrottlerModule.forRootAsync({
          inject: [RedisConnection],
          useFactory: (redis: RedisConnection) => ({
            throttlers: [{ name: 'default', ttl: 60_000, limit: 300 }],
            storage: new RedisThrottlerStorage(redis),
          }),
        }),
        IdentityModule,
      ],
      controllers: [HealthController],
      providers: [
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        { provide: APP_INTERCEPTOR, useClass: EnvelopeInterceptor },
        { provide: APP_GUARD, useClass: ThrottlerGuard },
        { provide: APP_GUARD, useClass: AuthGuard },
      ],
    };
  }
}
