import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../../platform/clock/clock';
import { AppConfig } from '../../../platform/config/app-config';
import { type JobRequest } from '../../../platform/queue/job';
import { JobQueues } from '../../../platform/queue/job-queues';
import { JobRegistry } from '../../../platform/queue/job-registry';
import { CheckOwnershipHandler } from '../commands/check-ownership/check-ownership.handler';

export const OWNERSHIP_CHECKS_QUEUE = 'ownership-checks';
const SWEEP_EVERY_MS = 15 * 60 * 1000;
/** A sweep's most: a million listings checked daily need some 10,400 per sweep. */
const SWEEP_BATCH = 20_000;

/** A check of one listing: by its seller ("Check all") or the sweep's round (`round`). */
export function checkJob(
  data: { listingId: string; sellerId?: string; round?: string },
  jobId: string,
): JobRequest {
  const { listingId, sellerId, round } = data;
  return {
    queue: OWNERSHIP_CHECKS_QUEUE,
    name: 'check',
    data: { listingId, ...(sellerId && { sellerId }), ...(round && { round }) },
    jobId,
  };
}

/**
 * The `ownership-checks` queue (ADR 0024): every 15 minutes a sweep queues a check of each active
 * or suspended listing whose time has come. Each listing has its own time of day (`nextCheckAt`),
 * so a day's checks spread over the day. A round's job id and command id both name the listing
 * and its scheduled time: two workers sweeping at once queue it once, and a job run twice
 * records one check.
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
      run: async ({ listingId, sellerId, round }) =>
        void (await this.check.execute({
          listingId,
          sellerId,
          trigger: sellerId ? 'seller' : 'sweep',
          round,
        })),
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
