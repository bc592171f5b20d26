import { Logger } from '@nestjs/common';
import { type Client } from 'pg';
import { type DataSource } from 'typeorm';
import { type RecordedEvent } from '../event-store/event';
import { type Queryable } from '../event-store/event-rows';
import {
  compareFeedPositions,
  FEED_START,
  type FeedPosition,
  feedPositionOf,
  readFeedRows,
} from '../event-store/feed';
import { UpcasterRegistry } from '../event-store/upcasters';
import { PROJECTION_LOCK_CLASS, REBUILD_LOCK_CLASS } from '../database/advisory-locks';
import { transactionWithDeferredWrites } from '../database/deferred-writes';
import { openDedicatedConnection } from './dedicated-connection';
import { type Projection } from './projection';

export interface ProjectionProcessorOptions {
  /** Events read and applied per transaction. Default 1,000. */
  batchSize?: number;
  /** The poll when no notification comes (one lost, or a transaction without events). Default 500 ms. */
  pollIntervalMs?: number;
  /**
   * Wait before trying again after an error, while another process owns a projection, or while a
   * rebuild holds one. Default 2 s.
   */
  retryDelayMs?: number;
  upcasters?: UpcasterRegistry;
  /** Written to the checkpoint rows: which process applied the last batch. */
  owner?: string;
  /** Names the processor in its log lines and its lock connection. Default: its projections'. */
  label?: string;
}

export interface BatchOutcome {
  /** Events read from the feed (each checkpoint that moved, moved past all of them). */
  read: number;
  /** Events applied, summed over the projections that were given some. */
  applied: number;
  /** A checkpoint had been moved by another owner: nothing applied to it, the checkpoint re-read. */
  stale: boolean;
}

/** One projection as the processor runs it. */
interface Member {
  projection: Projection;
  eventTypes: Set<string>;
  /** Where this owner has applied it up to; undefined while another process owns it. */
  checkpoint: FeedPosition | undefined;
  /** Left out of batches until then: a rebuild holds it. */
  heldUntil: number;
}

/** A member's share of a batch: the events after its checkpoint, of its types. */
interface Share {
  member: Member;
  from: FeedPosition;
  events: RecordedEvent[];
}

/**
 * Moves the checkpoint of each named projection from its `from` to `to`, compare-and-set, for
 * those whose rebuild lock it can share (taken first, for the transaction; a rebuild holds it
 * exclusively, and its checkpoint row too, so a projection being rebuilt is skipped, not waited
 * for). Returns the names it moved.
 */
const ADVANCE = `with free as materialized (
    select name, from_tx, from_pos
      from unnest($2::text[], $3::xid8[], $4::bigint[]) as moving(name, from_tx, from_pos)
     where pg_try_advisory_xact_lock_shared($1, hashtext(name))),
  moved as (
    update es_checkpoints c
       set last_tx = $5::xid8, last_pos = $6, status = 'running', owner = $7, updated_at = now()
      from free
     where c.processor_id = free.name and c.last_tx = free.from_tx and c.last_pos = free.from_pos
    returning c.processor_id)
  select processor_id as name from moved`;

/**
 * Runs asynchronous projections (or reactors) for one process, all from one read of the feed:
 * it owns each projection through a session-level advisory lock on one dedicated connection (one
 * owner per projection across all processes; those another process owns are tried again every
 * `retryDelayMs`), reads the feed from the earliest checkpoint it owns in batches, and in one
 * transaction moves every owned checkpoint past the batch (compare-and-set) and applies each
 * projection's events of its types. A batch that none of them has events in is one statement.
 * When a projection's `apply` fails, the batch is applied again one projection at a time, so one
 * broken read model holds back only itself. It wakes on `NOTIFY es_events` and polls as a
 * fallback. Before, each projection had a processor of its own: twelve reads of the feed and
 * twelve transactions for each commit, three statements of the worker for each of the api's.
 */
export class ProjectionProcessor {
  private readonly logger: Logger;
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;
  private readonly retryDelayMs: number;
  private readonly upcasters: UpcasterRegistry;
  private readonly owner: string;
  private readonly label: string;
  private readonly members: Member[];
  private connection: Client | undefined;
  private nextAcquireAt = 0;
  private running: Promise<void> | undefined;
  private stopping = false;
  private woken = false;
  private wake: (() => void) | undefined;

  constructor(
    private readonly dataSource: DataSource,
    projections: readonly Projection[],
    options: ProjectionProcessorOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 1_000;
    this.pollIntervalMs = options.pollIntervalMs ?? 500;
    this.retryDelayMs = options.retryDelayMs ?? 2_000;
    this.upcasters = options.upcasters ?? new UpcasterRegistry();
    this.owner = options.owner ?? `pid-${process.pid}`;
    this.members = projections.map((projection) => ({
      projection,
      eventTypes: new Set(projection.eventTypes),
      checkpoint: undefined,
      heldUntil: 0,
    }));
    this.label = options.label ?? projections.map(({ name }) => name).join(',');
    this.logger = new Logger(`Projections ${this.label}`);
  }

