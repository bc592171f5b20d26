import { type DataSource, type EntityManager } from 'typeorm';
import { UpcasterRegistry } from '../event-store/upcasters';
import { readCheckpoint } from './checkpoints';
import { type RegisteredProjection } from './projection-registry';
import { replayLog, type ReplayTarget } from './replay';

export interface RowDifference {
  table: string;
  /** The row's primary key (from whichever side has the row). */
  key: Record<string, unknown>;
  /** The live row; null when only the replay has it. */
  live: Record<string, unknown> | null;
  /** The replayed row; null when only the live read model has it. */
  replayed: Record<string, unknown> | null;
}

export interface ReplayCheck {
  projection: string;
  mode: RegisteredProjection['mode'];
  eventsReplayed: number;
  /** Rows per table, live and replayed. */
  rows: Record<string, { live: number; replayed: number }>;
  /** The first differences of each table, up to `maxDifferences` each. */
  differences: RowDifference[];
}

export interface ReplayCheckOptions {
  upcasters?: UpcasterRegistry;
  batchSize?: number;
  maxDifferences?: number;
}

/**
 * Replays the log into scratch copies of read models' tables and compares them, row for row, with
 * the live ones, in one REPEATABLE READ snapshot that is rolled back: nothing live is touched.
 * The copies are temporary tables of the same names, which PostgreSQL resolves before the live
 * ones, so the rebuild's own replay (`replayLog`: one read of the log, row folds written with
 * COPY, the others applied by their own SQL) writes them unchanged. An inline model is replayed up
 * to every event the snapshot sees, an async one up to its checkpoint in the same snapshot.
 */
export async function checkAgainstReplay(
  dataSource: DataSource,
  selected: readonly RegisteredProjection[],
  options: ReplayCheckOptions = {},
): Promise<ReplayCheck[]> {
  const upcasters = options.upcasters ?? new UpcasterRegistry();
  const maxDifferences = options.maxDifferences ?? 20;
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.startTransaction('REPEATABLE READ');
    const manager = runner.manager;
    // One at a time: the queries share the transaction's one connection.
    const targets: Array<ReplayTarget & { tables: TableShape[] }> = [];
    for (const { projection, mode } of selected) {
      const tables: TableShape[] = [];
      for (const table of projection.tables) tables.push(await describeTable(manager, table));
      const until = mode === 'async' ? await readCheckpoint(manager, projection.name) : undefined;
      // A fold's copy needs no index (it is written once, by COPY); `apply` needs the keys its
      // upserts conflict on.
      const copied = projection.rowFold
        ? 'including defaults including generated including constraints'
        : 'including all';
      for (const table of tables)
        await manager.query(
          `create temporary table ${quote(table.name)} (like ${table.qualified} ${copied}) on commit drop`,
        );
      targets.push({ projection, until, tables });
    }

    const { stats } = await replayLog(runner, targets, {
      upcasters,
      batchSize: options.batchSize,
    });

    const checks: ReplayCheck[] = [];
    for (const [index, { projection, tables }] of targets.entries()) {
      const rows: ReplayCheck['rows'] = {};
      const differences: RowDifference[] = [];
      for (const table of tables) {
        const [counts] = await manager.query<[{ live: number; replayed: number }]>(
          `select (select count(*)::int from ${table.qualified}) as live,
                  (select count(*)::int from pg_temp.${quote(table.name)}) as replayed`,
        );
        rows[table.name] = counts;
        differences.push(...(await differingRows(manager, table, maxDifferences)));
      }
      checks.push({
        projection: projection.name,
        mode: selected[index].mode,
        eventsReplayed: stats[index].eventsReplayed,
        rows,
        differences,
      });
    }
    return checks;
  } finally {
    if (runner.isTransactionActive) await runner.rollbackTransaction();
    await runner.release();
  }
}

interface TableShape {
  name: string;
  /** The live table, schema-qualified and quoted. */
  qualified: string;
  primaryKey: string[];
}

async function describeTable(manager: EntityManager, name: string): Promise<TableShape> {
  const [found] = await manager.query<Array<{ schema: string; key: string[] | null }>>(
    `select n.nspname as schema,
            (select array_agg(a.attname::text order by array_position(i.indkey::int2[], a.attnum))
               from pg_index i
               join pg_attribute a on a.attrelid = i.indrelid
                -- The key's columns, not those it only includes (an index-only scan's).
                and a.attnum = any((i.indkey::int2[])[0:i.indnkeyatts - 1])
              where i.indrelid = c.oid and i.indisprimary) as key
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.oid = to_regclass($1)`,
    [name],
  );
  if (!found) throw new Error(`Table ${name} does not exist`);
  if (!found.key) throw new Error(`Table ${name} has no primary key to compare rows by`);
  return { name, qualified: `${quote(found.schema)}.${quote(name)}`, primaryKey: found.key };
}

/** Rows only one side has, or whose columns differ, matched by primary key. */
function differingRows(
  manager: EntityManager,
  table: TableShape,
  limit: number,
): Promise<RowDifference[]> {
  const using = table.primaryKey.map(quote).join(', ');
  const present = (alias: string) => `${alias}.${quote(table.primaryKey[0])} is not null`;
  return manager
    .query<
      Array<{ live: Record<string, unknown> | null; replayed: Record<string, unknown> | null }>
    >(
      `select case when ${present('live')} then to_jsonb(live) end as live,
              case when ${present('replayed')} then to_jsonb(replayed) end as replayed
         from ${table.qualified} live
         full join pg_temp.${quote(table.name)} replayed using (${using})
        where not ${present('live')} or not ${present('replayed')}
           or row(live.*) is distinct from row(replayed.*)
        order by ${table.primaryKey.map((column) => quote(column)).join(', ')}
        limit $1`,
      [limit],
    )
    .then((found) =>
      found.map(({ live, replayed }) => {
        const row = (live ?? replayed) as Record<string, unknown>;
        return {
          table: table.name,
          key: Object.fromEntries(table.primaryKey.map((column) => [column, row[column]])),
          live,
          replayed,
        };
      }),
    );
}

function quote(identifier: string): string {
  return `"${identifier.replace(/"/g, '""')}"`;
}
