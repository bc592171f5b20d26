import { derivedUuid } from '../../../platform/event-store/event-id';
import { type DealRole, type TimelineStage } from './deal-rules';

/**
 * Events of a `timeline-<uuid>` stream: one deal, from agreement to completion. Ids only, no
 * personal data; the acting user's id is in each event's metadata (`actorId`).
 */
export const TIMELINE_STREAM_PREFIX = 'timeline-';
export const timelineStreamId = (timelineId: string) => `${TIMELINE_STREAM_PREFIX}${timelineId}`;

/** One timeline per sale: its id is derived from the sale's transaction id. */
export const timelineIdFor = (transactionId: string) =>
  derivedUuid(`dlm.deals.timeline:${transactionId}`);

export interface TimelineOpened {
  type: 'deals.TimelineOpened';
  data: {
    timelineId: string;
    transactionId: string;
    listingId: string;
    sellerId: string;
    /** The buyer the sale names (sold from a lead), or null. */
    buyerId: string | null;
    stage: 'agreed';
    /** Who opened it. */
    role: DealRole;
    openedAt: string;
  };
}

export interface TimelineStageChanged {
  type: 'deals.TimelineStageChanged';
  data: {
    timelineId: string;
    stage: TimelineStage;
    notes: string | null;
    role: DealRole;
    changedAt: string;
  };
}

export type TimelineEvent = TimelineOpened | TimelineStageChanged;

export const TIMELINE_EVENT_TYPES = [
  'deals.TimelineOpened',
  'deals.TimelineStageChanged',
] as const satisfies readonly TimelineEvent['type'][];
