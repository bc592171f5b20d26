import { setImmediate as yieldToIo } from 'node:timers/promises';
import { type PoolClient } from 'pg';
import { type QueryRunner } from 'typeorm';
import { type RecordedEvent } from '../event-store/event';
import {
  compareFeedPositions,
  FEED_START,
  type FeedPosition,
  feedPositionOf,
} from '../event-store/feed';
import { readFeedByCopy } from '../event-store/feed-copy';
import { type UpcasterRegistry } from '../event-store/upcasters';
import { type Projection } from './projection';
import { addTo, type TableRows } from './row-fold';
import { columnTypesOf, PreparedCopy } from './table-copy';

export interface ReplayTarget {
  projection: Projection;
  /** The last event it takes; without one, every event the snapshot sees. */
  until?: FeedPosition;
}

/** What one read model's replay cost, for the rebuild's report. */
export interface ReplayStats {
  projection: string;
  /** `fold`: rows folded in memory and written with COPY; `apply`: the live path's batches. */
  way: 'fold' | 'apply';
  eventsReplayed: number;
  /** Time spent folding (or applying) its events, not counting the shared read. */
  applyMs: number;
  /** Time spent encoding its rows and writing them with COPY (folds only). */
  writeMs: number;
  rowsWritten: number;
}

export interface Replay {
  /** Each target's, in the order given. */
  stats: ReplayStats[];
  /** Time spent waiting for the log's rows (the part of the read not hidden behind folding). */
  readMs: number;
}

/** Events per `apply` of a model without a row fold (the last one may have fewer). */
const APPLY_BATCH = 20_000;

export interface ReplayOptions {
  upcasters: UpcasterRegistry;
  /**
   * Events per read of the log; 2,000 by default: few enough that each read's events are
   * garbage before the young generation is next collected, instead of being copied and
   * promoted with the folds' rows (ADR 0029, round six).
   */
  batchSize?: number;
  /**
   * Runs on the connection, in turn, once a fold's last rows of `table` are written (a rebuild
   * builds the table's indexes there), while Node encodes the next fold's rows.
   */
  afterLoad?: (table: string) => Promise<void>;
}

/**
 * Replays the log into the targets' tables, emptied or created in the runner's transaction, reading
 * it once for all of them, in feed order: each event is upcast once and handed to every target
 * that takes its type. A target with a row fold folds it in memory and its rows are written
 * frozen with COPY at the end (those it calls final, after each read, while the next events are
 * folded); one without gets its events with `apply`, up to `APPLY_BATCH` at a time. The next
 * batch is asked for before the current one is applied, so the server reads while Node folds. At
 * the end, each fold's rows are encoded while the server writes the fold's before them and runs
 * `afterLoad` on their tables.
 */
