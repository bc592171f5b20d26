import { type Client } from 'pg';
import { PROJECTION_LOCK_CLASS } from '../database/advisory-locks';
import { type Queryable } from './event-rows';

/**
 * Re-basing the event log's transaction ids after a logical restore (docs/operations.md).
 *
 * `es_events.transaction_id` is the appending transaction's xid8, and the feed reads in
 * (transaction_id, global_position) order below the oldest running transaction. A `pg_dump`
 * restored into a new cluster keeps the stored ids but not the cluster's transaction counter, which
 * starts low again: new events would get ids below the stored ones, behind every checkpoint, and
 * the stored events would sit above the feed's horizon. Either the counter is moved past the
 * stored ids (`pg_resetwal -e`, which needs the server's files) or, here, the stored ids are moved
 * below the counter.
 *
 * The feed's order is kept exactly while using as few new ids as possible: walking the log in feed
 * order, a run of events whose global positions keep rising can share one transaction id (ordered
 * by position within it), and a new id starts wherever the position falls back (transactions that
 * committed out of position order). Each checkpoint moves to the new place of the event it stood
 * at. Global positions, event ids and payloads are not touched.
 */

/** The lowest normal transaction id; 0 to 2 are PostgreSQL's special ones. */
const FIRST_NEW_ID = 3n;

export interface RebaseCheck {
  /** Largest stored transaction id, or null for an empty log. */
  storedMax: string | null;
  /** The id the cluster gives its next transaction. */
  nextTransactionId: string;
  /** True when stored ids are not all below the cluster's counter. */
  needed: boolean;
  events: number;
  /** New ids the re-base needs (runs of rising positions in feed order). */
  idsNeeded: number;
  /** Events appended in this cluster after the restore (below the counter, after every restored position). */
  appendedAfterRestore: number;
}

export interface RebaseResult extends RebaseCheck {
  /** Transactions spent first so that the new ids fit below the counter. */
  transactionsSpent: number;
  /** Checkpoints moved to the new place of their event. */
  checkpointsMoved: string[];
  /** Checkpoints that stood among events appended after the restore: set back to the start. */
  checkpointsReset: string[];
}

/**
 * Feed order during the re-base: restored events first, then the ones appended in this cluster
 * after the restore; `grp` numbers the runs of rising global positions. `$1` is the boundary id.
 */
const ORDERED_EVENTS = `
  with restored_end as (
    select coalesce(max(global_position), 0) as position from es_events where transaction_id >= $1::xid8
  ), marked as (
    select e.global_position, e.transaction_id as old_tx,
           (e.transaction_id < $1::xid8 and e.global_position > r.position) as after_restore
      from es_events e cross join restored_end r
  ), ordered as (
    select m.*, lag(global_position) over feed as previous_position
      from marked m
    window feed as (order by after_restore, old_tx, global_position)
  )
  select global_position, old_tx, after_restore,
         sum(case when previous_position > global_position then 1 else 0 end)
           over (order by after_restore, old_tx, global_position) as grp
    from ordered`;

/** Whether the log needs a re-base, and what it would take. Reads only. */
export async function checkTransactionIds(queryable: Queryable): Promise<RebaseCheck> {
  const [state] = await queryable.query<
    Array<{ stored_max: string | null; next_id: string; events: string }>
  >(
    `select (select max(transaction_id) from es_events)::text as stored_max,
            pg_snapshot_xmax(pg_current_snapshot())::text as next_id,
            (select count(*) from es_events) as events`,
  );
  const needed = state.stored_max !== null && BigInt(state.stored_max) >= BigInt(state.next_id);
  const [plan] = needed
    ? await queryable.query<Array<{ groups: string; appended: string }>>(
        `select coalesce(max(grp) + 1, 0) as groups, count(*) filter (where after_restore) as appended
           from (${ORDERED_EVENTS}) as o`,
        [state.next_id],
      )
    : [{ groups: '0', appended: '0' }];
  return {
    storedMax: state.stored_max,
    nextTransactionId: state.next_id,
    needed,
    events: Number(state.events),
    idsNeeded: Number(plan.groups),
    appendedAfterRestore: Number(plan.appended),
  };
}

/**
 * Moves every stored transaction id below the cluster's counter, in one transaction, keeping the
 * feed's order and every checkpoint's place in it. Refuses while a projection processor holds its
 * lock: stop the api and the workers first. `client` must be a connection of its own (the
 * counter is advanced with transactions committed one by one when the new ids would not fit).
 */
