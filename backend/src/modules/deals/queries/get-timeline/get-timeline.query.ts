/** One deal's timeline, for its seller or its buyer. */
export interface GetTimelineQuery {
  timelineId: string;
  callerId: string;
}
