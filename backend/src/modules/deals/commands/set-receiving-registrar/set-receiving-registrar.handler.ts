import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { decide, timelineStream } from '../../model/timeline';

/** The buyer names the registrar receiving the name: the delivery watch looks for it in RDAP. */
@Injectable()
export class SetReceivingRegistrarHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly clock: Clock,
  ) {}

  async execute(timelineId: string, callerId: string, registrar: string): Promise<void> {
    await this.commands.run({
      metadata: { actorId: callerId },
      streams: { timeline: timelineStream(timelineId) },
      decide: (states) => ({
        timeline: decide(
          { type: 'SetReceivingRegistrar', callerId, registrar, now: this.clock.now() },
          states.timeline,
        ),
      }),
    });
  }
}
