import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { handleCommand } from '../../../../platform/event-store/command-handler';
import { EventStore } from '../../../../platform/event-store/event-store';
import { isUuid } from '../../../../platform/http/uuid';
import { inquiryDecider } from '../../model/inquiry';
import { InquiryNotFoundError } from '../../model/inquiry.errors';
import { inquiryStreamId } from '../../model/inquiry.events';
import { type ChangeInquiryStatusCommand } from './change-inquiry-status.command';

@Injectable()
export class ChangeInquiryStatusHandler {
  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  async execute(command: ChangeInquiryStatusCommand): Promise<void> {
    if (!isUuid(command.inquiryId)) throw new InquiryNotFoundError();
    await handleCommand(
      this.store,
      inquiryStreamId(command.inquiryId),
      inquiryDecider,
      {
        type: 'ChangeInquiryStatus',
        sellerId: command.sellerId,
        status: command.status,
        notes: command.notes,
        now: this.clock.now(),
      },
      { commandId: randomUUID(), metadata: { actorId: command.sellerId } },
    );
  }
}
