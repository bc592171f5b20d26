import { Global, Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { AccessTokenVerifier } from '../auth/access-token-verifier';
import { JobQueues } from './job-queues';
import { JobRegistry } from './job-registry';
import { JobWorkers } from './job-workers';
import { mountQueueDashboard } from './queue-dashboard';
import { QueueDashboardSessionController } from './queue-dashboard-session.http.controller';

/**
 * BullMQ on Redis: the queues (every process may add jobs), the registry modules fill with their
 * job handlers, reactors and sweeps, the workers that run them (worker and all-in-one only), and
 * the queue dashboard with the route that opens it to an auditor's browser (processes that serve
 * HTTP).
 */
@Global()
@Module({
  controllers: [QueueDashboardSessionController],
  providers: [JobQueues, JobRegistry, JobWorkers],
  exports: [JobQueues, JobRegistry, JobWorkers],
})
export class QueueModule implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly queues: JobQueues,
    private readonly registry: JobRegistry,
    private readonly verifier: AccessTokenVerifier,
  ) {}

  onModuleInit(): void {
    const http = this.adapterHost.httpAdapter;
    if (!http) return;
    mountQueueDashboard(
      (path, ...handlers) => http.use(path, ...handlers),
      this.queues,
      this.registry,
      this.verifier,
    );
  }
}
