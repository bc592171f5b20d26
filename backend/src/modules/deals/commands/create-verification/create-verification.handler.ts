import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { roleOf } from '../../model/deal-rules';
import { decide, verificationStream } from '../../model/verification';
import { verificationIdFor } from '../../model/verification.events';
import { partiesOfTimeline } from '../deal-parties';
import { type CreateVerificationCommand } from './create-verification.command';

/**
 * Starts the timeline's checklist of a type; a second request finds it and appends nothing. The
 * caller's role comes from the timeline; the checklist refuses anyone with none (404).
 */
@Injectable()
export class CreateVerificationHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly clock: Clock,
  ) {}

  async execute(command: CreateVerificationCommand): Promise<{ verificationId: string }> {
    const { timelineId, callerId } = command;
    const verificationId = verificationIdFor(timelineId, command.type);
    const now = this.clock.now();
    await this.commands.run({
      metadata: { actorId: callerId },
      streams: { verification: verificationStream(verificationId) },
      read: (manager) => partiesOfTimeline(manager, timelineId),
      decide: ({ verification }, parties) => ({
        verification: decide(
          {
            type: 'CreateVerification',
            verificationId,
            timelineId,
            checklist: command.type,
            role: parties && roleOf(callerId, parties),
            now,
          },
          verification,
        ),
      }),
    });
    return { verificationId };
  }
}
