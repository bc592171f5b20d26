import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type QueryRunner } from 'typeorm';
import {
  type AppendRequest,
  type AppendResult,
  type EventMetadata,
  type ExpectedVersion,
  type NewEvent,
  type RecordedEvent,
  streamTypeOf,
} from './event';
import { ConcurrencyConflictError } from './errors';
import { randomUUID } from 'node:crypto';
import { type Projection } from '../projections/projection';

export interface AppendOptions {
  /** Runs inside the append's transaction, after the events are stored (e.g. an identity row). */
  within?: (manager: EntityManager, results: AppendResult[]) => Promise<void>;
}

type Listener = (events: RecordedEvent[]) => void;

interface EventRow {
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

const UNIQUE_VIOLATION = '23505';

/**
 * The PostgreSQL event store (docs/adr/0002-event-store.md). Appends take the streams' advisory
 * locks first, in sorted order, check the expected versions, insert every event with one statement,
 * run the inline projections, and commit; listeners hear about events only after the commit.
 */
@Injectable()
export class EventStore {
  private readonly logger = new Logger(EventStore.name);
  private readonly inline: Projection[] = [];
  private readonly listeners: Listener[] = [];

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Kept in the same transaction as the append: for what a user must see at once. */
  registerInlineProjection(projection: Projection): void {
    this.inline.push(projection);
  }

  onCommitted(listener: Listener): void {
    this.listeners.push(listener);
  }

  async append(
    streamId: string,
    expectedVersion: ExpectedVersion,
    events: NewEvent[],
    options?: AppendOptions,
  ): Promise<AppendResult> {
    const [result] = await this.appendMany([{ streamId, expectedVersion, events }], options);
    return result;
  }

  /** Appends to several streams atomically: all or nothing. */
  async appendMany(
    requests: AppendRequest[],
    options: AppendOptions = {},
  ): Promise<AppendResult[]> {
    const streamIds = requests.map((request) => request.streamId);
    if (new Set(streamIds).size !== streamIds.length)
      throw new Error('appendMany: each stream at most once');
    const prepared = requests.map((request) => ({
      ...request,
      events: request.events.map((event) => ({ ...event, id: event.id ?? randomUUID() })),
    }));

    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      const results = await this.appendInTransaction(runner, prepared);
      const recorded = results.flatMap((result) => result.events);
      for (const projection of this.inline) {
        const relevant = recorded.filter((event) => projection.eventTypes.includes(event.type));
        if (relevant.length > 0) await projection.apply(relevant, runner.manager);
      }
      if (options.within) await options.within(runner.manager, results);
      await runner.commitTransaction();
      this.publish(recorded);
      return results;
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      if (error instanceof ConcurrencyConflictError || isUniqueViolation(error)) {
        const replay = await this.findReplay(prepared);
        if (replay) return replay;
        if (error instanceof ConcurrencyConflictError) throw error;
        throw new ConcurrencyConflictError(prepared[0].streamId);
      }
      throw error;
    } finally {
      await runner.release();
    }
  }

  /** Every event of a stream, in order, from a position (1-based, inclusive). */
  async readStream(streamId: string, fromPosition: bigint | number = 1): Promise<RecordedEvent[]> {
    const rows = await this.dataSource.query<EventRow[]>(
      `select global_position, transaction_id::text as transaction_id, stream_id, stream_position,
              event_id, event_type, schema_version, data, metadata, created_at
         from es_events where stream_id = $1 and stream_position >= $2
        order by stream_position`,
      [streamId, String(fromPosition)],
    );
    return rows.map(toRecordedEvent);
  }

  /** The stream's current version; 0 when the stream does not exist. */
  async streamVersion(streamId: string): Promise<bigint> {
    const rows = await this.dataSource.query<{ version: string }[]>(
      `select version from es_streams where stream_id = $1`,
      [streamId],
    );
    return rows[0] ? BigInt(rows[0].version) : 0n;
  }

