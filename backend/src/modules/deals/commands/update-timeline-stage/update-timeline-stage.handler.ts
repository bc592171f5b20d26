import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { decide, timelineStream } from '../../model/timeline';
import { saleOfTimelineRestored } from './sale-restored';
import { type UpdateTimelineStageCommand } from './update-timeline-stage.command';

/**
 * The order of stages and who may move them are decided from the timeline's own stream; whether
 * its sale was reversed since comes from the sales read model.
 */
@Injectable()
export class UpdateTimelineStageHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly clock: Clock,
  ) {}

  async execute(command: UpdateTimelineStageCommand): Promise<void> {
    const { timelineId, callerId, stage, notes } = command;
    const now = this.clock.now();
    await this.commands.run({
      metadata: { actorId: callerId },
      streams: { timeline: timelineStream(timelineId) },
      read: (manager) => saleOfTimelineRestored(manager, timelineId),
      decide: ({ timeline }, saleRestored) => ({
        timeline: decide(
          { type: 'ChangeStage', callerId, stage, notes, saleRestored, now },
          timeline,
        ),
      }),
    });
  }
}
