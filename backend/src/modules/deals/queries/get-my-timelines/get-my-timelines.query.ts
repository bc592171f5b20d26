import { type DealRole, type TimelineStatus } from '../../model/deal-rules';

/** A page of the caller's deals, as seller and as buyer; absent filters are undefined. */
export interface GetMyTimelinesQuery {
  callerId: string;
  page: number;
  limit: number;
  status?: TimelineStatus;
  role?: DealRole;
}
