import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../../../platform/clock/clock';
import { handleCommand } from '../../../../platform/event-store/command-handler';
import { EventStore } from '../../../../platform/event-store/event-store';
import { isUuid } from '../../../../platform/http/uuid';
import { TimelineNotFoundError } from '../../model/deal.errors';
import { timelineDecider } from '../../model/timeline';
import { timelineStreamId } from '../../model/timeline.events';
import { type UpdateTimelineStageCommand } from './update-timeline-stage.command';

/**
 * The order of stages and who may move them are decided from the timeline's own stream; whether
 * its sale was reversed since comes from the sales read model, which is kept in each sale's and
 * restore's own transaction.
 */
@Injectable()
export class UpdateTimelineStageHandler {
  constructor(
    private readonly store: EventStore,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async execute(command: UpdateTimelineStageCommand): Promise<void> {
    if (!isUuid(command.timelineId)) throw new TimelineNotFoundError();
    const [sale] = await this.dataSource.query<Array<{ restored: boolean }>>(
      `select s.restored_at is not null as restored
         from deal_timelines t join deal_sales s on s.sale_id = t.transaction_id
        where t.id = $1`,
      [command.timelineId],
    );
    await handleCommand(
      this.store,
      timelineStreamId(command.timelineId),
      timelineDecider,
      {
        type: 'ChangeStage',
        callerId: command.callerId,
        stage: command.stage,
        notes: command.notes,
        saleRestored: sale?.restored ?? false,
        now: this.clock.now(),
      },
      { commandId: randomUUID(), metadata: { actorId: command.callerId } },
    );
  }
}
