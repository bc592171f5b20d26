import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../../platform/clock/clock';
import { type RecordedEvent } from '../../../platform/event-store/event';
import { type JobRequest } from '../../../platform/queue/job';
import { JobQueues } from '../../../platform/queue/job-queues';
import { JobRegistry } from '../../../platform/queue/job-registry';
import { EndListingPeriodHandler } from '../commands/end-listing-period/end-listing-period.handler';
import { type DomainListed, type DomainRelisted } from '../model/listing.events';

export const RELISTING_QUEUE = 'relisting';
const SWEEP_EVERY_MS = 10 * 60 * 1000;
const SWEEP_BATCH = 1_000;

/**
 * The `relisting` queue: every listing period gets a delayed job at its end, which relists the
 * unsold listing free (`DomainRelisted`, automatic) or expires it (`ListingExpired`) when the
 * seller turned auto-relist off. A sweep every 10 minutes queues the same for every active
 * listing past its period by the read model, catching any job lost or run early.
 */
@Injectable()
export class RelistingJobs implements OnModuleInit {
  constructor(
    private readonly registry: JobRegistry,
    private readonly queues: JobQueues,
    private readonly endPeriod: EndListingPeriodHandler,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.registry.react({
      name: 'listings.relisting',
      eventTypes: ['listings.DomainListed', 'listings.DomainRelisted'],
      react: (event) => {
        const { listingId, expiresAt } = (
          event as RecordedEvent<string, DomainListed['data'] | DomainRelisted['data']>
        ).data;
        return [
          this.job(listingId, `end-${listingId}-${Date.parse(expiresAt)}`, new Date(expiresAt)),
        ];
      },
    });
    this.registry.handle({
      queue: RELISTING_QUEUE,
      name: 'end-period',
      run: ({ listingId }) => this.endPeriod.execute({ listingId }),
    });
    this.registry.handle({ queue: RELISTING_QUEUE, name: 'sweep', run: () => this.sweep() });
    this.registry.schedule({ queue: RELISTING_QUEUE, name: 'sweep', everyMs: SWEEP_EVERY_MS });
  }

  /** Queues the end of every active listing's period that is over. */
  async sweep(): Promise<void> {
    const now = this.clock.now();
    const due: Array<{ id: string }> = await this.dataSource.query(
      `select id from domain_listings where status = 'active' and expires_at <= $1
        order by expires_at limit $2`,
      [now, SWEEP_BATCH],
    );
    await this.queues.add(due.map(({ id }) => this.job(id, `end-${id}-swept-${now.getTime()}`)));
  }

  private job(listingId: string, jobId: string, runAt?: Date): JobRequest {
    return { queue: RELISTING_QUEUE, name: 'end-period', data: { listingId }, jobId, runAt };
  }
}
