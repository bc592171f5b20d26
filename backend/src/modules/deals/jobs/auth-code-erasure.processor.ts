import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type RecordedEvent } from '../../../platform/event-store/event';
import { JobRegistry } from '../../../platform/queue/job-registry';
import { type TimelineStage } from '../model/deal-rules';
import { type TimelineStageChanged } from '../model/timeline.events';

export const DEAL_SECRETS_QUEUE = 'deal-secrets';

/** Stages after which the auth code serves no one: the name arrived, or the deal ended. */
const AUTH_CODE_SPENT: ReadonlySet<TimelineStage> = new Set([
  'domain_transferred',
  'funds_released',
  'completed',
  'cancelled',
]);

/**
 * The `deal-secrets` queue: a deal's sealed auth code is erased once its name is transferred or
 * the deal cancelled (the buyer is no longer shown it from then on, whether or not this has run).
 */
@Injectable()
export class AuthCodeErasureJobs implements OnModuleInit {
  constructor(
    private readonly registry: JobRegistry,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.registry.react({
      name: 'deals.auth-code-erasure',
      eventTypes: ['deals.TimelineStageChanged'],
      react: (event) => {
        const { timelineId, stage } = (event as RecordedEvent<string, TimelineStageChanged['data']>)
          .data;
        if (!AUTH_CODE_SPENT.has(stage)) return [];
        return [
          {
            queue: DEAL_SECRETS_QUEUE,
            name: 'erase-auth-code',
            data: { timelineId },
            jobId: `erase-auth-code-${event.eventId}`,
          },
        ];
      },
    });
    this.registry.handle({
      queue: DEAL_SECRETS_QUEUE,
      name: 'erase-auth-code',
      run: async ({ timelineId }) => {
        await this.dataSource.query(`delete from deal_auth_codes where timeline_id = $1`, [
          timelineId,
        ]);
      },
    });
  }
}