export async function rebaseTransactionIds(client: Client): Promise<RebaseResult> {
  const check = await checkTransactionIds(queryableOf(client));
  const result: RebaseResult = {
    ...check,
    transactionsSpent: 0,
    checkpointsMoved: [],
    checkpointsReset: [],
  };
  if (!check.needed) return result;

  const processors = await client.query<{ count: string }>(
    `select count(*) from pg_locks where locktype = 'advisory' and classid = $1::bigint::oid`,
    [PROJECTION_LOCK_CLASS],
  );
  if (Number(processors.rows[0].count) > 0)
    throw new Error('Projection processors are running: stop the api and every worker first');

  // The new ids are FIRST_NEW_ID and up; they must stay below this re-base's own transaction id.
  const margin = 10n;
  const shortfall =
    FIRST_NEW_ID + BigInt(check.idsNeeded) + margin - BigInt(check.nextTransactionId);
  if (shortfall > 0n) {
    await client.query(
      `do $$ begin for i in 1..${shortfall} loop perform pg_current_xact_id(); commit; end loop; end $$`,
    );
    result.transactionsSpent = Number(shortfall);
  }

  await client.query('begin');
  try {
    await client.query(`set local lock_timeout = '10s'`);
    await client.query(`lock table es_events, es_checkpoints in exclusive mode`);
    const own = await client.query<{ id: string }>(`select pg_current_xact_id()::text as id`);
    const boundary = own.rows[0].id;
    await client.query(
      `create temp table es_rebase on commit drop as
       select global_position, old_tx, after_restore,
              (${FIRST_NEW_ID} + grp)::text::xid8 as new_tx
         from (${ORDERED_EVENTS}) as o`,
      [boundary],
    );
    await client.query(`create index on es_rebase (old_tx, global_position)`);
    const highest = await client.query<{ fits: boolean }>(
      `select coalesce(max(new_tx) < $1::xid8, true) as fits from es_rebase`,
      [boundary],
    );
    if (!highest.rows[0].fits)
      throw new Error(
        'The new transaction ids do not fit below the counter; run the re-base again',
      );

    const reset = await client.query<{ processor_id: string }>(
      `update es_checkpoints c set last_tx = '0'::xid8, last_pos = 0, updated_at = now()
        where (c.last_tx, c.last_pos) > ('0'::xid8, 0) and c.last_tx < $1::xid8
          and exists (select 1 from es_rebase where after_restore)
       returning processor_id`,
      [boundary],
    );
    const moved = await client.query<{ processor_id: string }>(
      `update es_checkpoints c
          set last_tx = coalesce(target.new_tx, '0'::xid8),
              last_pos = coalesce(target.global_position, 0),
              updated_at = now()
         from es_checkpoints before
         left join lateral (
           select r.new_tx, r.global_position from es_rebase r
            where not r.after_restore and (r.old_tx, r.global_position) <= (before.last_tx, before.last_pos)
            order by r.old_tx desc, r.global_position desc
            limit 1) as target on true
        where c.processor_id = before.processor_id
          and (before.last_tx, before.last_pos) > ('0'::xid8, 0)
       returning c.processor_id`,
    );
    await client.query(
      `update es_events e set transaction_id = r.new_tx
         from es_rebase r where e.global_position = r.global_position`,
    );
    await client.query('commit');
    result.checkpointsReset = reset.rows.map((row) => row.processor_id).sort();
    result.checkpointsMoved = moved.rows.map((row) => row.processor_id).sort();
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}

/** A pg client answering rows, as the store's queries expect. */
export function queryableOf(client: Client): Queryable {
  return {
    query: async <T>(sql: string, parameters?: unknown[]) =>
      (await client.query(sql, parameters)).rows as T,
  };
}

/**
 * Refuses to let an application write to a log whose stored transaction ids are not below the
 * cluster's counter (a logical restore into a new cluster, not yet re-based).
 */
export async function assertTransactionIdsBelowCounter(queryable: Queryable): Promise<void> {
  const check = await checkTransactionIds(queryable);
  if (check.needed)
    throw new Error(
      `es_events holds transaction ids up to ${check.storedMax}, but this cluster's counter is at ${check.nextTransactionId} (restored from a dump?): new events would be skipped by projections. Re-base first: node dist/src/cli/events-rebase.js --apply, or pg_resetwal -e (docs/operations.md)`,
    );
}
