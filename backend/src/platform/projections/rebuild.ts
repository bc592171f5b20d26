import { setTimeout } from 'node:timers/promises';
import { type Client } from 'pg';
import { type DataSource, type QueryRunner } from 'typeorm';
import { FEED_START, type FeedPosition } from '../event-store/feed';
import { UpcasterRegistry } from '../event-store/upcasters';
import { REBUILD_LOCK_CLASS } from '../database/advisory-locks';
import { openDedicatedConnection } from './dedicated-connection';
import { type Projection } from './projection';
import { type ProjectionMode, type RegisteredProjection } from './projection-registry';
import { replayLog, type ReplayStats } from './replay';
import { addTo, quoteIdentifier } from './row-fold';

export interface RebuildOptions {
  /** How the projection runs live; an inline one has no checkpoint. Default `async`. */
  mode?: ProjectionMode;
  /** Events per read of the log (`replayLog`'s default when not given). */
  batchSize?: number;
  upcasters?: UpcasterRegistry;
  /**
   * How long to wait for the processor's batch in hand before calling the projection busy, and
   * for the appends in hand before giving up on locking the tables.
   */
  lockWaitMs?: number;
}

export interface RebuildResult extends ReplayStats {
  /** The whole rebuild's time (shared by the read models rebuilt together). */
  durationMs: number;
  /** Of that, the time spent waiting for the shared read of the log... */
  readMs: number;
  /** ...and building the row folds' indexes (each table's once its rows are written). */
  indexMs: number;
  /** Where the processor goes on from (async projections). */
  checkpoint?: FeedPosition;
}

/**
 * Another rebuild of the projection (in this or another process) is running, or its tables stayed
 * in use for longer than the rebuild would wait.
 */
export class ProjectionBusyError extends Error {
  constructor(
    readonly projection: string,
    because = 'is being rebuilt already; try again when that rebuild ends',
  ) {
    super(`Projection ${projection} ${because}`);
  }
}

const LOCK_NOT_AVAILABLE = '55P03';

/**
 * Drops read models and builds them again from the whole log, in one REPEATABLE READ transaction:
 * their tables are locked exclusively before the snapshot, truncated, and the log read once for
 * all of them in (transaction_id, global_position) order (`replayLog`: row folds written with
 * COPY into tables without their indexes, each table's built again once its rows are written,
 * the others applied in large batches); then (async) each checkpoint set to the last event below
 * the snapshot's xmin, where its processor goes on. Workers keep running: the rebuild
 * lock keeps each projection's processor between batches until the commit, and the processor then
 * finds its checkpoint moved (compare-and-set) and goes on from the rebuilt one. Appends that an
 * inline model takes share that lock of every inline model at their start, so a rebuild of one
 * waits for the appends in hand and the next ones wait for its commit, holding no table.
 */
