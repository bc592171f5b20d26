import { Injectable } from '@nestjs/common';
import { TimelineNotFoundError } from '../../model/deal.errors';
import { type UpdateTimelineStageCommand } from './update-timeline-stage.command';

@Injectable()
export class UpdateTimelineStageHandler {
  async execute(command: UpdateTimelineStageCommand): Promise<void> {
    throw new TimelineNotFoundError();
  }
}
