import { Logger } from '@nestjs/common';
import { type Client } from 'pg';
import { type DataSource } from 'typeorm';
import { type FeedPosition, feedPositionOf, readFeedRows } from '../event-store/feed';
import { UpcasterRegistry } from '../event-store/upcasters';
import {
  advanceCheckpoint,
  ensureCheckpoint,
  projectionLag,
  type ProjectionLag,
  readCheckpoint,
} from './checkpoints';
import { PROJECTION_LOCK_CLASS, REBUILD_LOCK_CLASS } from '../database/advisory-locks';
import { openDedicatedConnection } from './dedicated-connection';
import { type Projection } from './projection';

export interface ProjectionProcessorOptions {
  /** Events read and applied per transaction. Default 1,000. */
  batchSize?: number;
  /** The poll when no notification comes (one lost, or a transaction without events). Default 500 ms. */
  pollIntervalMs?: number;
  /** Wait before trying again after an error or while another process owns the projection. Default 2 s. */
  retryDelayMs?: number;
  upcasters?: UpcasterRegistry;
  /** Written to the checkpoint row: which process applied the last batch. */
  owner?: string;
}

export interface BatchOutcome {
  /** Events read from the feed (the checkpoint moves past all of them). */
  read: number;
  /** Of those, the events of the projection's types, applied. */
  applied: number;
  /** The checkpoint had been moved by another owner: nothing applied, the checkpoint re-read. */
  stale: boolean;
}

class StaleCheckpointError extends Error {}

/**
 * Runs one asynchronous projection: owns it through a session-level advisory lock on a dedicated
 * connection (one owner across all processes), reads the feed from its checkpoint in batches, and
 * applies each batch and moves the checkpoint (compare-and-set) in one transaction. It wakes on
 * `NOTIFY es_events` and polls as a fallback.
 */
export class ProjectionProcessor {
  private readonly logger: Logger;
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;
  private readonly retryDelayMs: number;
  private readonly upcasters: UpcasterRegistry;
  private readonly owner: string;
  private readonly eventTypes: Set<string>;
  private connection: Client | undefined;
  private checkpoint: FeedPosition | undefined;
  private running: Promise<void> | undefined;
  private stopping = false;
  private woken = false;
  private wake: (() => void) | undefined;

  constructor(
    private readonly dataSource: DataSource,
    readonly projection: Projection,
    options: ProjectionProcessorOptions = {},
  ) {
    this.logger = new Logger(`Projection ${projection.name}`);
    this.batchSize = options.batchSize ?? 1_000;
    this.pollIntervalMs = options.pollIntervalMs ?? 500;
    this.retryDelayMs = options.retryDelayMs ?? 2_000;
    this.upcasters = options.upcasters ?? new UpcasterRegistry();
    this.owner = options.owner ?? `pid-${process.pid}`;
    this.eventTypes = new Set(projection.eventTypes);
  }

  get name(): string {
    return this.projection.name;
  }

  /** True while this processor holds the projection's lock. */
  get isOwner(): boolean {
    return this.connection !== undefined;
  }

  /** The checkpoint this owner applied up to; undefined when it does not own the projection. */
  get position(): FeedPosition | undefined {
    return this.checkpoint;
  }

  /** Runs in the background until `stop()`: takes ownership when free, then follows the feed. */
  start(): void {
    if (this.running) return;
    this.stopping = false;
    this.running = this.loop();
  }

  /** Finishes the batch in hand, releases the lock and closes the connection. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.running;
    this.running = undefined;
    await this.release();
  }

  /** Takes the projection's lock if no one holds it; true when this processor owns it. */
  async tryAcquire(): Promise<boolean> {
    if (this.connection) return true;
    const connection = await openDedicatedConnection(this.dataSource, `projection:${this.name}`);
    connection.on('error', (error: Error) => {
      this.logger.warn(`Lock connection lost: ${error.message}`);
      this.lose(connection);
    });
    connection.on('end', () => this.lose(connection));
    try {
      const { rows } = await connection.query<{ locked: boolean }>(
        `select pg_try_advisory_lock($1, hashtext($2)) as locked`,
        [PROJECTION_LOCK_CLASS, this.name],
      );
      if (!rows[0].locked) {
        await connection.end();
        return false;
      }
      connection.on('notification', () => this.notify());
      await connection.query(`listen es_events`);
      await ensureCheckpoint(this.dataSource, this.name);
      this.checkpoint = await readCheckpoint(this.dataSource, this.name);
      this.connection = connection;
      return true;
    } catch (error) {
      await connection.end().catch(() => undefined);
      throw error;
    }
  }

  /** Gives the projection up: another processor may take it. */
  async release(): Promise<void> {
    const connection = this.connection;
    this.connection = undefined;
    this.checkpoint = undefined;
    if (!connection) return;
    await connection
      .query(`select pg_advisory_unlock($1, hashtext($2))`, [PROJECTION_LOCK_CLASS, this.name])
      .catch(() => undefined);
    await connection.end().catch(() => undefined);
  }

  /**
   * Reads the next batch after the checkpoint and, in one transaction, moves the checkpoint
   * (compare-and-set) and applies the batch's events of the projection's types.
   */
  async processBatch(): Promise<BatchOutcome> {
    const from = this.checkpoint;
    if (!this.connection || !from) throw new Error(`${this.name}: not the owner`);
    const events = await readFeedRows(this.dataSource, from, this.batchSize);
    const last = events.at(-1);
    if (!last) return { read: 0, applied: 0, stale: false };
    const to = feedPositionOf(last);
    const relevant = events
      .filter((event) => this.eventTypes.has(event.type))
      .map((event) => this.upcasters.upcast(event));
    try {
      await this.dataSource.transaction(async (manager) => {
        await manager.query(`select pg_advisory_xact_lock_shared($1, hashtext($2))`, [
          REBUILD_LOCK_CLASS,
          this.name,
        ]);
        if (!(await advanceCheckpoint(manager, this.name, from, to, this.owner)))
          throw new StaleCheckpointError();
        if (relevant.length > 0) await this.projection.apply(relevant, manager);
      });
    } catch (error) {
      if (!(error instanceof StaleCheckpointError)) throw error;
      this.logger.warn('The checkpoint was moved by another owner; reading it again');
      if (this.checkpoint === from)
        this.checkpoint = await readCheckpoint(this.dataSource, this.name);
      return { read: events.length, applied: 0, stale: true };
    }
    if (this.checkpoint === from) this.checkpoint = to;
    return { read: events.length, applied: relevant.length, stale: false };
  }

  /** How far behind the log the projection is (from its stored checkpoint). */
  async lag(): Promise<ProjectionLag> {
    return projectionLag(this.dataSource, this.name);
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      try {
        if (!(await this.tryAcquire())) {
          await this.sleep(this.retryDelayMs);
          continue;
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
    this.checkpoint = undefined;
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
