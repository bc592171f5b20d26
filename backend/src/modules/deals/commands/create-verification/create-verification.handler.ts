import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../../../platform/clock/clock';
import { handleCommand } from '../../../../platform/event-store/command-handler';
import { EventStore } from '../../../../platform/event-store/event-store';
import { isUuid } from '../../../../platform/http/uuid';
import { roleOf } from '../../model/deal-rules';
import { TimelineNotFoundError } from '../../model/deal.errors';
import { verificationDecider } from '../../model/verification';
import { verificationIdFor, verificationStreamId } from '../../model/verification.events';
import { type CreateVerificationCommand } from './create-verification.command';

/** Starts the timeline's checklist of a type; a second request finds it and appends nothing. */
@Injectable()
export class CreateVerificationHandler {
  constructor(
    private readonly store: EventStore,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async execute(command: CreateVerificationCommand): Promise<{ verificationId: string }> {
    if (!isUuid(command.timelineId)) throw new TimelineNotFoundError();
    const [timeline] = await this.dataSource.query<
      Array<{ seller_id: string; buyer_id: string | null }>
    >(`select seller_id, buyer_id from deal_timelines where id = $1`, [command.timelineId]);
    if (!timeline) throw new TimelineNotFoundError();
    const verificationId = verificationIdFor(command.timelineId, command.type);
    await handleCommand(
      this.store,
      verificationStreamId(verificationId),
      verificationDecider,
      {
        type: 'CreateVerification',
        verificationId,
        timelineId: command.timelineId,
        checklist: command.type,
        role: roleOf(command.callerId, {
          sellerId: timeline.seller_id,
          buyerId: timeline.buyer_id,
        }),
        now: this.clock.now(),
      },
      { commandId: randomUUID(), metadata: { actorId: command.callerId } },
    );
    return { verificationId };
  }
}
