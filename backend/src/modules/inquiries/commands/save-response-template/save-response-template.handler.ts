import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { responseTemplatesDecider, responseTemplatesStream } from '../../model/response-templates';
import { type SaveResponseTemplateCommand } from './save-response-template.command';

@Injectable()
export class SaveResponseTemplateHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly clock: Clock,
  ) {}

  async execute(command: SaveResponseTemplateCommand): Promise<{ templateId: string }> {
    const { sellerId, templateId = randomUUID(), ...template } = command;
    const now = this.clock.now();
    await this.commands.run({
      metadata: { actorId: sellerId },
      streams: { templates: responseTemplatesStream(sellerId) },
      decide: ({ templates }) => ({
        templates: responseTemplatesDecider.decide(
          {
            type: 'SaveResponseTemplate',
            sellerId,
            isNew: command.templateId === undefined,
            template: { templateId, ...template },
            now,
          },
          templates,
        ),
      }),
    });
    return { templateId };
  }
}
