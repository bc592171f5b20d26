import { type Queryable } from '../event-store/event-rows';
import { FEED_START, type FeedPosition } from '../event-store/feed';

/** How far a projection is behind the log. */
export interface ProjectionLag {
  projection: string;
  /** Events stored after its checkpoint (counted up to 100,000). */
  eventsBehind: number;
  /** Age of the oldest event it has not processed yet; 0 when it is current. */
  secondsBehind: number;
  checkpoint: FeedPosition;
}

const LAG_COUNT_CAP = 100_000;

export async function readCheckpoint(queryable: Queryable, name: string): Promise<FeedPosition> {
  const rows = await queryable.query<Array<{ last_tx: string; last_pos: string }>>(
    `select last_tx::text as last_tx, last_pos from es_checkpoints where processor_id = $1`,
    [name],
  );
  return rows[0] ? { tx: rows[0].last_tx, pos: BigInt(rows[0].last_pos) } : FEED_START;
}

/**
 * Compare-and-set: moves the checkpoint from `from` to `to` only if it is still at `from`. False
 * means another owner moved it: the caller's batch must not be applied. Run it in the batch's
 * transaction, before applying: the row lock then orders two writers, and the loser sees zero rows.
 */
export async function advanceCheckpoint(
  queryable: Queryable,
  name: string,
  from: FeedPosition,
  to: FeedPosition,
  owner: string,
): Promise<boolean> {
  const [, affected] = await queryable.query<[unknown, number]>(
    `update es_checkpoints
        set last_tx = $4::xid8, last_pos = $5, status = 'running', owner = $6, updated_at = now()
      where processor_id = $1 and last_tx = $2::xid8 and last_pos = $3`,
    [name, from.tx, String(from.pos), to.tx, String(to.pos), owner],
  );
  return affected === 1;
}

export async function projectionLag(queryable: Queryable, name: string): Promise<ProjectionLag> {
  const checkpoint = await readCheckpoint(queryable, name);
  const rows = await queryable.query<Array<{ events_behind: string; seconds_behind: number }>>(
    `select
       (select count(*) from (select 1 from es_events
          where (transaction_id, global_position) > ($1::xid8, $2) limit $3) as pending) as events_behind,
       coalesce((select extract(epoch from greatest(now() - created_at, interval '0'))::float8
                   from es_events where (transaction_id, global_position) > ($1::xid8, $2)
                  order by transaction_id, global_position limit 1), 0) as seconds_behind`,
    [checkpoint.tx, String(checkpoint.pos), LAG_COUNT_CAP],
  );
  return {
    projection: name,
    eventsBehind: Number(rows[0].events_behind),
    secondsBehind: Number(rows[0].seconds_behind),
    checkpoint,
  };
}
