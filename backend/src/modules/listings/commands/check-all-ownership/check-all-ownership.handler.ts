import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../../../platform/clock/clock';
import { JobQueues } from '../../../../platform/queue/job-queues';
import { BackgroundJobsOffError } from '../../model/listing.errors';
import { checkJob } from '../../jobs/ownership-checks.processor';
import { type CheckAllOwnershipCommand } from './check-all-ownership.command';

/**
 * "Check all": a check job for each of the seller's listings that can be checked (not sold),
 * run by the workers; the summary counts the ones checked since `startedAt`.
 */
@Injectable()
export class CheckAllOwnershipHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queues: JobQueues,
    private readonly clock: Clock,
  ) {}

  async execute(command: CheckAllOwnershipCommand): Promise<{ queued: number; startedAt: Date }> {
    if (!this.queues.enabled) throw new BackgroundJobsOffError();
    const startedAt = this.clock.now();
    const listings = await this.dataSource.query<{ id: string }[]>(
      `select id from domain_listings
        where seller_id = $1 and status in ('active', 'suspended', 'expired')
        order by name`,
      [command.sellerId],
    );
    await this.queues.add(
      listings.map(({ id }) =>
        checkJob(
          { listingId: id, sellerId: command.sellerId },
          `ownership-check-${id}-all-${startedAt.getTime()}`,
        ),
      ),
    );
    return { queued: listings.length, startedAt };
  }
}
