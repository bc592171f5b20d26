import { Global, type MiddlewareConsumer, Module, type NestModule } from '@nestjs/common';
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
  constructor(private readonly metrics: Metrics) {}

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(this.metrics.httpMiddleware).forRoutes('*');
  }
}
