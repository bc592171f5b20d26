import { Global, Module } from '@nestjs/common';
import { JobQueues } from './job-queues';
import { JobRegistry } from './job-registry';
import { JobWorkers } from './job-workers';
import { QueueDashboardSessionController } from './queue-dashboard-session.http.controller';

/**
 * BullMQ on Redis: the queues (every process may add jobs), the registry modules fill with their
 * job handlers, reactors and sweeps, the workers that run them (worker and all-in-one only), and
 * the route that opens the queue dashboard to an auditor's browser.
 */
@Global()
@Module({
  controllers: [QueueDashboardSessionController],
  providers: [JobQueues, JobRegistry, JobWorkers],
  exports: [JobQueues, JobRegistry, JobWorkers],
})
export class QueueModule {}
