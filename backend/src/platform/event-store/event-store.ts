import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type QueryRunner } from 'typeorm';
import { readWithCommit, transactionWithDeferredWrites } from '../database/deferred-writes';
import { randomUUID } from 'node:crypto';
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
import { EVENT_COLUMNS, type EventRow, toRecordedEvent } from './event-rows';
import { type InlineProjection } from './inline-projection';
import { type Upcaster, UpcasterRegistry } from './upcasters';
import { currentApiTokenId, currentCorrelationId } from '../logging/request-context';
import { REBUILD_LOCK_CLASS } from '../database/advisory-locks';

export { toRecordedEvent } from './event-rows';

export interface AppendOptions {
  /** Runs inside the append's transaction, after the events are stored (e.g. an identity row). */
  within?: (manager: EntityManager, results: AppendResult[]) => Promise<void>;
}

export interface TransactOptions<A> extends AppendOptions {
  /**
   * What the caller answers with, read after `within` from the read models as the transaction
   * left them, and sent with the commit (`readWithCommit`): not a round trip of its own.
   */
  answer?: (manager: EntityManager) => Promise<A>;
}

/** What `transact`'s decision sees: its locked streams and the transaction itself. */
export interface StoreTransaction {
  /** Locked streams' events, in one read, by stream id. */
  readStreams(streamIds: string[]): Promise<Map<string, RecordedEvent[]>>;
  /** For reads of the module's own read models inside the same transaction. */
  readonly manager: EntityManager;
}

type Listener = (events: RecordedEvent[]) => void;
type RunQuery = (sql: string, values: unknown[]) => Promise<StoredPosition[]>;
type Payload = { data: string; metadata: string };
type PreparedRequest = Omit<AppendRequest, 'events'> & {
  events: Array<NewEvent & { id: string; schemaVersion: number }>;
};
/** What `es_append` answers for each event; the rest of the stored event is what was sent. */
interface StoredPosition {
  global_position: string;
  transaction_id: string;
  stream_position: string;
  created_at: Date;
}

const UNIQUE_VIOLATION = '23505';
/** Raised by `es_append` when a stream is not at the expected version. */
const VERSION_CONFLICT = 'ES409';
const STORE_TABLES = new Set(['es_events', 'es_streams']);
/** Commits within this long of each other share one wake-up notice to the processors. */
const NOTICE_INTERVAL_MS = 20;

/**
 * `es_append` with every argument a list, as one statement, the streams' advisory locks taken
 * already by the transaction (its first argument false). Prepared.
 */
const APPEND = `select global_position, transaction_id::text as transaction_id, stream_position, created_at
  from es_append($1, $2::text[], $3::text[], $4::text[], $5::int[], $6::int[], $7::int[],
                 $8::uuid[], $9::text[], $10::int[], $11::jsonb[], $12::jsonb[])`;

/**
 * The PostgreSQL event store (docs/adr/0002-event-store.md). Appends take the streams' advisory
 * locks first, in sorted order, check the expected versions, insert every event with one statement,
 * run the inline projections, and commit; listeners hear about events only after the commit.
 * After its commits the store notifies `es_events`, at most once per 20 ms, so projection
 * processors wake up. Every append, `append` and `appendMany` as much as `transact`, is that
 * one transaction: the path each command takes is the only one (ADR 0019).
 */
