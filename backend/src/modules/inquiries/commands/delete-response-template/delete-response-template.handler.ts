import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { handleCommand } from '../../../../platform/event-store/command-handler';
import { EventStore } from '../../../../platform/event-store/event-store';
import { isUuid } from '../../../../platform/http/uuid';
import { ResponseTemplateNotFoundError } from '../../model/inquiry.errors';
import { responseTemplatesStreamId } from '../../model/inquiry.events';
import { responseTemplatesDecider } from '../../model/response-templates';

/** Deletes one of the seller's own response templates; anyone else's answers 404. */
@Injectable()
export class DeleteResponseTemplateHandler {
  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  async execute(command: { sellerId: string; templateId: string }): Promise<void> {
    if (!isUuid(command.templateId)) throw new ResponseTemplateNotFoundError();
    await handleCommand(
      this.store,
      responseTemplatesStreamId(command.sellerId),
      responseTemplatesDecider,
      {
        type: 'DeleteResponseTemplate',
        sellerId: command.sellerId,
        templateId: command.templateId,
        now: this.clock.now(),
      },
      { commandId: randomUUID(), metadata: { actorId: command.sellerId } },
    );
  }
}