  /** True while this processor holds the lock of at least one of its projections. */
  get isOwner(): boolean {
    return this.members.some((member) => member.checkpoint !== undefined);
  }

  /** True while this processor holds the projection's lock. */
  owns(name: string): boolean {
    return this.members.some(
      (member) => member.projection.name === name && member.checkpoint !== undefined,
    );
  }

  /** The checkpoint this owner applied the projection up to; undefined when it does not own it. */
  positionOf(name: string): FeedPosition | undefined {
    return this.members.find((member) => member.projection.name === name)?.checkpoint;
  }

  /** Runs in the background until `stop()`: takes ownership when free, then follows the feed. */
  start(): void {
    if (this.running) return;
    this.stopping = false;
    this.running = this.loop();
  }

  /** Finishes the batch in hand, releases the locks and closes the connection. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.running;
    this.running = undefined;
    await this.release();
  }

  /**
   * Takes the lock of each of its projections no one holds; true when this processor owns at least
   * one. The connection that holds the locks also listens for commits.
   */
  async tryAcquire(): Promise<boolean> {
    const unowned = this.members.filter((member) => member.checkpoint === undefined);
    if (unowned.length === 0) return true;
    const connection = this.connection ?? (await this.connect());
    try {
      const { rows } = await connection.query<{ name: string }>(
        `select name from unnest($2::text[]) as name
          where pg_try_advisory_lock($1, hashtext(name))`,
        [PROJECTION_LOCK_CLASS, unowned.map((member) => member.projection.name)],
      );
      const locked = new Set(rows.map((row) => row.name));
      const acquired = unowned.filter((member) => locked.has(member.projection.name));
      const names = acquired.map((member) => member.projection.name);
      if (names.length > 0)
        await this.dataSource.query(
          `insert into es_checkpoints (processor_id) select unnest($1::text[])
           on conflict (processor_id) do nothing`,
          [names],
        );
      const checkpoints = await readCheckpoints(this.dataSource, names);
      for (const member of acquired)
        member.checkpoint = checkpoints.get(member.projection.name) ?? FEED_START;
    } catch (error) {
      if (this.connection !== connection) await connection.end().catch(() => undefined);
      throw error;
    }
    if (!this.isOwner) {
      await connection.end().catch(() => undefined);
      return false;
    }
    if (this.connection !== connection) {
      await connection.query(`listen es_events`);
      this.connection = connection;
    }
    return true;
  }

  /** Gives every projection up: another processor may take them. */
  async release(): Promise<void> {
    const connection = this.connection;
    this.connection = undefined;
    for (const member of this.members) member.checkpoint = undefined;
    if (!connection) return;
    await connection.query(`select pg_advisory_unlock_all()`).catch(() => undefined);
    await connection.end().catch(() => undefined);
  }

  /**
   * Reads the next batch after the earliest checkpoint it owns and, in one transaction, moves each
   * owned checkpoint past it (compare-and-set) and applies each projection's events of its types.
   */
  async processBatch(): Promise<BatchOutcome> {
    const now = Date.now();
    const ready = this.members.filter(
      (member): member is Member & { checkpoint: FeedPosition } =>
        member.checkpoint !== undefined && member.heldUntil <= now,
    );
    if (ready.length === 0) {
      if (this.isOwner) return { read: 0, applied: 0, stale: false };
      throw new Error(`${this.label}: not the owner`);
    }
    const from = ready
      .map((member) => member.checkpoint)
      .reduce((earliest, checkpoint) =>
        compareFeedPositions(checkpoint, earliest) < 0 ? checkpoint : earliest,
      );
    const events = await readFeedRows(this.dataSource, from, this.batchSize);
    const last = events.at(-1);
    if (!last) return { read: 0, applied: 0, stale: false };
    const to = feedPositionOf(last);
    // Each event upcast once, whichever projections it goes to.
    const upcast = events.map((event) =>
      ready.some((member) => member.eventTypes.has(event.type))
        ? this.upcasters.upcast(event)
        : event,
    );
    const shares: Share[] = ready
      .filter((member) => compareFeedPositions(member.checkpoint, to) < 0)
      .map((member) => ({
        member,
        from: member.checkpoint,
        events: upcast.filter(
          (event) =>
            member.eventTypes.has(event.type) &&
            compareFeedPositions(feedPositionOf(event), member.checkpoint) > 0,
        ),
      }));
    let moved: Set<string>;
    try {
      moved = await this.applyShares(shares, to);
    } catch (error) {
      if (shares.filter((share) => share.events.length > 0).length < 2) throw error;
      moved = await this.applyOneByOne(shares, to);
    }
    let stale = false;
    const notMoved = shares.filter((share) => !moved.has(share.member.projection.name));
    const stored = await readCheckpoints(
      this.dataSource,
      notMoved.map((share) => share.member.projection.name),
    );
    for (const share of shares) {
      const { member } = share;
      if (member.checkpoint !== share.from) continue;
      if (moved.has(member.projection.name)) {
        member.checkpoint = to;
        continue;
      }
      const checkpoint = stored.get(member.projection.name) ?? share.from;
      if (compareFeedPositions(checkpoint, share.from) === 0) {
        // Not moved, and no one else moved it: a rebuild holds it, or its apply failed. Either way
        // it sits out the next batches for a while instead of failing or waiting in each.
        member.heldUntil = Date.now() + this.retryDelayMs;
        continue;
      }
      this.logger.warn(
        `The checkpoint of ${member.projection.name} was moved by another owner; reading it again`,
      );
      member.checkpoint = checkpoint;
      stale = true;
    }
    const applied = shares
      .filter((share) => moved.has(share.member.projection.name))
      .reduce((sum, share) => sum + share.events.length, 0);
    return { read: events.length, applied, stale };
  }

