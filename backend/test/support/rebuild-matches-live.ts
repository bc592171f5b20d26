import { type DataSource } from 'typeorm';
import { type Projection } from '../../src/platform/projections/projection';
import {
  rebuildProjection,
  type RebuildOptions,
  type RebuildResult,
} from '../../src/platform/projections/rebuild';

/** Every table of the projection, every row, in a stable order. */
export async function snapshotTables(
  dataSource: DataSource,
  projection: Projection,
  orderBy: string | Record<string, string>,
): Promise<Record<string, unknown[]>> {
  const snapshot: Record<string, unknown[]> = {};
  for (const table of projection.tables) {
    const order = typeof orderBy === 'string' ? orderBy : orderBy[table];
    if (!order) throw new Error(`No order given for table ${table}`);
    snapshot[table] = await dataSource.query(`select * from ${table} order by ${order}`);
  }
  return snapshot;
}

/**
 * Rebuild an inline projection as the rebuild command does: replaying every event the snapshot
 * sees. The default (async) stops below the oldest running transaction of the whole server, which
 * another process's open transaction can hold back.
 */
export const INLINE: RebuildOptions = { mode: 'inline' };

/**
 * Snapshots the projection's tables as live processing left them, rebuilds the projection from the
 * log, and expects the same rows, row for row. Refuses an empty read model: it would prove nothing.
 */
export async function expectRebuildMatchesLive(
  dataSource: DataSource,
  projection: Projection,
  orderBy: string | Record<string, string>,
  options: RebuildOptions = {},
): Promise<RebuildResult> {
  const live = await snapshotTables(dataSource, projection, orderBy);
  if (Object.values(live).every((rows) => rows.length === 0))
    throw new Error(`${projection.name}: the live read model is empty; nothing to compare`);
  const result = await rebuildProjection(dataSource, projection, options);
  const rebuilt = await snapshotTables(dataSource, projection, orderBy);
  expect(rebuilt).toEqual(live);
  return result;
}
