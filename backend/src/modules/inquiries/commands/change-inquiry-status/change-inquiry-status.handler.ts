import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { decide, inquiryStream } from '../../model/inquiry';
import { type ChangeInquiryStatusCommand } from './change-inquiry-status.command';

@Injectable()
export class ChangeInquiryStatusHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly clock: Clock,
  ) {}

  async execute(command: ChangeInquiryStatusCommand): Promise<void> {
    const { inquiryId, ...change } = command;
    const now = this.clock.now();
    await this.commands.run({
      metadata: { actorId: command.sellerId },
      streams: { inquiry: inquiryStream(inquiryId) },
      decide: ({ inquiry }) => ({
        inquiry: decide({ type: 'ChangeInquiryStatus', ...change, now }, inquiry),
      }),
    });
  }
}
