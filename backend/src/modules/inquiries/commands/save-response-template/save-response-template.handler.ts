import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { handleCommand } from '../../../../platform/event-store/command-handler';
import { EventStore } from '../../../../platform/event-store/event-store';
import { responseTemplatesStreamId } from '../../model/inquiry.events';
import { responseTemplatesDecider } from '../../model/response-templates';
import { type SaveResponseTemplateCommand } from './save-response-template.command';

@Injectable()
export class SaveResponseTemplateHandler {
  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  async execute(command: SaveResponseTemplateCommand): Promise<{ templateId: string }> {
    const templateId = command.templateId ?? randomUUID();
    await handleCommand(
      this.store,
      responseTemplatesStreamId(command.sellerId),
      responseTemplatesDecider,
      {
        type: 'SaveResponseTemplate',
        sellerId: command.sellerId,
        isNew: command.templateId === undefined,
        template: {
          templateId,
          name: command.name,
          inquiryType: command.inquiryType,
          subject: command.subject,
          body: command.body,
        },
        now: this.clock.now(),
      },
      { commandId: randomUUID(), metadata: { actorId: command.sellerId } },
    );
    return { templateId };
  }
}
