import { Global, Logger, type MiddlewareConsumer, Module, type NestModule } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { metricsHiddenWarning } from './metrics-access';
import { Metrics } from './metrics';
import { MetricsController } from './metrics.http.controller';

/**
 * Prometheus metrics of the process (docs/operations.md lists them) and `GET /metrics` in the
 * processes that serve HTTP, where every request is timed. The worker serves the same registry on
 * METRICS_PORT (MetricsServer).
 */
@Global()
@Module({
  controllers: [MetricsController],
  providers: [Metrics],
  exports: [Metrics],
})
export class MetricsModule implements NestModule {
  constructor(
    private readonly metrics: Metrics,
    private readonly config: AppConfig,
  ) {}

  /** Runs where HTTP is served (the worker's MetricsServer warns for itself). */
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(this.metrics.httpMiddleware).forRoutes('*');
    const hidden = metricsHiddenWarning(this.config);
    if (hidden) new Logger('Metrics').warn(hidden);
  }
}
