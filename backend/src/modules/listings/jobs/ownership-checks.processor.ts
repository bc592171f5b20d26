import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../../platform/clock/clock';
import { AppConfig } from '../../../platform/config/app-config';
import { type JobRequest } from '../../../platform/queue/job';
import { JobQueues } from '../../../platform/queue/job-queues';
import { JobRegistry } from '../../../platform/queue/job-registry';
import { CheckOwnershipHandler } from '../commands/check-ownership/check-ownership.handler';
import { ListingNotFoundError, ListingSoldError } from '../model/listing.errors';

export const OWNERSHIP_CHECKS_QUEUE = 'ownership-checks';
export const OWNERSHIP_CHECK_ALL_QUEUE = 'ownership-check-all';
const SWEEP_EVERY_MS = 15 * 60 * 1000;
/** A sweep's most: a million listings checked daily need some 10,400 per sweep. */
const SWEEP_BATCH = 20_000;

/** A check of one listing in the sweep's round `round`. */
export function checkJob(data: { listingId: string; round: string }, jobId: string): JobRequest {
  return { queue: OWNERSHIP_CHECKS_QUEUE, name: 'check', data, jobId };
}

/**
 * The seller's "Check all" clicked at `startedAt`: one job per seller at a time (its id names
 * the seller, never the click), so more clicks while it waits or runs queue nothing.
 */
export function checkAllJob(sellerId: string, startedAt: Date, queued: number): JobRequest {
  return {
    queue: OWNERSHIP_CHECK_ALL_QUEUE,
    name: 'check-all',
    data: { sellerId, startedAt: startedAt.toISOString(), queued: String(queued) },
    jobId: `check-all-${sellerId}`,
    oneAtATime: true,
  };
}

/**
 * The `ownership-checks` queue (ADR 0024): every 15 minutes a sweep queues a check of each active
 * or suspended listing whose time has come. Each listing has its own time of day (`nextCheckAt`),
 * so a day's checks spread over the day. A round's job id and command id both name the listing
 * and its scheduled time: two workers sweeping at once queue it once, and a job run twice
 * records one check.
 *
 * "Check all" has a queue of its own, so that sellers' check-alls never hold up the sweep: its job
 * checks the seller's listings one after another, gently for the registries' RDAP servers, and
 * a retry checks only those not checked since the click.
 */
@Injectable()
export class OwnershipCheckJobs implements OnModuleInit {
  constructor(
    private readonly registry: JobRegistry,
    private readonly queues: JobQueues,
    private readonly check: CheckOwnershipHandler,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.registry.handle({
      queue: OWNERSHIP_CHECKS_QUEUE,
      name: 'check',
      run: async ({ listingId, round }) =>
        void (await this.check.execute({ listingId, trigger: 'sweep', round })),
    });
    this.registry.handle({
      queue: OWNERSHIP_CHECK_ALL_QUEUE,
      name: 'check-all',
      run: ({ sellerId, startedAt }) => this.checkAll(sellerId, new Date(startedAt)),
    });
    this.registry.handle({
      queue: OWNERSHIP_CHECKS_QUEUE,
      name: 'sweep',
      run: async () => void (await this.sweep()),
    });
    this.registry.schedule({
      queue: OWNERSHIP_CHECKS_QUEUE,
      name: 'sweep',
      everyMs: SWEEP_EVERY_MS,
    });
  }

  /** Checks each of the seller's listings that can be checked and was not since `since`. */
  async checkAll(sellerId: string, since: Date): Promise<void> {
    const listings = await this.dataSource.query<{ id: string }[]>(
      `select id from domain_listings
        where seller_id = $1 and status in ('active', 'suspended', 'expired')
          and (last_checked_at is null or last_checked_at < $2)
        order by name`,
      [sellerId, since],
    );
    for (const { id } of listings) {
      await this.check.execute({ listingId: id, sellerId, trigger: 'seller' }).catch((error) => {
        // Deleted or sold since the click: nothing to check.
        if (!(error instanceof ListingNotFoundError || error instanceof ListingSoldError))
          throw error;
      });
    }
  }

  /** Queues the listings due for a check; returns how many. */
  async sweep(): Promise<number> {
    const due = await this.dataSource.query<{ id: string; round: string }[]>(
      `select id, (extract(epoch from next_check_at) * 1000)::int8::text as round
         from domain_listings
        where status in ('active', 'suspended') and next_check_at <= $1
        order by next_check_at limit $2`,
      [this.clock.now(), SWEEP_BATCH],
    );
    await this.queues.add(
      due.map(({ id, round }) =>
        checkJob({ listingId: id, round }, `ownership-check-${id}-${round}`),
      ),
    );
    return due.length;
  }
}