@Injectable()
export class EventStore {
  private readonly logger = new Logger(EventStore.name);
  private readonly inline: InlineProjection[] = [];
  /** The inline projections' names in the order their rebuild locks are taken. */
  private inlineNames: string[] = [];
  private readonly listeners: Listener[] = [];
  private notice: NodeJS.Timeout | undefined;
  /** Shared with the projection processors and rebuilds of this process. */
  readonly upcasters = new UpcasterRegistry();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Kept in the same transaction as the append: for what a user must see at once. */
  registerInlineProjection(projection: InlineProjection): void {
    if (this.inline.some((registered) => registered.name === projection.name))
      throw new Error(`Inline projection ${projection.name} is already registered`);
    this.inline.push(projection);
    this.inlineNames = this.inline.map(({ name }) => name).sort();
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
  async transact<T, A = undefined>(
    streamIds: string[],
    decide: (tx: StoreTransaction) => Promise<{ appends: AppendRequest[]; value: T }>,
    options: TransactOptions<A> = {},
  ): Promise<{ results: AppendResult[]; value: T; answer: A | undefined }> {
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

  /** Each inline projection's `load` for the events of its types (undefined without any). */
  private loadInline(
    events: ReadonlyArray<Pick<RecordedEvent, 'eventId' | 'type' | 'data'>>,
    manager: EntityManager,
  ): Promise<unknown[]> {
    return Promise.all(
      this.inline.map((projection) => {
        const relevant = events.filter((event) => projection.eventTypes.includes(event.type));
        return relevant.length > 0 ? projection.load?.(relevant, manager) : undefined;
      }),
    );
  }

  private async commit<T, A>(
    lockedStreamIds: string[],
    decide: (tx: StoreTransaction) => Promise<{ appends: AppendRequest[]; value: T }>,
    options: TransactOptions<A>,
  ): Promise<{ results: AppendResult[]; value: T; answer: A | undefined }> {
    const locked = new Set(lockedStreamIds);
    let prepared: PreparedRequest[] = [];
    let committed: {
      results: AppendResult[];
      value: T;
      recorded: RecordedEvent[];
      answer: Promise<A> | undefined;
    };
    try {
      committed = await transactionWithDeferredWrites(this.dataSource, async (manager) => {
        const runner = manager.queryRunner as QueryRunner;
        await this.lock(runner, [...locked]);
        const { appends, value } = await decide({
          manager,
          readStreams: (streamIds) => {
            const unlocked = streamIds.find((streamId) => !locked.has(streamId));
            if (unlocked) throw new Error(`transact: read of ${unlocked}, which is not locked`);
            return this.readStreamsWith(runner, streamIds);
          },
        });
        prepared = this.prepare(appends, locked);
        const inserted =
          prepared.length > 0
            ? this.insertEvents((sql, values) => runner.query(sql, values), prepared)
            : Promise.resolve([]);
        // In the insert's turn, so that the projections' reads go to the server with it.
        const loads = this.loadInline(
          prepared.flatMap((request) =>
            request.events.map(({ id, type, data }) => ({ eventId: id, type, data })),
          ),
          manager,
        );
        // Sent with the insert, they fail with it (a conflict the caller settles): heard here.
        loads.catch(() => undefined);
        const results = await inserted;
        const loaded = await loads;
        const recorded = results.flatMap((result) => result.events);
        for (const [index, projection] of this.inline.entries()) {
          const relevant = recorded.filter((event) => projection.eventTypes.includes(event.type));
          if (relevant.length > 0) await projection.apply(relevant, manager, loaded[index]);
        }
        if (options.within) await options.within(manager, results);
        // Not awaited here: it comes back with the commit.
        const answer = options.answer && readWithCommit(manager, options.answer);
        return { results, value, recorded, answer };
      });
    } catch (error) {
      // Settled once the connection is back in the pool: waiting for a second one while holding
      // it would stall every append once the pool is all held that way.
      const settled = await this.settleConflict(error, prepared);
      if (Array.isArray(settled))
        return { results: settled, value: undefined as T, answer: undefined };
      throw settled;
    }
    this.publish(committed.recorded);
    return {
      results: committed.results,
      value: committed.value,
      answer: await committed.answer,
    };
  }

  /**
   * A failed append: a retried command whose events are all stored already is answered as it was
   * (the results); a version conflict or a clash in the store's tables becomes a
   * ConcurrencyConflictError; anything else is returned as it is, for the caller to throw.
   */
  private async settleConflict(
    error: unknown,
    prepared: PreparedRequest[],
  ): Promise<AppendResult[] | unknown> {
    const conflictStream = versionConflictStream(error);
    if (conflictStream === undefined && !isStoreUniqueViolation(error)) return error;
    const replay = prepared.length > 0 ? await this.findReplay(prepared) : undefined;
    if (replay) return replay;
    return new ConcurrencyConflictError(conflictStream ?? prepared[0]?.streamId ?? '');
  }

  private prepare(requests: AppendRequest[], locked: Set<string>): PreparedRequest[] {
    const streamIds = requests.map((request) => request.streamId);
    if (new Set(streamIds).size !== streamIds.length)
      throw new Error('appendMany: each stream at most once');
    const unlocked = streamIds.find((streamId) => !locked.has(streamId));
    if (unlocked) throw new Error(`transact: append to ${unlocked}, which is not locked`);
    // Events appended while a request or job runs carry its correlation id unless the caller set one.
    // A write made with a personal API token records the token's id, for the auditor.
    const correlationId = currentCorrelationId();
    const apiTokenId = currentApiTokenId();
    return requests.map((request) => ({
      ...request,
      events: request.events.map((event) => ({
        ...event,
        id: event.id ?? randomUUID(),
        schemaVersion: event.schemaVersion ?? this.upcasters.currentVersion(event.type),
        metadata: {
          ...event.metadata,
          ...(correlationId && !event.metadata?.correlationId ? { correlationId } : {}),
          ...(apiTokenId && !event.metadata?.apiTokenId ? { apiTokenId } : {}),
        },
      })),
    }));
  }

  /**
   * Takes the transaction's locks. They have no answer, so the runner holds them (`deferWrites`,
   * ADR 0047) and they go to the server with the transaction's start and the first read of the
   * streams, in one round trip.
   *
   * The locks come first: a transaction must not hold an xid before it may write its streams, or
   * the ordered feed could deliver a stream's later event before an earlier one. They are taken in
   * the order of their keys, so two hashes colliding cannot deadlock two appends. After them it
   * shares the rebuild lock of every inline read model, before the transaction reads or writes any
   * read model: a rebuild, holding those locks exclusively, waits for the appends in hand and the
   * next ones wait for it here, holding no table. Without this an append that read one of the
   * rebuild's tables and wrote another kept it from locking them for as long as appends kept
   * coming. Taken in the same (sorted) order as the rebuild takes them.
   */
  private async lock(runner: QueryRunner, streamIds: string[]): Promise<void> {
    await runner.query(
      `select pg_advisory_xact_lock(key)
         from (select distinct hashtextextended(s, 0) as key from unnest($1::text[]) as s
               order by key) as keys`,
      [streamIds],
    );
    await runner.query(
      `select pg_advisory_xact_lock_shared($1, hashtext(name)) from unnest($2::text[]) as name`,
      [REBUILD_LOCK_CLASS, this.inlineNames],
    );
  }

  private async readStreamsWith(
    runner: QueryRunner,
    streamIds: string[],
  ): Promise<Map<string, RecordedEvent[]>> {
    const rows: EventRow[] = await runner.query(
      `select ${EVENT_COLUMNS} from es_events where stream_id = any($1::text[])
        order by stream_id, stream_position`,
      [streamIds],
    );
    const streams = new Map(streamIds.map((streamId) => [streamId, [] as RecordedEvent[]]));
    for (const row of rows) {
      const event = this.upcasters.upcast(toRecordedEvent(row));
      streams.get(event.streamId)?.push(event);
    }
    return streams;
  }

  /**
   * Checks and moves every stream's version and inserts the events, in one `es_append` statement,
   * in the transaction that holds the streams' locks. The stored payloads are the ones sent, so
   * only the positions come back.
   */
  private async insertEvents(
    query: RunQuery,
    requests: PreparedRequest[],
  ): Promise<AppendResult[]> {
    // Versions move in stream-id order, so two appends never take the streams' rows crosswise.
    const streamOrder = [...requests].sort((a, b) => (a.streamId < b.streamId ? -1 : 1));
    const streamIndex = new Map(streamOrder.map((request, index) => [request, index + 1]));
    const streams: unknown[][] = [[], [], [], []];
    for (const request of streamOrder) {
      streams[0].push(request.streamId);
      streams[1].push(streamTypeOf(request.streamId));
      streams[2].push(expectedVersionText(request.expectedVersion));
      streams[3].push(request.events.length);
    }
    const events: unknown[][] = [[], [], [], [], [], [], []];
    const payloads: Payload[] = [];
    for (const request of requests)
      request.events.forEach((event, offset) => {
        const payload = payloadOf(event);
        payloads.push(payload);
        events[0].push(streamIndex.get(request));
        events[1].push(offset + 1);
        events[2].push(event.id);
        events[3].push(event.type);
        events[4].push(event.schemaVersion);
        events[5].push(payload.data);
        events[6].push(payload.metadata);
      });
    const stored = await query(APPEND, [false, ...streams, ...events]);
    return this.recorded(requests, payloads, stored);
  }

  /** The appended events as recorded: the positions stored, the rest as sent. */
  private recorded(
    requests: PreparedRequest[],
    payloads: Payload[],
    stored: StoredPosition[],
  ): AppendResult[] {
    // Inserted in the order given, so global positions rise with it.
    const inserted = stored.sort((a, b) =>
      Number(BigInt(a.global_position) - BigInt(b.global_position)),
    );
    let next = 0;
    return requests.map((request) => {
      const events = request.events.map((event) => {
        const row = inserted[next];
        const payload = payloads[next];
        next += 1;
        return this.upcasters.upcast({
          globalPosition: BigInt(row.global_position),
          transactionId: row.transaction_id,
          streamId: request.streamId,
          streamPosition: BigInt(row.stream_position),
          eventId: event.id,
          type: event.type,
          schemaVersion: event.schemaVersion,
          data: JSON.parse(payload.data) as unknown,
          metadata: JSON.parse(payload.metadata) as EventMetadata,
          createdAt: row.created_at,
        });
      });
      return {
        streamId: request.streamId,
        nextVersion: events.at(-1)?.streamPosition ?? 0n,
        events,
        idempotentReplay: false,
      };
    });
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
      const [stream] = await this.dataSource.query<Array<{ version: string }>>(
        `select version from es_streams where stream_id = $1`,
        [request.streamId],
      );
      results.push({
        streamId: request.streamId,
        nextVersion: BigInt(stream.version),
        events: rows.map((row) => this.upcasters.upcast(toRecordedEvent(row))),
        idempotentReplay: true,
      });
    }
    return results;
  }

  /**
   * Wakes the projection processors of every process (they LISTEN on `es_events`). Sent after the
   * commit and shared by the commits of the next 20 ms: a NOTIFY inside the append would hold a
   * server-wide lock through the commit and its WAL flush, so appends would commit one at a time.
   * The notice needs no durability, hence its asynchronous commit; a lost one costs a poll.
   */
  private wakeProcessors(): void {
    if (this.notice) return;
    this.notice = setTimeout(() => {
      this.notice = undefined;
      if (!this.dataSource.isInitialized) return;
      this.dataSource
        .query(`select set_config('synchronous_commit', 'off', true), pg_notify('es_events', '')`)
        .catch(() => undefined);
    }, NOTICE_INTERVAL_MS);
    this.notice.unref();
  }

  private publish(events: RecordedEvent[]): void {
    if (events.length > 0) this.wakeProcessors();
    for (const listener of this.listeners) {
      try {
        listener(events);
      } catch (error) {
        this.logger.error(`An after-commit listener failed: ${(error as Error).message}`);
      }
    }
  }
}

/** The events as stored: their data and metadata as JSON. */
function payloadOf(event: NewEvent): Payload {
  return {
    data: JSON.stringify(event.data ?? {}),
    metadata: JSON.stringify(event.metadata ?? {}),
  };
}

/** `es_append`'s expected-version argument: 0 is no stream, as in ExpectedVersion. */
function expectedVersionText(expected: ExpectedVersion): string {
  if (expected === 0 || expected === 0n) return 'no_stream';
  return String(expected);
}

/** The stream of a version conflict of either append; undefined for any other error. */
function versionConflictStream(error: unknown): string | undefined {
  const candidate = error as { driverError?: { code?: string; detail?: string } } & {
    code?: string;
    detail?: string;
  };
  const source = candidate?.driverError ?? candidate;
  return source?.code === VERSION_CONFLICT ? (source.detail ?? '') : undefined;
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