export async function replayLog(
  runner: QueryRunner,
  targets: readonly ReplayTarget[],
  options: ReplayOptions,
): Promise<Replay> {
  const replays = targets.map((target) => ({
    ...target,
    types: new Set(target.projection.eventTypes),
    fold: target.projection.rowFold?.(),
    /** A model without a fold: its events not yet applied. */
    unapplied: [] as RecordedEvent[],
    stats: {
      projection: target.projection.name,
      way: target.projection.rowFold ? 'fold' : 'apply',
      eventsReplayed: 0,
      applyMs: 0,
      writeMs: 0,
      rowsWritten: 0,
    } satisfies ReplayStats as ReplayStats,
  }));
  const takers = new Map<string, number[]>();
  for (const [index, replay] of replays.entries())
    for (const type of replay.types) addTo(takers, type, index);
  const eventTypes = [...takers.keys()];
  const client = (await runner.connect()) as PoolClient;
  // One statement at a time on the connection, in the order asked: a read of the log, a COPY, a
  // model's `apply` (`pg` would queue them itself, but that is deprecated).
  let previous: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const result = previous.then(work);
    previous = result.catch(() => undefined);
    return result;
  };
  const batchSize = options.batchSize ?? 2_000;
  const read = (after: FeedPosition) =>
    inTurn(() => readFeedByCopy(client, after, batchSize, { eventTypes, horizon: 'visible' }));
  const foldTables = replays.flatMap(({ fold, projection }) => (fold ? projection.tables : []));
  const types = await inTurn(() => columnTypesOf(client, foldTables));
  type Replaying = (typeof replays)[number];
  // A COPY that fails aborts the transaction, and every statement after it fails for that reason:
  // the first failure is the one to report.
  let failure: unknown;
  const noteFailure = (error: unknown) => (failure ??= error);
  /**
   * Writes the tables' rows, encoded from now on, in turn; then `then` (in the same turn). A
   * model's writing time is its rows' encoding and their COPYs' time on the connection.
   */
  const copy = (replay: Replaying, tables: TableRows[], then?: () => Promise<void>) => {
    const prepared = tables.map(
      (table) => new PreparedCopy(table, types.get(table.table), { freeze: true }),
    );
    const writing = inTurn(async () => {
      const started = performance.now();
      for (const rows of prepared) replay.stats.rowsWritten += await rows.copy(client);
      replay.stats.writeMs += performance.now() - started;
      for (const rows of prepared) replay.stats.writeMs += rows.encodeMs;
      await then?.();
    });
    writing.catch(noteFailure);
    return { prepared, writing };
  };
  // Rows a fold calls final are written while the next events are folded: their COPY is queued
  // on the connection (after the read in hand, before the next one), and the folds give way to
  // I/O between models, so that the rows flow to the server while Node folds.
  const early: Array<Promise<void>> = [];

  let readMs = 0;
  let next = read(FEED_START);
  try {
    for (;;) {
      const waited = performance.now();
      const batch = await next;
      readMs += performance.now() - waited;
      const last = batch.at(-1);
      const more = last !== undefined && batch.length === batchSize;
      if (more) {
        next = read(feedPositionOf(last));
        // Awaited on the next turn; marked handled so that a failure while applying this batch
        // does not leave it unhandled.
        next.catch(() => undefined);
      }
      // Each event, upcast once, goes to the models that take it (in feed order for each). A
      // model's last event is looked for only in the batch that goes past it.
      const taken = replays.map((): RecordedEvent[] => []);
      const cuts = replays.map(({ until }) =>
        until && last && compareFeedPositions(feedPositionOf(last), until) > 0 ? until : undefined,
      );
      for (const row of batch) {
        const event = options.upcasters.upcast(row);
        const targets = takers.get(event.type);
        if (!targets) continue;
        for (const index of targets) {
          const until = cuts[index];
          if (until && compareFeedPositions(feedPositionOf(event), until) > 0) continue;
          taken[index].push(event);
        }
      }
      for (const [index, replay] of replays.entries()) {
        let events = taken[index];
        if (!replay.fold) {
          // Applied a large batch at a time: as many reads' events as fit in one.
          replay.unapplied.push(...events);
          if (replay.unapplied.length < APPLY_BATCH && more) continue;
          [events, replay.unapplied] = [replay.unapplied, []];
        }
        if (events.length === 0) continue;
        const started = performance.now();
        if (replay.fold) for (const event of events) replay.fold.fold(event);
        else await inTurn(() => replay.projection.apply(events, runner.manager));
        replay.stats.eventsReplayed += events.length;
        replay.stats.applyMs += performance.now() - started;
        const final = replay.fold?.takeFinalRows?.();
        if (final && final.length > 0) early.push(copy(replay, final).writing);
        if (early.length > 0) await yieldToIo();
      }
      if (!more) break;
    }
    await Promise.all(early);

    // Each fold's final rows, one fold after another: the next fold's are encoded while the
    // server writes these and runs `afterLoad` on their tables.
    let writing: Promise<void> = Promise.resolve();
    for (const replay of replays) {
      if (!replay.fold) continue;
      const tables = replay.fold.tables();
      replay.fold = undefined;
      const afterLoad = options.afterLoad;
      const next = copy(
        replay,
        tables,
        afterLoad &&
          (async () => {
            for (const { table } of tables) await afterLoad(table);
          }),
      );
      writing = next.writing;
      await Promise.all(next.prepared.map((rows) => rows.encoded));
    }
    await writing;
  } catch (error) {
    throw failure ?? error;
  }
  return { stats: replays.map((replay) => replay.stats), readMs };
}