  /**
   * One transaction for the whole batch; one statement when no projection has events in it. The
   * names of the projections whose checkpoints moved (their events applied).
   */
  private async applyShares(shares: Share[], to: FeedPosition): Promise<Set<string>> {
    if (shares.length === 0) return new Set();
    if (shares.every((share) => share.events.length === 0))
      return this.advance(this.dataSource, shares, to);
    return transactionWithDeferredWrites(this.dataSource, async (manager) => {
      const advanced = this.advance(manager, shares, to);
      // In the same turn, so that the projections' reads go to the server with the checkpoints.
      const loads = Promise.all(
        shares.map(({ events, member }) =>
          events.length > 0 ? member.projection.load?.(events, manager) : undefined,
        ),
      );
      // Sent with the checkpoints, they fail with them: heard here.
      loads.catch(() => undefined);
      const moved = await advanced;
      const loaded = await loads;
      for (const [index, share] of shares.entries())
        if (share.events.length > 0 && moved.has(share.member.projection.name))
          await share.member.projection.apply(share.events, manager, loaded[index]);
      return moved;
    });
  }

  /** After a failed batch: each projection in a transaction of its own, each failure logged. */
  private async applyOneByOne(shares: Share[], to: FeedPosition): Promise<Set<string>> {
    const moved = new Set<string>();
    let failure: unknown;
    for (const share of shares) {
      try {
        for (const name of await this.applyShares([share], to)) moved.add(name);
      } catch (error) {
        failure = error;
        this.logger.error(
          `${share.member.projection.name} failed its batch: ${(error as Error).message}`,
        );
      }
    }
    if (moved.size === 0 && failure) throw failure;
    return moved;
  }

  private async advance(
    queryable: Queryable,
    shares: Share[],
    to: FeedPosition,
  ): Promise<Set<string>> {
    const rows = await queryable.query<Array<{ name: string }>>(ADVANCE, [
      REBUILD_LOCK_CLASS,
      shares.map((share) => share.member.projection.name),
      shares.map((share) => share.from.tx),
      shares.map((share) => String(share.from.pos)),
      to.tx,
      String(to.pos),
      this.owner,
    ]);
    return new Set(rows.map((row) => row.name));
  }

  private async connect(): Promise<Client> {
    const connection = await openDedicatedConnection(this.dataSource, `projections:${this.label}`);
    connection.on('error', (error: Error) => {
      this.logger.warn(`Lock connection lost: ${error.message}`);
      this.lose(connection);
    });
    connection.on('end', () => this.lose(connection));
    connection.on('notification', () => this.notify());
    return connection;
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      try {
        if (this.members.some((member) => member.checkpoint === undefined)) {
          if (Date.now() >= this.nextAcquireAt) {
            this.nextAcquireAt = Date.now() + this.retryDelayMs;
            await this.tryAcquire();
          }
          if (!this.isOwner) {
            await this.sleep(this.retryDelayMs);
            continue;
          }
        }
        const outcome = await this.processBatch();
        if (outcome.stale || outcome.read === this.batchSize) continue;
        await this.sleep(this.pollIntervalMs);
      } catch (error) {
        if (this.stopping) break;
        this.logger.error(`Batch failed, retrying: ${(error as Error).message}`);
        await this.sleep(this.retryDelayMs);
      }
    }
  }

  private lose(connection: Client): void {
    if (this.connection !== connection) return;
    this.connection = undefined;
    for (const member of this.members) member.checkpoint = undefined;
  }

  private notify(): void {
    this.woken = true;
    this.wake?.();
  }

  /** Waits `ms`, or less when a notification or `stop()` comes. */
  private sleep(ms: number): Promise<void> {
    if (this.woken || this.stopping) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = undefined;
        this.woken = false;
        resolve();
      };
      const timer = setTimeout(done, ms);
      timer.unref();
      this.wake = done;
    });
  }
}

/** The stored checkpoints of `names`, by name. */
async function readCheckpoints(
  queryable: Queryable,
  names: string[],
): Promise<Map<string, FeedPosition>> {
  if (names.length === 0) return new Map();
  const rows = await queryable.query<Array<{ name: string; last_tx: string; last_pos: string }>>(
    `select processor_id as name, last_tx::text as last_tx, last_pos
       from es_checkpoints where processor_id = any($1::text[])`,
    [names],
  );
  return new Map(rows.map((row) => [row.name, { tx: row.last_tx, pos: BigInt(row.last_pos) }]));
}
