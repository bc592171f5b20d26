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
  created_at: Date;
}

export const EVENT_COLUMNS = `global_position, transaction_id::text as transaction_id, stream_id,
  stream_position, event_id, event_type, schema_version, data, metadata, created_at`;

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
    createdAt: row.created_at,
  };
}
