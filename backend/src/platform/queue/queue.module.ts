import { Global, Module } from '@nestjs/common';
import { JobQueues } from './job-queues';
import { JobRegistry } from './job-registry';
import { JobWorkers } from './job-workers';

/**
 * BullMQ on Redis: the queues (every process may add jobs), the registry modules fill with their
 * job handlers, reactors and sweeps, and the workers that run them (worker and all-in-one only).
 */
@Global()
@Module({
  providers: [JobQueues, JobRegistry, JobWorkers],
  exports: [JobQueues, JobRegistry, JobWorkers],
})
export class QueueModule {}
