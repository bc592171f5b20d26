import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { metricsAccess, metricsHiddenWarning } from './metrics-access';
import { Metrics } from './metrics';

/**
 * The worker has no HTTP server of its own: with METRICS_PORT set, this tiny one serves the
 * worker's `/metrics` (same token rule as the api's) and `/health` (liveness: the process and its
 * event loop answer), for Prometheus and the container's health check.
 */
@Injectable()
export class MetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Metrics');
  private server: Server | undefined;

  constructor(
    private readonly metrics: Metrics,
    private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const port = this.config.METRICS_PORT;
    if (port === undefined) return;
    const warning = metricsHiddenWarning(this.config);
    if (warning) this.logger.warn(warning);
    const server = createServer((request, response) => void this.answer(request, response));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.server = server;
    this.logger.log(`worker metrics and health on port ${port}`);
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return send(response, 405, 'text/plain', '');
    if (path === '/health') return send(response, 200, 'application/json', '{"status":"ok"}');
    if (path !== '/metrics') return send(response, 404, 'text/plain', 'Not found\n');
    const access = metricsAccess(this.config, request.headers.authorization);
    if (access === 'hidden') return send(response, 404, 'text/plain', 'Not found\n');
    if (access === 'denied') {
      response.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      return send(response, 401, 'text/plain', 'A valid metrics token is required\n');
    }
    try {
      send(response, 200, this.metrics.contentType, await this.metrics.render());
    } catch (error) {
      this.logger.error(`Metrics not rendered: ${(error as Error).message}`);
      send(response, 500, 'text/plain', 'Metrics unavailable\n');
    }
  }
}

function send(response: ServerResponse, status: number, type: string, body: string): void {
  response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' }).end(body);
}
