import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../../../platform/clock/clock';
import { type JobData } from '../../../../platform/queue/job';
import { JobQueues } from '../../../../platform/queue/job-queues';
import { BackgroundJobsOffError } from '../../model/listing.errors';
import { checkAllJob } from '../../jobs/ownership-checks.processor';
import { type CheckAllOwnershipCommand } from './check-all-ownership.command';

export interface CheckAllStarted {
  queued: number;
  startedAt: Date;
  /** The seller's earlier "Check all" still waits or runs: that one is answered, none is queued. */
  alreadyRunning: boolean;
}

/**
 * "Check all": queues the seller's check-all job, which checks each listing that can be checked
 * (not sold); the summary counts the ones checked since `startedAt`. While one waits or runs,
 * another click queues nothing and is answered with it.
 */
@Injectable()
export class CheckAllOwnershipHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queues: JobQueues,
    private readonly clock: Clock,
  ) {}

  async execute(command: CheckAllOwnershipCommand): Promise<CheckAllStarted> {
    if (!this.queues.enabled) throw new BackgroundJobsOffError();
    const startedAt = this.clock.now();
    const [{ queued }] = await this.dataSource.query<[{ queued: number }]>(
      `select count(*)::int as queued from domain_listings
        where seller_id = $1 and status in ('active', 'suspended', 'expired')`,
      [command.sellerId],
    );
    const job = checkAllJob(command.sellerId, startedAt, queued);
    await this.queues.add([job]);
    const held = (await this.queues.queue(job.queue).getJob(job.jobId))?.data as
      JobData | undefined;
    if (!held || held.startedAt === job.data.startedAt)
      return { queued, startedAt, alreadyRunning: false };
    return {
      queued: Number(held.queued),
      startedAt: new Date(held.startedAt),
      alreadyRunning: true,
    };
  }
}
