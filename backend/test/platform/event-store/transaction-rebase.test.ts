import { Client } from 'pg';
import { runMigrations } from '../../../src/platform/database/migrate';
import { EventStore } from '../../../src/platform/event-store/event-store';
import {
  FEED_START,
  type FeedPosition,
  readFeedRows,
} from '../../../src/platform/event-store/feed';
import {
  checkTransactionIds,
  rebaseTransactionIds,
} from '../../../src/platform/event-store/transaction-rebase';
import { readCheckpoint } from '../../../src/platform/projections/checkpoints';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

/**
 * A log restored from a dump into a new cluster, simulated: the stored transaction ids are moved
 * far above this cluster's counter (keeping their order, with one transaction made to commit out
 * of position order), as are the checkpoints of the processors that had read them.
 */
describe('re-basing transaction ids after a restore into a new cluster', () => {
  let db: TestDatabase;
  let store: EventStore;
  /** The restored log's event ids in feed order. */
  let restored: string[];

  const feedIds = async (after: FeedPosition) =>
    (await readFeedRows(db.dataSource, after, 1000)).map((event) => event.eventId);
  const setCheckpoint = (name: string, position: FeedPosition) =>
    db.dataSource.query(
      `insert into es_checkpoints (processor_id, last_tx, last_pos) values ($1, $2::xid8, $3)`,
      [name, position.tx, String(position.pos)],
    );

  beforeAll(async () => {
    db = await createTestDatabase();
    store = new EventStore(db.dataSource);
    const first = await store.append('thing-a', 'no_stream', [
      { type: 'test.Happened', data: { n: 1 } },
      { type: 'test.Happened', data: { n: 2 } },
    ]);
    const second = await store.append('thing-b', 'no_stream', [
      { type: 'test.Happened', data: { n: 3 } },
    ]);
    await store.append('thing-c', 'no_stream', [{ type: 'test.Happened', data: { n: 4 } }]);
    await store.append('thing-a', 2, [{ type: 'test.Happened', data: { n: 5 } }]);
    await store.append('thing-d', 'no_stream', [{ type: 'test.Happened', data: { n: 6 } }]);

    await db.dataSource.query(
      `update es_events set transaction_id = (transaction_id::text::bigint * 10 + 10000000000)::text::xid8`,
    );
    // The first transaction committed after the second although it took earlier positions.
    await db.dataSource.query(
      `update es_events set transaction_id = ((select transaction_id from es_events where event_id = $2)::text::bigint + 5)::text::xid8
        where event_id = any($1::uuid[])`,
      [first.events.map((event) => event.eventId), second.events[0].eventId],
    );
    const rows = await db.dataSource.query<Array<{ event_id: string; tx: string; pos: string }>>(
      `select event_id, transaction_id::text as tx, global_position as pos
         from es_events order by transaction_id, global_position`,
    );
    restored = rows.map((row) => row.event_id);
    const at = (index: number) => ({ tx: rows[index].tx, pos: BigInt(rows[index].pos) });
    await setCheckpoint('test.middle', at(2));
    await setCheckpoint('test.end', at(rows.length - 1));
    await setCheckpoint('test.start', FEED_START);
  });

  afterAll(async () => {
    await db.drop();
  });

  it('shows the fault: an event appended after the restore is behind every checkpoint, and the restored ones above the horizon', async () => {
    const appended = await store.append('thing-new', 'no_stream', [
      { type: 'test.Happened', data: { n: 7 } },
    ]);
    const [event] = appended.events;
    await setCheckpoint('test.read-after-restore', {
      tx: event.transactionId,
      pos: event.globalPosition,
    });

    expect(await feedIds(await readCheckpoint(db.dataSource, 'test.end'))).toEqual([]);
    expect(await feedIds(FEED_START)).toEqual([event.eventId]);
    expect(await checkTransactionIds(db.dataSource)).toMatchObject({
      needed: true,
      events: 7,
      idsNeeded: 2,
      appendedAfterRestore: 1,
    });
    await expect(runMigrations(db.url)).rejects.toThrow(/events-rebase\.js --apply/);
  });

  it('keeps the feed order and every checkpoint in place, and the new event follows the restored ones', async () => {
    const [appended] = (await store.readStream('thing-new')).map((event) => event.eventId);
    const client = new Client({ connectionString: db.url });
    await client.connect();
    const result = await rebaseTransactionIds(client).finally(() => client.end());

    expect(result).toMatchObject({
      needed: true,
      checkpointsMoved: ['test.end', 'test.middle'],
      checkpointsReset: ['test.read-after-restore'],
    });
    expect(await feedIds(FEED_START)).toEqual([...restored, appended]);
    expect(await feedIds(await readCheckpoint(db.dataSource, 'test.middle'))).toEqual([
      ...restored.slice(3),
      appended,
    ]);
    expect(await feedIds(await readCheckpoint(db.dataSource, 'test.end'))).toEqual([appended]);
    expect(await readCheckpoint(db.dataSource, 'test.start')).toEqual(FEED_START);
    expect(await readCheckpoint(db.dataSource, 'test.read-after-restore')).toEqual(FEED_START);
  });

  it('lets new appends follow, and the migrations run again', async () => {
    const end = await readCheckpoint(db.dataSource, 'test.end');
    const next = await store.append('thing-new', 1, [{ type: 'test.Happened', data: { n: 8 } }]);
    expect(await feedIds(end)).toEqual(
      (await store.readStream('thing-new')).map((event) => event.eventId),
    );
    expect(next.events[0].eventId).toBe((await feedIds(end)).at(-1));
    expect((await checkTransactionIds(db.dataSource)).needed).toBe(false);
    await expect(runMigrations(db.url)).resolves.toEqual([]);
  });
});
