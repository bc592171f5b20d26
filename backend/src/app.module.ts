import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { BUSINESS_MODULES } from './modules/business-modules';
import { AuthGuard } from './platform/auth/auth.guard';
import { AppConfig } from './platform/config/app-config';
import { HealthController } from './platform/health/health.controller';
import { IdempotencyInterceptor } from './platform/http/idempotency.interceptor';
import { EnvelopeInterceptor } from './platform/http/envelope.interceptor';
import { AllExceptionsFilter } from './platform/http/exception.filter';
import { InputGuardInterceptor } from './platform/http/input-guard.interceptor';
import { createValidationPipe } from './platform/http/validation.pipe';
import { PlatformModule } from './platform/platform.module';
import { CallerThrottlerGuard } from './platform/rate-limit/caller-throttler.guard';
import { RedisThrottlerStorage } from './platform/rate-limit/redis-throttler.storage';
import { RedisConnection } from './platform/redis/redis.connection';

/**
 * The HTTP API: platform, every business module, and the HTTP policies (validation, envelope,
 * errors, rate limits, authentication). `runProcessors` makes it the all-in-one process.
 */
@Module({})
export class AppModule {
  static forRoot(config?: AppConfig, options: { runProcessors?: boolean } = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot(config, { runProcessors: options.runProcessors ?? false }),
        ThrottlerModule.forRootAsync({
          inject: [RedisConnection, AppConfig],
          useFactory: (redis: RedisConnection, config: AppConfig) => ({
            throttlers: [{ name: 'default', ttl: 60_000, limit: config.RATE_LIMIT_PER_MINUTE }],
            storage: new RedisThrottlerStorage(redis),
          }),
        }),
        ...BUSINESS_MODULES,
      ],
      controllers: [HealthController],
      providers: [
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        // Outermost, so that it keeps (and answers again) the very envelope the client was sent.
        { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor },
        { provide: APP_INTERCEPTOR, useClass: InputGuardInterceptor },
        { provide: APP_INTERCEPTOR, useClass: EnvelopeInterceptor },
        { provide: APP_GUARD, useClass: CallerThrottlerGuard },
        { provide: APP_GUARD, useClass: AuthGuard },
      ],
    };
  }
}
