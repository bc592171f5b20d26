import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type QueryRunner } from 'typeorm';
import { randomUUID } from 'node:crypto';
import {
  type AppendRequest,
  type AppendResult,
  type ExpectedVersion,
  type NewEvent,
  type RecordedEvent,
  streamTypeOf,
} from './event';
import { ConcurrencyConflictError } from './errors';
import { EVENT_COLUMNS, type EventRow, toRecordedEvent } from './event-rows';
import { type FeedPosition, readFeedRows } from './feed';
import { type Upcaster, UpcasterRegistry } from './upcasters';
import { currentCorrelationId } from '../logging/request-context';
import { type Projection } from '../projections/projection';

export { toRecordedEvent } from './event-rows';

export interface AppendOptions {
  /** Runs inside the append's transaction, after the events are stored (e.g. an identity row). */
  within?: (manager: EntityManager, results: AppendResult[]) => Promise<void>;
}

/** What `transact`'s decision sees: its locked streams and the transaction itself. */
export interface StoreTransaction {
  readStream(streamId: string): Promise<RecordedEvent[]>;
  /** For reads of the module's own read models inside the same transaction. */
  readonly manager: EntityManager;
}

type Listener = (events: RecordedEvent[]) => void;
type PreparedRequest = AppendRequest & { events: Array<NewEvent & { id: string }> };

const UNIQUE_VIOLATION = '23505';
const STORE_TABLES = new Set(['es_events', 'es_streams']);

/**
 * The PostgreSQL event store (docs/adr/0002-event-store.md). Appends take the streams' advisory
 * locks first, in sorted order, check the expected versions, insert every event with one statement,
 * run the inline projections, and commit; listeners hear about events only after the commit.
 * A statement trigger on es_events notifies `es_events` so projection processors wake up.
 */
@Injectable()
export class EventStore {
  private readonly logger = new Logger(EventStore.name);
  private readonly inline: Projection[] = [];
  private readonly listeners: Listener[] = [];
  /** Shared with the projection processors and rebuilds of this process. */
  readonly upcasters = new UpcasterRegistry();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Kept in the same transaction as the append: for what a user must see at once. */
  registerInlineProjection(projection: Projection): void {
    if (this.inline.some((registered) => registered.name === projection.name))
      throw new Error(`Inline projection ${projection.name} is already registered`);
    this.inline.push(projection);
  }

  /**
   * Old payloads of `type` at `fromVersion` are turned into `fromVersion + 1` on read; new events
   * of `type` are written at the version after the last upcaster unless they name one.
   */
  registerUpcaster(type: string, fromVersion: number, upcast: Upcaster): void {
    this.upcasters.register(type, fromVersion, upcast);
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
    const { results } = await this.commit(
      requests.map((request) => request.streamId),
      async () => ({ appends: requests, value: undefined }),
      options,
    );
    return results;
  }

  /**
   * A pessimistic append for contended streams, such as a user's credits: the advisory locks of
   * `streamIds` are taken first, then `decide` reads those streams inside the transaction and says
   * what to append to them. No other append can touch a locked stream before the commit, so
   * twenty requests racing for the last credits queue up and decide one after the other instead
   * of failing with a concurrency conflict.
   */
  async transact<T>(
    streamIds: string[],
    decide: (tx: StoreTransaction) => Promise<{ appends: AppendRequest[]; value: T }>,
    options: AppendOptions = {},
  ): Promise<{ results: AppendResult[]; value: T }> {
    return this.commit(streamIds, decide, options);
  }

  /** Every event of a stream, in order, from a position (1-based, inclusive), upcast. */
  async readStream(streamId: string, fromPosition: bigint | number = 1): Promise<RecordedEvent[]> {
    const rows = await this.dataSource.query<EventRow[]>(
      `select ${EVENT_COLUMNS} from es_events
        where stream_id = $1 and stream_position >= $2
        order by stream_position`,
      [streamId, String(fromPosition)],
    );
    return rows.map((row) => this.upcasters.upcast(toRecordedEvent(row)));
  }

  /**
   * The next `limit` events after `after` across all streams, in (transaction_id, global_position)
   * order, from finished transactions only, upcast. Start from `FEED_START`; continue from the
   * `feedPositionOf` the last event.
   */
  async readFeed(after: FeedPosition, limit: number): Promise<RecordedEvent[]> {
    const events = await readFeedRows(this.dataSource, after, limit);
    return events.map((event) => this.upcasters.upcast(event));
  }

  /** The stream's current version; 0 when the stream does not exist. */
  async streamVersion(streamId: string): Promise<bigint> {
    const rows = await this.dataSource.query<{ version: string }[]>(
      `select version from es_streams where stream_id = $1`,
      [streamId],
    );
    return rows[0] ? BigInt(rows[0].version) : 0n;
  }

