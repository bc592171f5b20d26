import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { decide, userStream } from '../../model/user';
import { type ChangePlanCommand } from './change-plan.command';

/** Appends `identity.PlanChanged`: the user is on `tier` until `periodEnd`. */
@Injectable()
export class ChangePlanHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly clock: Clock,
  ) {}

  async execute(command: ChangePlanCommand): Promise<void> {
    const now = this.clock.now();
    await this.commands.run({
      metadata: { actorId: command.userId },
      streams: { user: userStream(command.userId) },
      decide: (states) => ({
        user: decide({ type: 'ChangePlan', ...command, now }, states.user),
      }),
    });
  }
}
