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
 * events themselves (not from a read model).
 */
export async function findLateOrOrphanRestores(dataSource: DataSource): Promise<RestoreProblem[]> {
  const rows = await dataSource.query<
    Array<{
      event_id: string;
      stream_id: string;
      recorded_at: string | null;
      restored_at: string;
    }>
  >(
    `select restore.event_id, restore.stream_id, sale.data->>'recordedAt' as recorded_at,
            restore.data->>'restoredAt' as restored_at
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
