import { Injectable } from '@nestjs/common';
import { type DealRole, type TimelineStatus } from '../model/deal-rules';
import { TimelineNotFoundError } from '../model/deal.errors';
import {
  type TransactionTimeline,
  type TransactionTimelinesPage,
} from './transaction-timeline.response.dto';

export interface TimelineFilter {
  page: number;
  limit: number;
  status?: TimelineStatus;
  role?: DealRole;
}

/** Reads timelines for their seller or their buyer; anyone else finds none. */
@Injectable()
export class TimelineReader {
  async find(timelineId: string, callerId: string): Promise<TransactionTimeline> {
    throw new TimelineNotFoundError();
  }

  async page(callerId: string, filter: TimelineFilter): Promise<TransactionTimelinesPage> {
    throw new TimelineNotFoundError();
  }
}
