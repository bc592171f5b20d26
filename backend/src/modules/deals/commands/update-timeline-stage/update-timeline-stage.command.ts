import { type TimelineStage } from '../../model/deal-rules';

/** A party moves the deal to its next stage, or cancels it. */
export interface UpdateTimelineStageCommand {
  timelineId: string;
  callerId: string;
  stage: TimelineStage;
  notes?: string;
}