export async function rebuildProjections(
  dataSource: DataSource,
  selected: readonly RegisteredProjection[],
  options: Omit<RebuildOptions, 'mode'> = {},
): Promise<RebuildResult[]> {
  const started = performance.now();
  const upcasters = options.upcasters ?? new UpcasterRegistry();
  const names = selected.map(({ projection }) => projection.name);

  // The pool's connection first: once the rebuild holds its locks, appends that wait for them
  // hold theirs, and could hold every one.
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  let lock: Client | undefined;
  try {
    lock = await openDedicatedConnection(dataSource, `rebuild:${names.join(',')}`);
    lock.on('error', () => undefined);
    await lock.query(`set lock_timeout = ${Math.round(options.lockWaitMs ?? 10_000)}`);
    for (const name of [...names].sort())
      await lock
        .query(`select pg_advisory_lock($1, hashtext($2))`, [REBUILD_LOCK_CLASS, name])
        .catch((error: { code?: string }) => {
          throw error.code === LOCK_NOT_AVAILABLE ? new ProjectionBusyError(name) : error;
        });

    const tables = selected.flatMap(({ projection }) => projection.tables).map(quoteIdentifier);
    await startLockingTables(
      runner,
      names,
      tables,
      performance.now() + (options.lockWaitMs ?? 10_000),
    );
    if (tables.length > 0) await runner.query(`truncate table ${tables.join(', ')}`);
    const indexes = await dropIndexesForTheLoad(
      runner,
      selected.map(({ projection }) => projection),
    );
    const asyncNames = selected
      .filter(({ mode }) => mode === 'async')
      .map(({ projection }) => projection.name);
    if (asyncNames.length > 0)
      await runner.query(
        `insert into es_checkpoints (processor_id, last_tx, last_pos, status, owner, updated_at)
         select name, '0'::xid8, 0, 'rebuilding', 'rebuild', now() from unnest($1::text[]) as name
         on conflict (processor_id) do update
           set last_tx = '0'::xid8, last_pos = 0, status = 'rebuilding', owner = 'rebuild',
               updated_at = now()`,
        [asyncNames],
      );

    // Inline models hold exactly the committed transactions the snapshot sees; an async one
    // stops at the last event below the xmin, so that its processor, going on from the
    // checkpoint, misses nothing.
    const [lastBelowXmin] = await runner.manager.query<Array<{ tx: string; pos: string }>>(
      `select transaction_id::text as tx, global_position as pos from es_events
        where transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        order by transaction_id desc, global_position desc limit 1`,
    );
    const checkpoint: FeedPosition = lastBelowXmin
      ? { tx: lastBelowXmin.tx, pos: BigInt(lastBelowXmin.pos) }
      : FEED_START;
    // Each table's indexes are built once its rows are written, while Node encodes the next
    // table's rows; the foreign keys at the end, once every table has its keys.
    let indexMs = 0;
    const buildIndexes = async (table: string) => {
      const started = performance.now();
      for (const definition of indexes.byTable.get(table) ?? []) await runner.query(definition);
      indexes.byTable.delete(table);
      indexMs += performance.now() - started;
    };
    await runner.query(`set local maintenance_work_mem = '256MB'`);
    const replay = await replayLog(
      runner,
      selected.map(({ projection, mode }) => ({
        projection,
        until: mode === 'async' ? checkpoint : undefined,
      })),
      { upcasters, batchSize: options.batchSize, afterLoad: buildIndexes },
    );
    for (const table of [...indexes.byTable.keys()]) await buildIndexes(table);
    const foreignKeysStarted = performance.now();
    for (const foreignKey of indexes.foreignKeys) await runner.query(foreignKey);
    indexMs += performance.now() - foreignKeysStarted;

    if (asyncNames.length > 0)
      await runner.query(
        `update es_checkpoints set last_tx = $2::xid8, last_pos = $3, status = 'idle', updated_at = now()
          where processor_id = any($1::text[])`,
        [asyncNames, checkpoint.tx, String(checkpoint.pos)],
      );
    await runner.commitTransaction();
    const durationMs = performance.now() - started;
    return selected.map(({ mode }, index) => ({
      ...replay.stats[index],
      durationMs,
      readMs: replay.readMs,
      indexMs,
      checkpoint: mode === 'async' ? checkpoint : undefined,
    }));
  } catch (error) {
    if (runner.isTransactionActive) await runner.rollbackTransaction();
    throw error;
  } finally {
    await runner.release();
    await lock?.end().catch(() => undefined);
  }
}

/** `rebuildProjections` of one read model. */
export async function rebuildProjection(
  dataSource: DataSource,
  projection: Projection,
  options: RebuildOptions = {},
): Promise<RebuildResult> {
  const [result] = await rebuildProjections(
    dataSource,
    [{ projection, mode: options.mode ?? 'async' }],
    options,
  );
  return result;
}

/** How long the first try to lock the tables waits before it lets go of what it holds... */
const FIRST_LOCK_TRY_MS = 200;
/** ...and the longest that a later, longer try waits. */
const LONGEST_LOCK_TRY_MS = 2_000;

/**
 * Starts the rebuild's REPEATABLE READ transaction holding its tables exclusively, locked before
 * the snapshot is taken: every transaction that wrote them has finished and is in the snapshot,
 * and none can write them again until this one commits. An append that read one of the tables
 * and then writes another could wait for the rebuild while the rebuild waits for it; each try
 * therefore waits briefly and, failing, lets go of every lock it got and tries again, each try
 * waiting twice as long as the one before (a reader longer than a short try cannot keep it out),
 * until `deadline`, then calls the projections busy.
 */
