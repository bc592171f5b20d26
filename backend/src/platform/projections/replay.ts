import { setImmediate as yieldToIo } from 'node:timers/promises';
import { type PoolClient } from 'pg';
import { type QueryRunner } from 'typeorm';
import { type RecordedEvent } from '../event-store/event';
import { FEED_START, type FeedPosition, feedPositionOf, readFeedRows } from '../event-store/feed';
import { type UpcasterRegistry } from '../event-store/upcasters';
import { type Projection } from './projection';
import { addTo, copyRows, type TableRows } from './row-fold';

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
  /** Time spent writing its rows with COPY (folds only). */
  writeMs: number;
  rowsWritten: number;
}

export interface Replay {
  /** Each target's, in the order given. */
  stats: ReplayStats[];
  /** Time spent waiting for the log's rows (the part of the read not hidden behind folding). */
  readMs: number;
}

export interface ReplayOptions {
  upcasters: UpcasterRegistry;
  /** Events per read of the log. */
  batchSize: number;
}

/**
 * Replays the log into the targets' tables (emptied or scratch ones) in the runner's transaction,
 * reading it once for all of them, in feed order: each event is upcast once and handed to every
 * target that takes its type. A target with a row fold folds it in memory and its rows are
 * written with COPY at the end (those it calls final, after each read, while the next events are
 * folded); one without gets its events with `apply`, batch by batch. The next batch is asked for
 * before the current one is applied, so the server reads while Node folds.
 */
export async function replayLog(
  runner: QueryRunner,
  targets: readonly ReplayTarget[],
  options: ReplayOptions,
): Promise<Replay> {
  const replays = targets.map((target) => ({
    ...target,
    types: new Set(target.projection.eventTypes),
    untilTx: target.until && BigInt(target.until.tx),
    fold: target.projection.rowFold?.(),
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
  const read = (after: FeedPosition) =>
    inTurn(() =>
      readFeedRows(runner.manager, after, options.batchSize, { eventTypes, horizon: 'visible' }),
    );
  type Replaying = (typeof replays)[number];
  const copy = (replay: Replaying, tables: TableRows[]) =>
    inTurn(async () => {
      for (const table of tables) {
        const written = await copyRows(client, table);
        replay.stats.rowsWritten += written;
      }
    });
  const timed = async (replay: Replaying, writing: Promise<void>) => {
    const started = performance.now();
    await writing;
    replay.stats.writeMs += performance.now() - started;
  };
  // Rows a fold calls final are written while the next events are folded: their COPY is queued
  // on the connection (after the read in hand, before the next one), and the folds give way to
  // I/O between models, so that the rows flow to the server while Node folds.
  const early: Array<{ replay: Replaying; writing: Promise<void> }> = [];
  let earlyFailure: unknown;

  let readMs = 0;
  let next = read(FEED_START);
  try {
    for (;;) {
      const waited = performance.now();
      const batch = await next;
      readMs += performance.now() - waited;
      const last = batch.at(-1);
      const more = last !== undefined && batch.length === options.batchSize;
      if (more) {
        next = read(feedPositionOf(last));
        // Awaited on the next turn; marked handled so that a failure while applying this batch
        // does not leave it unhandled.
        next.catch(() => undefined);
      }
      // Each event, upcast once, goes to the models that take it (in feed order for each).
      const taken = replays.map((): RecordedEvent[] => []);
      for (const row of batch) {
        const event = options.upcasters.upcast(row);
        const targets = takers.get(event.type);
        if (!targets) continue;
        let tx: bigint | undefined;
        for (const index of targets) {
          const { untilTx, until } = replays[index];
          if (untilTx !== undefined && until !== undefined) {
            tx ??= BigInt(event.transactionId);
            if (tx > untilTx || (tx === untilTx && event.globalPosition > until.pos)) continue;
          }
          taken[index].push(event);
        }
      }
      for (const [index, replay] of replays.entries()) {
        const events = taken[index];
        if (events.length === 0) continue;
        const started = performance.now();
        if (replay.fold) for (const event of events) replay.fold.fold(event);
        else await inTurn(() => replay.projection.apply(events, runner.manager));
        replay.stats.eventsReplayed += events.length;
        replay.stats.applyMs += performance.now() - started;
        const final = replay.fold?.takeFinalRows?.();
        if (final) {
          const writing = copy(replay, final);
          writing.catch((error: unknown) => (earlyFailure ??= error));
          early.push({ replay, writing });
        }
        if (early.length > 0) await yieldToIo();
      }
      if (!more) break;
    }
    // A model's writing time is the wait for its early rows here, not the part hidden behind
    // the folds.
    for (const { replay, writing } of early) await timed(replay, writing);
  } catch (error) {
    // A failed COPY aborts the transaction: the statements after it fail for that reason.
    throw earlyFailure ?? error;
  }

  for (const replay of replays) {
    if (!replay.fold) continue;
    await timed(replay, copy(replay, replay.fold.tables()));
    // Its rows are written: let them go before the next fold's are.
    replay.fold = undefined;
  }
  return { stats: replays.map((replay) => replay.stats), readMs };
}
