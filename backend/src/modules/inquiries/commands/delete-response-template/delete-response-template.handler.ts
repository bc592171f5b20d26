import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { responseTemplatesDecider, responseTemplatesStream } from '../../model/response-templates';

/** Deletes one of the seller's own response templates; anyone else's answers 404. */
@Injectable()
export class DeleteResponseTemplateHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly clock: Clock,
  ) {}

  async execute(command: { sellerId: string; templateId: string }): Promise<void> {
    const now = this.clock.now();
    await this.commands.run({
      metadata: { actorId: command.sellerId },
      streams: { templates: responseTemplatesStream(command.sellerId) },
      decide: ({ templates }) => ({
        templates: responseTemplatesDecider.decide(
          { type: 'DeleteResponseTemplate', ...command, now },
          templates,
        ),
      }),
    });
  }
}
