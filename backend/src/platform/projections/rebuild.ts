import { type DataSource, type QueryRunner } from 'typeorm';
import { FEED_START, type FeedPosition, feedPositionOf, readFeedRows } from '../event-store/feed';
import { UpcasterRegistry } from '../event-store/upcasters';
import { REBUILD_LOCK_CLASS } from '../database/advisory-locks';
import { openDedicatedConnection } from './dedicated-connection';
import { type Projection } from './projection';
import { type ProjectionMode } from './projection-registry';

export interface RebuildOptions {
  /** How the projection runs live; an inline one has no checkpoint. Default `async`. */
  mode?: ProjectionMode;
  /** Events per read and per `apply`. Default 20,000. */
  batchSize?: number;
  upcasters?: UpcasterRegistry;
  /** How long to wait for the processor's batch in hand before calling the projection busy. */
  lockWaitMs?: number;
}

export interface RebuildResult {
  projection: string;
  /** Events of the projection's types applied. */
  eventsReplayed: number;
  durationMs: number;
  /** Where the processor goes on from (async projections). */
  checkpoint?: FeedPosition;
}

/** Another rebuild of the projection (in this or another process) is running. */
export class ProjectionBusyError extends Error {
  constructor(readonly projection: string) {
    super(`Projection ${projection} is being rebuilt already; try again when that rebuild ends`);
  }
}

const LOCK_NOT_AVAILABLE = '55P03';

/**
 * Drops a read model and builds it again from the whole log, in one REPEATABLE READ transaction:
 * its tables are locked exclusively before the snapshot, truncated, the events replayed in large
 * batches in (transaction_id, global_position) order, its read-only indexes built again once at
 * the end, and (async) the checkpoint set to the last event below the snapshot's xmin, where its
 * processor goes on. Readers see the old rows until the commit, appends that write an inline
 * model wait for it. Workers keep running: the rebuild lock
 * keeps the projection's processor between batches until the commit, and the processor then finds
 * its checkpoint moved (compare-and-set) and goes on from the rebuilt one.
 */
export async function rebuildProjection(
  dataSource: DataSource,
  projection: Projection,
  options: RebuildOptions = {},
): Promise<RebuildResult> {
  const started = performance.now();
  const mode = options.mode ?? 'async';
  const batchSize = options.batchSize ?? 20_000;
  const upcasters = options.upcasters ?? new UpcasterRegistry();

  const lock = await openDedicatedConnection(dataSource, `rebuild:${projection.name}`);
  lock.on('error', () => undefined);
  try {
    await lock.query(`set lock_timeout = ${Math.round(options.lockWaitMs ?? 10_000)}`);
    await lock
      .query(`select pg_advisory_lock($1, hashtext($2))`, [REBUILD_LOCK_CLASS, projection.name])
      .catch((error: { code?: string }) => {
        throw error.code === LOCK_NOT_AVAILABLE ? new ProjectionBusyError(projection.name) : error;
      });

    const runner = dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction('REPEATABLE READ');
      // Locked before the snapshot is taken: every transaction that wrote these tables has
      // finished and is in the snapshot, and none can write them again until this one commits.
      if (projection.tables.length > 0) {
        const tables = projection.tables.map(quoteTable).join(', ');
        await runner.query(`lock table ${tables} in access exclusive mode`);
        await runner.query(`truncate table ${tables}`);
      }
      const readIndexes = await dropReadIndexes(runner, projection);
      if (mode === 'async')
        await runner.query(
          `insert into es_checkpoints (processor_id, last_tx, last_pos, status, owner, updated_at)
           values ($1, '0'::xid8, 0, 'rebuilding', 'rebuild', now())
           on conflict (processor_id) do update
             set last_tx = '0'::xid8, last_pos = 0, status = 'rebuilding', owner = 'rebuild',
                 updated_at = now()`,
          [projection.name],
        );

      // Inline models hold exactly the committed transactions the snapshot sees; an async one
      // stops below the xmin so that its processor, going on from the checkpoint, misses nothing.
      const horizon = mode === 'inline' ? 'visible' : 'finished';
      let position = FEED_START;
      let eventsReplayed = 0;
      for (;;) {
        const events = await readFeedRows(runner.manager, position, batchSize, {
          eventTypes: projection.eventTypes,
          horizon,
        });
        const last = events.at(-1);
        if (!last) break;
        await projection.apply(
          events.map((event) => upcasters.upcast(event)),
          runner.manager,
        );
        eventsReplayed += events.length;
        position = feedPositionOf(last);
        if (events.length < batchSize) break;
      }

      await runner.query(`set local maintenance_work_mem = '256MB'`);
      for (const definition of readIndexes) await runner.query(definition);

      let checkpoint: FeedPosition | undefined;
      if (mode === 'async') {
        const [lastBelowXmin] = await runner.manager.query<Array<{ tx: string; pos: string }>>(
          `select transaction_id::text as tx, global_position as pos from es_events
            where transaction_id < pg_snapshot_xmin(pg_current_snapshot())
            order by transaction_id desc, global_position desc limit 1`,
        );
        checkpoint = lastBelowXmin
          ? { tx: lastBelowXmin.tx, pos: BigInt(lastBelowXmin.pos) }
          : FEED_START;
        await runner.query(
          `update es_checkpoints set last_tx = $2::xid8, last_pos = $3, status = 'idle', updated_at = now()
            where processor_id = $1`,
          [projection.name, checkpoint.tx, String(checkpoint.pos)],
        );
      }
      await runner.commitTransaction();
      return {
        projection: projection.name,
        eventsReplayed,
        durationMs: performance.now() - started,
        checkpoint,
      };
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      throw error;
    } finally {
      await runner.release();
    }
  } finally {
    await lock.end().catch(() => undefined);
  }
}

/** Drops the projection's read-only indexes; answers the statements that create them again. */
async function dropReadIndexes(runner: QueryRunner, projection: Projection): Promise<string[]> {
  if (!projection.readIndexes?.length) return [];
  const indexes: Array<{ name: string; definition: string }> = await runner.query(
    `select indexname as name, indexdef as definition from pg_indexes
      where schemaname = current_schema() and indexname = any($1::text[])`,
    [projection.readIndexes],
  );
  for (const index of indexes) await runner.query(`drop index ${quoteTable(index.name)}`);
  return indexes.map((index) => index.definition);
}

/** `name` or `schema.name`, each part quoted. */
function quoteTable(table: string): string {
  return table
    .split('.')
    .map((part) => `"${part.replace(/"/g, '""')}"`)
    .join('.');
}
