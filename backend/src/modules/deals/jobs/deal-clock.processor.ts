import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../../platform/clock/clock';
import { type RecordedEvent } from '../../../platform/event-store/event';
import { type JobRequest } from '../../../platform/queue/job';
import { JobQueues } from '../../../platform/queue/job-queues';
import { JobRegistry } from '../../../platform/queue/job-registry';
import { RunDealClockHandler } from '../commands/run-deal-clock/run-deal-clock.handler';
import { REMINDER_BEFORE_MS } from '../model/timeline';
import {
  type DealDeadline,
  type TimelineOpened,
  type TimelineStageChanged,
} from '../model/timeline.events';

export const DEAL_CLOCK_QUEUE = 'deal-clock';
const SWEEP_EVERY_MS = 10 * 60 * 1000;
const SWEEP_BATCH = 1_000;

/**
 * The `deal-clock` queue (ADR 0026): a deal from an accepted offer gets, for each deadline as it
 * is set (payment at opening, transfer when payment is secured), a reminder job a day before and
 * a job at the deadline. A sweep every 10 minutes queues the same for every open deal whose
 * deadline is within a day or past, catching any job lost.
 */
@Injectable()
export class DealClockJobs implements OnModuleInit {
  constructor(
    private readonly registry: JobRegistry,
    private readonly queues: JobQueues,
    private readonly run: RunDealClockHandler,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.registry.react({
      name: 'deals.clock',
      eventTypes: ['deals.TimelineOpened', 'deals.TimelineStageChanged'],
      react: (event) => {
        if (event.type === 'deals.TimelineOpened') {
          const data = (event as RecordedEvent<string, TimelineOpened['data']>).data;
          return data.paymentDueAt ? this.jobs(data.timelineId, 'payment', data.paymentDueAt) : [];
        }
        const data = (event as RecordedEvent<string, TimelineStageChanged['data']>).data;
        return data.transferDueAt ? this.jobs(data.timelineId, 'transfer', data.transferDueAt) : [];
      },
    });
    this.registry.handle({
      queue: DEAL_CLOCK_QUEUE,
      name: 'tick',
      run: ({ timelineId, deadline, kind, dueAt }) =>
        this.run.execute({
          timelineId,
          deadline: deadline as DealDeadline,
          kind: kind as 'remind' | 'miss',
          dueAt,
        }),
    });
    this.registry.handle({ queue: DEAL_CLOCK_QUEUE, name: 'sweep', run: () => this.sweep() });
    this.registry.schedule({ queue: DEAL_CLOCK_QUEUE, name: 'sweep', everyMs: SWEEP_EVERY_MS });
  }

  /** Queues the reminder and the miss of every open deal whose deadline is a day away or past. */
  async sweep(): Promise<void> {
    const now = this.clock.now();
    const due = await this.dataSource.query<
      { id: string; next_deadline: DealDeadline; next_due_at: Date }[]
    >(
      `select id, next_deadline, next_due_at from deal_timelines
        where status = 'open' and next_due_at <= $1 order by next_due_at limit $2`,
      [new Date(now.getTime() + REMINDER_BEFORE_MS), SWEEP_BATCH],
    );
    await this.queues.add(
      due.flatMap((row) =>
        this.jobs(row.id, row.next_deadline, new Date(row.next_due_at).toISOString(), true),
      ),
    );
  }

  private jobs(
    timelineId: string,
    deadline: DealDeadline,
    dueAtIso: string,
    swept = false,
  ): JobRequest[] {
    const dueAt = Date.parse(dueAtIso);
    const job = (kind: 'remind' | 'miss', runAt: number): JobRequest => ({
      queue: DEAL_CLOCK_QUEUE,
      name: 'tick',
      data: { timelineId, deadline, kind, dueAt: String(dueAt) },
      jobId: `${kind}-${deadline}-${timelineId}-${dueAt}${swept ? `-swept-${this.clock.now().getTime()}` : ''}`,
      runAt: swept ? undefined : new Date(runAt),
    });
    return [job('remind', dueAt - REMINDER_BEFORE_MS), job('miss', dueAt)];
  }
}
