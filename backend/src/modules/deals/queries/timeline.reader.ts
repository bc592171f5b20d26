import { Injectable } from '@nestjs/common';
import { type TransactionTimeline } from '../http/transaction-timeline.response.dto';
import { GetTimelineHandler } from './get-timeline/get-timeline.handler';

/** What a timeline command answers with: the timeline as its caller now reads it. */
@Injectable()
export class TimelineReader {
  constructor(private readonly timeline: GetTimelineHandler) {}

  find(timelineId: string, callerId: string): Promise<TransactionTimeline> {
    return this.timeline.execute({ timelineId, callerId });
  }
}
