import { Global, Module } from '@nestjs/common';
import { Metrics } from './metrics';
import { MetricsController } from './metrics.http.controller';

/**
 * Prometheus metrics of the process (docs/operations.md lists them) and `GET /metrics` in the
 * processes that serve HTTP. The worker serves the same registry on METRICS_PORT (MetricsServer).
 */
@Global()
@Module({
  controllers: [MetricsController],
  providers: [Metrics],
  exports: [Metrics],
})
export class MetricsModule {}