async function startLockingTables(
  runner: QueryRunner,
  names: string[],
  tables: string[],
  deadline: number,
): Promise<void> {
  for (let tryMs = FIRST_LOCK_TRY_MS; ; tryMs = Math.min(2 * tryMs, LONGEST_LOCK_TRY_MS)) {
    await runner.startTransaction('REPEATABLE READ');
    if (tables.length === 0) return;
    const waitMs = Math.max(1, Math.min(tryMs, Math.round(deadline - performance.now())));
    await runner.query(`set local lock_timeout = ${waitMs}`);
    try {
      await runner.query(`lock table ${tables.join(', ')} in access exclusive mode`);
      await runner.query(`set local lock_timeout = 0`);
      return;
    } catch (error) {
      const code = (error as { driverError?: { code?: string } }).driverError?.code;
      if (code !== LOCK_NOT_AVAILABLE) throw error;
      if (performance.now() > deadline)
        throw new ProjectionBusyError(names.join(', '), 'has its tables in use; try again shortly');
      await runner.rollbackTransaction();
      await setTimeout(FIRST_LOCK_TRY_MS * Math.random());
    }
  }
}

/** The statements that build the row folds' tables' keys and indexes again. */
interface IndexesToBuild {
  /** Each table's, keys first, by its name as its projection lists it. */
  byTable: Map<string, string[]>;
  /** The foreign keys among the tables, to add once every table has its keys. */
  foreignKeys: string[];
}

/**
 * Drops every index and key of the row folds' tables, with the foreign keys among them, answering
 * the statements that create them again: the fold's rows are written once, by COPY, and each
 * index is then built once from them, sorted, instead of kept up to date row by row. A key that
 * a table outside the rebuild refers to stays, and so do checks (cheap per row).
 */
async function dropIndexesForTheLoad(
  runner: QueryRunner,
  projections: readonly Projection[],
): Promise<IndexesToBuild> {
  const tables = projections.filter((projection) => projection.rowFold).flatMap((p) => p.tables);
  const byTable = new Map<string, string[]>();
  if (tables.length === 0) return { byTable, foreignKeys: [] };
  const loaded = `array(select to_regclass(t) from unnest($1::text[]) as t)`;
  const constraints: Array<{ table: string; qualified: string; name: string; definition: string }> =
    await runner.query(
      `select t.name as table, c.conrelid::regclass::text as qualified, c.conname as name,
              pg_get_constraintdef(c.oid) as definition
         from unnest($1::text[]) as t(name)
         join pg_constraint c on c.conrelid = to_regclass(t.name)
        where c.contype in ('p', 'u', 'f')
          and not exists (select 1 from pg_constraint r
                           where r.contype = 'f' and r.confrelid = c.conrelid
                             and r.conindid = c.conindid and r.conrelid <> all(${loaded}))
        order by c.contype = 'f' desc`,
      [tables],
    );
  const indexes: Array<{ table: string; name: string; definition: string }> = await runner.query(
    `select t.name as table, i.relname as name, pg_get_indexdef(i.oid) as definition
       from unnest($1::text[]) as t(name)
       join pg_index x on x.indrelid = to_regclass(t.name)
       join pg_class i on i.oid = x.indexrelid
      where not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)`,
    [tables],
  );
  for (const { qualified, name } of constraints)
    await runner.query(`alter table ${qualified} drop constraint ${quoteIdentifier(name)}`);
  for (const index of indexes) await runner.query(`drop index ${quoteIdentifier(index.name)}`);
  const addConstraint = ({ qualified, name, definition }: (typeof constraints)[number]) =>
    `alter table ${qualified} add constraint ${quoteIdentifier(name)} ${definition}`;
  const foreignKeys = constraints.filter(({ definition }) => definition.startsWith('FOREIGN KEY'));
  for (const { table, definition } of [
    ...constraints
      .filter((constraint) => !foreignKeys.includes(constraint))
      .map((constraint) => ({ table: constraint.table, definition: addConstraint(constraint) })),
    ...indexes,
  ])
    addTo(byTable, table, definition);
  return { byTable, foreignKeys: foreignKeys.map(addConstraint) };
}
