import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../../../platform/clock/clock';
import { handleCommand } from '../../../../platform/event-store/command-handler';
import { EventStore } from '../../../../platform/event-store/event-store';
import { isUuid } from '../../../../platform/http/uuid';
import { roleOf } from '../../model/deal-rules';
import { VerificationNotFoundError } from '../../model/deal.errors';
import { verificationDecider } from '../../model/verification';
import { verificationStreamId } from '../../model/verification.events';
import { type UpdateVerificationItemCommand } from './update-verification-item.command';

/** The caller's role comes from the checklist's timeline; the checklist decides the rest. */
@Injectable()
export class UpdateVerificationItemHandler {
  constructor(
    private readonly store: EventStore,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async execute(command: UpdateVerificationItemCommand): Promise<void> {
    if (!isUuid(command.verificationId)) throw new VerificationNotFoundError();
    const [timeline] = await this.dataSource.query<
      Array<{ seller_id: string; buyer_id: string | null }>
    >(
      `select t.seller_id, t.buyer_id
         from deal_verifications v join deal_timelines t on t.id = v.timeline_id
        where v.id = $1`,
      [command.verificationId],
    );
    if (!timeline) throw new VerificationNotFoundError();
    await handleCommand(
      this.store,
      verificationStreamId(command.verificationId),
      verificationDecider,
      {
        type: 'UpdateVerificationItem',
        role: roleOf(command.callerId, {
          sellerId: timeline.seller_id,
          buyerId: timeline.buyer_id,
        }),
        field: command.field,
        value: command.value,
        notes: command.notes,
        now: this.clock.now(),
      },
      { commandId: randomUUID(), metadata: { actorId: command.callerId } },
    );
  }
}
