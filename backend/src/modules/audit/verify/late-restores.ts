import { type DataSource } from 'typeorm';
import { SALE_REVERSAL_DAYS } from '../../listings';
import { hoursBetween, isWithinWindow } from '../sale-reversal';

export interface RestoreProblem {
  eventId: string;
  streamId: string;
  problem: string;
}

/**
 * Restores that came after the window, or with no sale before them in their stream, read from the
 * events themselves (not from a read model). A restore for a cancelled deal (reason
 * `deal_cancelled`) is outside the window's rule, but only when the same command cancelled that
 * deal after a missed deadline: the log must show the cancellation beside it.
 */
export async function findLateOrOrphanRestores(dataSource: DataSource): Promise<RestoreProblem[]> {
  const rows = await dataSource.query<
    Array<{
      event_id: string;
      stream_id: string;
      recorded_at: string | null;
      restored_at: string;
      reason: string | null;
      deal_cancelled: boolean;
    }>
  >(
    `select restore.event_id, restore.stream_id, sale.data->>'recordedAt' as recorded_at,
            restore.data->>'restoredAt' as restored_at, restore.data->>'reason' as reason,
            exists (
              select 1 from es_events cancel
               where cancel.event_type = 'deals.TimelineStageChanged'
                 and cancel.stream_id = 'timeline-' || (restore.data->>'timelineId')
                 and cancel.data->>'stage' = 'cancelled'
                 and cancel.data ? 'missedDeadline'
                 and cancel.metadata->>'commandId' = restore.metadata->>'commandId'
            ) as deal_cancelled
       from es_events restore
       left join lateral (
         select data from es_events
          where stream_id = restore.stream_id and event_type = 'listings.DomainMarkedSold'
            and stream_position < restore.stream_position
          order by stream_position desc limit 1) sale on true
      where restore.event_type = 'listings.DomainRestored'
      order by restore.global_position`,
  );
  const problems: RestoreProblem[] = [];
  for (const row of rows) {
    if (!row.recorded_at) {
      problems.push({
        eventId: row.event_id,
        streamId: row.stream_id,
        problem: 'no sale before it',
      });
      continue;
    }
    if (row.reason === 'deal_cancelled') {
      if (!row.deal_cancelled)
        problems.push({
          eventId: row.event_id,
          streamId: row.stream_id,
          problem:
            'restored for a cancelled deal, but no deal was cancelled after a missed deadline with it',
        });
      continue;
    }
    const hours = hoursBetween(row.recorded_at, row.restored_at);
    if (!isWithinWindow(row.recorded_at, row.restored_at))
      problems.push({
        eventId: row.event_id,
        streamId: row.stream_id,
        problem: `restored ${hours} hours after the sale, past the ${SALE_REVERSAL_DAYS}-day window`,
      });
  }
  return problems;
}
