import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../../platform/clock/clock';
import { type RecordedEvent } from '../../../platform/event-store/event';
import { type JobRequest } from '../../../platform/queue/job';
import { JobQueues } from '../../../platform/queue/job-queues';
import { JobRegistry } from '../../../platform/queue/job-registry';
import { ExpireCreditsHandler } from '../commands/expire-credits/expire-credits.handler';
import { WarnOfCreditExpiryHandler } from '../commands/warn-of-credit-expiry/warn-of-credit-expiry.handler';
import { LOT_REMAINING_SQL } from '../credit-lot-rows';
import { type CreditsGranted, creditWarningTime } from '../model/credit.events';

export const CREDIT_EXPIRY_QUEUE = 'credit-expiry';
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const SWEEP_BATCH = 1_000;

interface DueLot {
  id: string;
  user_id: string;
}

/**
 * The `credit-expiry` queue. Each granted lot gets two delayed jobs: a warning mail 30 days before
 * it expires and its expiry (`CreditsExpired`). An hourly sweep queues the same work for every lot
 * that is due by the read model, catching any delayed job lost or run early on another clock.
 * Both commands decide from the ledger under its lock, so a job run twice changes nothing.
 */
@Injectable()
export class CreditExpiryJobs implements OnModuleInit {
  constructor(
    private readonly registry: JobRegistry,
    private readonly queues: JobQueues,
    private readonly expire: ExpireCreditsHandler,
    private readonly warn: WarnOfCreditExpiryHandler,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.registry.react({
      name: 'credits.credit-expiry',
      eventTypes: ['credits.CreditsGranted'],
      react: (event) => this.jobsOfGrant(event as RecordedEvent<string, CreditsGranted['data']>),
    });
    this.registry.handle({
      queue: CREDIT_EXPIRY_QUEUE,
      name: 'warn',
      run: async ({ userId, lotId }) => void (await this.warn.execute({ userId, lotId })),
    });
    this.registry.handle({
      queue: CREDIT_EXPIRY_QUEUE,
      name: 'expire',
      run: async ({ userId }) => void (await this.expire.execute({ userId })),
    });
    this.registry.handle({ queue: CREDIT_EXPIRY_QUEUE, name: 'sweep', run: () => this.sweep() });
    this.registry.schedule({ queue: CREDIT_EXPIRY_QUEUE, name: 'sweep', everyMs: SWEEP_EVERY_MS });
  }

  /** Queues the warning and the expiry of every lot due for one now. */
  async sweep(): Promise<void> {
    const now = this.clock.now();
    const toWarn: DueLot[] = await this.dataSource.query(
      `select l.id, l.user_id from credit_lots l
        where l.expired_at is null and l.warned_at is null and l.expires_at > $1
          and l.expires_at - interval '30 days' <= $1 and ${LOT_REMAINING_SQL} > 0
        order by l.expires_at limit $2`,
      [now, SWEEP_BATCH],
    );
    const toExpire: DueLot[] = await this.dataSource.query(
      `select l.id, l.user_id from credit_lots l
        where l.expired_at is null and l.expires_at <= $1 and ${LOT_REMAINING_SQL} > 0
        order by l.expires_at limit $2`,
      [now, SWEEP_BATCH],
    );
    // Ids of their own: the lot's delayed job may have run early (another machine's clock).
    const sweepJob = (name: 'warn' | 'expire', lot: DueLot) => ({
      ...this.job(name, lot.user_id, lot.id),
      jobId: `${name}-${lot.id}-swept-${now.getTime()}`,
    });
    await this.queues.add([
      ...toWarn.map((lot) => sweepJob('warn', lot)),
      ...toExpire.map((lot) => sweepJob('expire', lot)),
    ]);
  }

  private jobsOfGrant(event: RecordedEvent<string, CreditsGranted['data']>): JobRequest[] {
    const { userId, lotId, expiresAt } = event.data;
    const expiry = new Date(expiresAt);
    return [
      this.job('warn', userId, lotId, creditWarningTime(expiry)),
      this.job('expire', userId, lotId, expiry),
    ];
  }

  private job(name: 'warn' | 'expire', userId: string, lotId: string, runAt?: Date): JobRequest {
    return {
      queue: CREDIT_EXPIRY_QUEUE,
      name,
      data: { userId, lotId },
      jobId: `${name}-${lotId}`,
      runAt,
    };
  }
}