  private async appendInTransaction(
    runner: QueryRunner,
    requests: Array<AppendRequest & { events: Array<NewEvent & { id: string }> }>,
  ): Promise<AppendResult[]> {
    // The locks come first: a transaction must not hold an xid before it may write its streams,
    // or the ordered feed could deliver a stream's later event before an earlier one.
    const sorted = [...requests].sort((a, b) => (a.streamId < b.streamId ? -1 : 1));
    await runner.query(
      `select pg_advisory_xact_lock(hashtextextended(s, 0)) from unnest($1::text[]) as s`,
      [sorted.map((request) => request.streamId)],
    );

    const versions = new Map<string, bigint>();
    for (const request of sorted) {
      versions.set(request.streamId, await this.advanceVersion(runner, request));
    }

    const rows: unknown[][] = [[], [], [], [], [], [], []];
    for (const request of requests) {
      const next = versions.get(request.streamId) ?? 0n;
      const first = next - BigInt(request.events.length) + 1n;
      request.events.forEach((event, index) => {
        rows[0].push(request.streamId);
        rows[1].push(String(first + BigInt(index)));
        rows[2].push(event.id);
        rows[3].push(event.type);
        rows[4].push(event.schemaVersion ?? 1);
        rows[5].push(JSON.stringify(event.data ?? {}));
        rows[6].push(JSON.stringify(event.metadata ?? {}));
      });
    }
    const inserted: EventRow[] = await runner.query(
      `insert into es_events (stream_id, stream_position, event_id, event_type, schema_version, data, metadata)
       select * from unnest($1::text[], $2::bigint[], $3::uuid[], $4::text[], $5::int[], $6::jsonb[], $7::jsonb[])
       returning global_position, transaction_id::text as transaction_id, stream_id, stream_position,
                 event_id, event_type, schema_version, data, metadata, created_at`,
      rows,
    );
    const recorded = inserted
      .map(toRecordedEvent)
      .sort((a, b) => Number(a.globalPosition - b.globalPosition));
    return requests.map((request) => ({
      streamId: request.streamId,
      nextVersion: versions.get(request.streamId) ?? 0n,
      events: recorded.filter((event) => event.streamId === request.streamId),
      idempotentReplay: false,
    }));
  }

  /** Checks the expected version and moves the stream's version on; returns the new version. */
  private async advanceVersion(runner: QueryRunner, request: AppendRequest): Promise<bigint> {
    const count = request.events.length;
    const type = streamTypeOf(request.streamId);
    const expected = request.expectedVersion;
    let query: [string, unknown[]];
    if (expected === 'no_stream' || expected === 0 || expected === 0n) {
      query = [
        `insert into es_streams (stream_id, stream_type, version) values ($1, $2, $3)
         on conflict (stream_id) do nothing returning version`,
        [request.streamId, type, count],
      ];
    } else if (expected === 'any') {
      query = [
        `insert into es_streams (stream_id, stream_type, version) values ($1, $2, $3)
         on conflict (stream_id) do update set version = es_streams.version + $3, updated_at = now()
         returning version`,
        [request.streamId, type, count],
      ];
    } else if (expected === 'stream_exists') {
      query = [
        `update es_streams set version = version + $2, updated_at = now() where stream_id = $1 returning version`,
        [request.streamId, count],
      ];
    } else {
      query = [
        `update es_streams set version = $2::bigint + $3, updated_at = now()
          where stream_id = $1 and version = $2::bigint returning version`,
        [request.streamId, String(expected), count],
      ];
    }
    const { records } = await runner.query(query[0], query[1], true);
    const [row] = records as { version: string }[];
    if (!row) throw new ConcurrencyConflictError(request.streamId);
    return BigInt(row.version);
  }

  /** When every event id of the request is already stored, the append was a retry: answer as then. */
  private async findReplay(
    requests: Array<AppendRequest & { events: Array<NewEvent & { id: string }> }>,
  ): Promise<AppendResult[] | undefined> {
    const results: AppendResult[] = [];
    for (const request of requests) {
      const ids = request.events.map((event) => event.id);
      const rows = await this.dataSource.query<EventRow[]>(
        `select global_position, transaction_id::text as transaction_id, stream_id, stream_position,
                event_id, event_type, schema_version, data, metadata, created_at
           from es_events where stream_id = $1 and event_id = any($2::uuid[]) order by stream_position`,
        [request.streamId, ids],
      );
      if (rows.length !== ids.length) return undefined;
      const events = rows.map(toRecordedEvent);
      results.push({
        streamId: request.streamId,
        nextVersion: await this.streamVersion(request.streamId),
        events,
        idempotentReplay: true,
      });
    }
    return results;
  }

  private publish(events: RecordedEvent[]): void {
    for (const listener of this.listeners) {
      try {
        listener(events);
      } catch (error) {
        this.logger.error(`An after-commit listener failed: ${(error as Error).message}`);
      }
    }
  }
}

function isUniqueViolation(error: unknown): boolean {
  const driverError = (error as { driverError?: { code?: string }; code?: string }) ?? {};
  return (driverError.driverError?.code ?? driverError.code) === UNIQUE_VIOLATION;
}

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
