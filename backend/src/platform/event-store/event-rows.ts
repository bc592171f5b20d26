import { type EventMetadata, type RecordedEvent } from './event';

/** Anything that runs SQL: a DataSource, an EntityManager or a QueryRunner. */
export interface Queryable {
  query<T = unknown>(sql: string, parameters?: unknown[]): Promise<T>;
}

export interface EventRow {
  global_position: string;
  transaction_id: string;
  stream_id: string;
  stream_position: string;
  event_id: string;
  event_type: string;
  schema_version: number;
  data: unknown;
  metadata: EventMetadata;
  /** `created_at` in milliseconds since the epoch (the fraction cut off as a `Date` cuts it). */
  created_ms: number;
}

/**
 * An event's columns. The time comes as a number, not as text for `pg` to parse into a `Date`:
 * the same instant, made a `Date` for a fraction of the cost (a rebuild reads a million).
 */
export const EVENT_COLUMNS = `global_position, transaction_id::text as transaction_id, stream_id,
  stream_position, event_id, event_type, schema_version, data, metadata,
  (extract(epoch from created_at) * 1000)::float8 as created_ms`;

export function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    globalPosition: BigInt(row.global_position),
    transactionId: row.transaction_id,
    streamId: row.stream_id,
    streamPosition: BigInt(row.stream_position),
    eventId: row.event_id,
    type: row.event_type,
    schemaVersion: row.schema_version,
    data: row.data,
    metadata: row.metadata,
    createdAt: new Date(row.created_ms),
  };
}
