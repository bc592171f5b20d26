import { type RecordedEvent } from './event';
import { EVENT_COLUMNS, type EventRow, type Queryable, toRecordedEvent } from './event-rows';

/**
 * A place in the feed: the appending transaction's xid8 (decimal string) and the global position.
 * Checkpoints are this pair, never the position alone.
 */
export interface FeedPosition {
  tx: string;
  pos: bigint;
}

/** Before the first event. */
export const FEED_START: FeedPosition = Object.freeze({ tx: '0', pos: 0n });

export function feedPositionOf(event: Pick<RecordedEvent, 'transactionId' | 'globalPosition'>) {
  return { tx: event.transactionId, pos: event.globalPosition } satisfies FeedPosition;
}

export function compareFeedPositions(a: FeedPosition, b: FeedPosition): number {
  const byTx = compareTransactionIds(a.tx, b.tx);
  if (byTx !== 0) return byTx;
  return a.pos === b.pos ? 0 : a.pos < b.pos ? -1 : 1;
}

/** Orders two xid8s as the server writes them (decimal, without leading zeros), as numbers. */
export function compareTransactionIds(a: string, b: string): number {
  if (a.length !== b.length) return a.length < b.length ? -1 : 1;
  return a === b ? 0 : a < b ? -1 : 1;
}

export interface FeedReadOptions {
  /** Only these event types (the position still moves past the others). */
  eventTypes?: readonly string[];
  /**
   * `finished` (the feed): only transactions below the snapshot's xmin, so a transaction that took
   * its positions earlier but commits later is never skipped. `visible`: everything the snapshot
   * sees; only for a rebuild that holds its tables exclusively (inline projections).
   */
  horizon?: 'finished' | 'visible';
}

/**
 * Events after `after` in (transaction_id, global_position) order, from finished transactions only.
 * Rows come back as stored; callers upcast.
 */
export async function readFeedRows(
  queryable: Queryable,
  after: FeedPosition,
  limit: number,
  options: FeedReadOptions = {},
): Promise<RecordedEvent[]> {
  const parameters: unknown[] = [];
  const statement = feedStatement(after, limit, options, (value, type) => {
    parameters.push(value);
    return `$${parameters.length}::${type}`;
  });
  const rows = await queryable.query<EventRow[]>(statement, parameters);
  return rows.map(toRecordedEvent);
}

/**
 * The feed's statement, each value placed in it by `place` (as a parameter, or as a literal where
 * a statement takes none: `COPY`).
 */
export function feedStatement(
  after: FeedPosition,
  limit: number,
  options: FeedReadOptions,
  place: (
    value: string | readonly string[],
    type: 'xid8' | 'bigint' | 'integer' | 'text[]',
  ) => string,
): string {
  const conditions = [
    `(transaction_id, global_position) > (${place(after.tx, 'xid8')}, ${place(String(after.pos), 'bigint')})`,
  ];
  if ((options.horizon ?? 'finished') === 'finished')
    conditions.push(`transaction_id < pg_snapshot_xmin(pg_current_snapshot())`);
  if (options.eventTypes)
    conditions.push(`event_type = any(${place(options.eventTypes, 'text[]')})`);
  // Ordered by the table's xid8 column, not the selected text of the same name: as text,
  // '1000' sorts before '999' and the feed would skip events when xids gain a digit.
  return `select ${EVENT_COLUMNS} from es_events
      where ${conditions.join(' and ')}
      order by es_events.transaction_id, es_events.global_position
      limit ${place(String(limit), 'integer')}`;
}
