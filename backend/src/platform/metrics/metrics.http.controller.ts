import { Controller, Get, Headers, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../auth/public.decorator';
import { AppConfig } from '../config/app-config';
import { RawResponse } from '../http/api-decorators';
import { NotFoundError, UnauthorizedError } from '../errors/domain-error';
import { metricsAccess } from './metrics-access';
import { Metrics } from './metrics';

/**
 * `GET /metrics` for Prometheus. Scrapers have no user session, so the route is public to the
 * session guard and checks its own bearer token (METRICS_TOKEN, see metrics-access.ts). Not part
 * of the API document, and answered as Prometheus text, not the JSON envelope.
 */
@ApiExcludeController()
@Public()
@RawResponse()
@Controller()
export class MetricsController {
  constructor(
    private readonly metrics: Metrics,
    private readonly config: AppConfig,
  ) {}

  @Get('metrics')
  async scrape(
    @Headers('authorization') authorization: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    const access = metricsAccess(this.config, authorization);
    if (access === 'hidden') throw new NotFoundError();
    if (access === 'denied') {
      response.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      throw new UnauthorizedError('A valid metrics token is required');
    }
    const body = await this.metrics.render();
    response
      .status(200)
      .type(this.metrics.contentType)
      .setHeader('Cache-Control', 'no-store')
      .send(body);
  }
}
