import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { roleOf } from '../../model/deal-rules';
import { decide, verificationStream } from '../../model/verification';
import { partiesOfVerification } from '../deal-parties';
import { type UpdateVerificationItemCommand } from './update-verification-item.command';

/** The caller's role comes from the checklist's timeline; the checklist decides the rest. */
@Injectable()
export class UpdateVerificationItemHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly clock: Clock,
  ) {}

  async execute(command: UpdateVerificationItemCommand): Promise<void> {
    const { verificationId, callerId, field, value, notes } = command;
    const now = this.clock.now();
    await this.commands.run({
      metadata: { actorId: callerId },
      streams: { verification: verificationStream(verificationId) },
      read: (manager) => partiesOfVerification(manager, verificationId),
      decide: ({ verification }, parties) => ({
        verification: decide(
          {
            type: 'UpdateVerificationItem',
            role: parties && roleOf(callerId, parties),
            field,
            value,
            notes,
            now,
          },
          verification,
        ),
      }),
    });
  }
}