  private async commit<T>(
    lockedStreamIds: string[],
    decide: (tx: StoreTransaction) => Promise<{ appends: AppendRequest[]; value: T }>,
    options: AppendOptions,
  ): Promise<{ results: AppendResult[]; value: T }> {
    const locked = new Set(lockedStreamIds);
    let prepared: PreparedRequest[] = [];
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      await this.lockStreams(runner, [...locked]);
      const { appends, value } = await decide({
        manager: runner.manager,
        readStream: (streamId) => {
          if (!locked.has(streamId))
            throw new Error(`transact: read of ${streamId}, which is not locked`);
          return this.readStreamWith(runner, streamId);
        },
      });
      prepared = this.prepare(appends, locked);
      const results = prepared.length > 0 ? await this.appendInTransaction(runner, prepared) : [];
      const recorded = results.flatMap((result) => result.events);
      for (const projection of this.inline) {
        const relevant = recorded.filter((event) => projection.eventTypes.includes(event.type));
        if (relevant.length > 0) await projection.apply(relevant, runner.manager);
      }
      if (options.within) await options.within(runner.manager, results);
      await runner.commitTransaction();
      this.publish(recorded);
      return { results, value };
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      if (error instanceof ConcurrencyConflictError || isStoreUniqueViolation(error)) {
        const replay = prepared.length > 0 ? await this.findReplay(prepared) : undefined;
        if (replay) return { results: replay, value: undefined as T };
        if (error instanceof ConcurrencyConflictError) throw error;
        throw new ConcurrencyConflictError(prepared[0]?.streamId ?? '');
      }
      throw error;
    } finally {
      await runner.release();
    }
  }

  private prepare(requests: AppendRequest[], locked: Set<string>): PreparedRequest[] {
    const streamIds = requests.map((request) => request.streamId);
    if (new Set(streamIds).size !== streamIds.length)
      throw new Error('appendMany: each stream at most once');
    const unlocked = streamIds.find((streamId) => !locked.has(streamId));
    if (unlocked) throw new Error(`transact: append to ${unlocked}, which is not locked`);
    // Events appended while a request or job runs carry its correlation id unless the caller set one.
    const correlationId = currentCorrelationId();
    return requests.map((request) => ({
      ...request,
      events: request.events.map((event) => ({
        ...event,
        id: event.id ?? randomUUID(),
        schemaVersion: event.schemaVersion ?? this.upcasters.currentVersion(event.type),
        metadata:
          correlationId && !event.metadata?.correlationId
            ? { ...event.metadata, correlationId }
            : event.metadata,
      })),
    }));
  }

  /**
   * The locks come first: a transaction must not hold an xid before it may write its streams, or
   * the ordered feed could deliver a stream's later event before an earlier one. They are taken in
   * the order of their keys, so two hashes colliding cannot deadlock two appends.
   */
  private async lockStreams(runner: QueryRunner, streamIds: string[]): Promise<void> {
    await runner.query(
      `select pg_advisory_xact_lock(key)
         from (select distinct hashtextextended(s, 0) as key from unnest($1::text[]) as s
               order by key) as keys`,
      [streamIds],
    );
  }

  private async readStreamWith(runner: QueryRunner, streamId: string): Promise<RecordedEvent[]> {
    const rows: EventRow[] = await runner.query(
      `select ${EVENT_COLUMNS} from es_events where stream_id = $1 order by stream_position`,
      [streamId],
    );
    return rows.map((row) => this.upcasters.upcast(toRecordedEvent(row)));
  }

  private async appendInTransaction(
    runner: QueryRunner,
    requests: PreparedRequest[],
  ): Promise<AppendResult[]> {
    const versions = new Map<string, bigint>();
    for (const request of [...requests].sort((a, b) => (a.streamId < b.streamId ? -1 : 1))) {
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
        rows[4].push(event.schemaVersion);
        rows[5].push(JSON.stringify(event.data ?? {}));
        rows[6].push(JSON.stringify(event.metadata ?? {}));
      });
    }
    const inserted: EventRow[] = await runner.query(
      `insert into es_events (stream_id, stream_position, event_id, event_type, schema_version, data, metadata)
       select * from unnest($1::text[], $2::bigint[], $3::uuid[], $4::text[], $5::int[], $6::jsonb[], $7::jsonb[])
       returning ${EVENT_COLUMNS}`,
      rows,
    );
    const recorded = inserted
      .map((row) => this.upcasters.upcast(toRecordedEvent(row)))
      .sort((a, b) => (a.globalPosition < b.globalPosition ? -1 : 1));
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
  private async findReplay(requests: PreparedRequest[]): Promise<AppendResult[] | undefined> {
    const results: AppendResult[] = [];
    for (const request of requests) {
      const ids = request.events.map((event) => event.id);
      const rows = await this.dataSource.query<EventRow[]>(
        `select ${EVENT_COLUMNS}
           from es_events where stream_id = $1 and event_id = any($2::uuid[]) order by stream_position`,
        [request.streamId, ids],
      );
      if (rows.length !== ids.length) return undefined;
      results.push({
        streamId: request.streamId,
        nextVersion: await this.streamVersion(request.streamId),
        events: rows.map((row) => this.upcasters.upcast(toRecordedEvent(row))),
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

/**
 * A unique violation in the store's own tables: a concurrent writer or a retried event id. One
 * raised by an inline projection or a `within` callback (a taken e-mail address) is not a
 * concurrency conflict and is rethrown as it is.
 */
function isStoreUniqueViolation(error: unknown): boolean {
  const candidate = error as { driverError?: { code?: string; table?: string } } & {
    code?: string;
    table?: string;
  };
  const source = candidate?.driverError ?? candidate;
  return source?.code === UNIQUE_VIOLATION && STORE_TABLES.has(source.table ?? '');
}
