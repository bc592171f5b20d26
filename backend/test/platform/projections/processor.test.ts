import { setTimeout as sleep } from 'node:timers/promises';
import { type EntityManager } from 'typeorm';
import { type RecordedEvent } from '../../../src/platform/event-store/event';
import { EventStore } from '../../../src/platform/event-store/event-store';
import { FEED_START, feedPositionOf } from '../../../src/platform/event-store/feed';
import {
  advanceCheckpoint,
  projectionLag,
  readCheckpoint,
} from '../../../src/platform/projections/checkpoints';
import { type Projection } from '../../../src/platform/projections/projection';
import { ProjectionProcessor } from '../../../src/platform/projections/projection-processor';
import { REBUILD_LOCK_CLASS } from '../../../src/platform/database/advisory-locks';
import { openDedicatedConnection } from '../../../src/platform/projections/dedicated-connection';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';
import { waitFor } from '../../support/wait-for';

/** Records every event it is given, once (a second delivery breaks the primary key), in order. */
function recorder(appliedBy: string): Projection {
  return {
    name: 'recorder',
    eventTypes: ['test.Happened'],
    tables: ['recorded'],
    async apply(events: RecordedEvent[], manager: EntityManager) {
      for (const event of events)
        await manager.query(
          `insert into recorded (event_id, stream_id, stream_position, global_position, applied_by)
           values ($1, $2, $3, $4, $5)`,
          [
            event.eventId,
            event.streamId,
            String(event.streamPosition),
            String(event.globalPosition),
            appliedBy,
          ],
        );
    },
  };
}

/** How long a projection whose batch failed, or one held by a rebuild, sits out (the group's processors). */
const RETRY_DELAY_MS = 20;

const happened = (data: object = {}) => ({ type: 'test.Happened', data });

describe('ProjectionProcessor', () => {
  let db: TestDatabase;
  let store: EventStore;
  const processors: ProjectionProcessor[] = [];

  const processor = (appliedBy: string, options = {}) => {
    const created = new ProjectionProcessor(db.dataSource, [recorder(appliedBy)], {
      pollIntervalMs: 20,
      retryDelayMs: 20,
      owner: appliedBy,
      ...options,
    });
    processors.push(created);
    return created;
  };

  const recorded = () =>
    db.dataSource.query<
      Array<{ event_id: string; stream_id: string; stream_position: string; applied_by: string }>
    >(`select event_id, stream_id, stream_position, applied_by from recorded order by seq`);

  beforeEach(async () => {
    db = await createTestDatabase();
    store = new EventStore(db.dataSource);
    await db.dataSource.query(`
      create table recorded (
        seq bigserial primary key,
        event_id uuid not null unique,
        stream_id text not null,
        stream_position bigint not null,
        global_position bigint not null,
        applied_by text not null
      )`);
  });

  afterEach(async () => {
    await Promise.all(processors.splice(0).map((created) => created.stop()));
    await db.drop();
  });

  it('never skips an event whose transaction took its position earlier but commits later', async () => {
    const runner = processor('only');
    expect(await runner.tryAcquire()).toBe(true);
    await store.append('thing-0', 'no_stream', [happened()]);
    expect((await runner.processBatch()).applied).toBe(1);
    const beforeOpen = runner.positionOf('recorder');

    // Connection A appends (position N) and stays open; connection B appends (N + 1) and commits.
    let commitA!: () => void;
    const gate = new Promise<void>((resolve) => (commitA = resolve));
    let aInserted!: (xid: string) => void;
    const aXid = new Promise<string>((resolve) => (aInserted = resolve));
    const appendA = store.append('thing-a', 'no_stream', [happened()], {
      within: async (manager) => {
        const [{ xid }] = await manager.query<[{ xid: string }]>(
          `select pg_current_xact_id()::text as xid`,
        );
        aInserted(xid);
        await gate;
      },
    });
    const xidA = await aXid;
    const b = await store.append('thing-b', 'no_stream', [happened()]);

    const whileAOpen = await runner.processBatch();
    expect(whileAOpen.applied).toBe(0);
    expect((await recorded()).map((row) => row.stream_id)).toEqual(['thing-0']);
    expect(runner.positionOf('recorder')).toEqual(beforeOpen);
    expect(BigInt(runner.positionOf('recorder')?.tx ?? '0')).toBeLessThan(BigInt(xidA));

    commitA();
    const a = await appendA;
    expect(a.events[0].globalPosition).toBeLessThan(b.events[0].globalPosition);
    await runner.processBatch();

    const rows = await recorded();
    expect(rows.map((row) => row.stream_id)).toEqual(['thing-0', 'thing-a', 'thing-b']);
    expect(rows.map((row) => row.event_id)).toEqual([
      (await store.readStream('thing-0'))[0].eventId,
      a.events[0].eventId,
      b.events[0].eventId,
    ]);
    expect(await readCheckpoint(db.dataSource, 'recorder')).toEqual(feedPositionOf(b.events[0]));
  });

  it('delivers every event exactly once, in stream order, while appends run concurrently', async () => {
    const runner = processor('only');
    runner.start();
    const streams = ['thing-a', 'thing-b', 'thing-c', 'thing-d'];
    await Promise.all(
      Array.from({ length: 80 }, (_, index) =>
        store.append(streams[index % streams.length], 'any', [happened({ index }), happened()]),
      ),
    );
    await waitFor(async () => (await recorded()).length === 160, 'all 160 events recorded');
    const rows = await recorded();
    expect(new Set(rows.map((row) => row.event_id)).size).toBe(160);
    for (const stream of streams) {
      const positions = rows
        .filter((row) => row.stream_id === stream)
        .map((row) => Number(row.stream_position));
      expect(positions).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    }
  });

  it('has one owner per projection: the other processor waits and takes over when it stops', async () => {
    const first = processor('first');
    const second = processor('second');
    first.start();
    second.start();
    await waitFor(() => first.isOwner || second.isOwner, 'one of them owns the projection');
    await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        store.append(`thing-${index % 3}`, 'any', [happened()]),
      ),
    );
    await waitFor(async () => (await recorded()).length === 30, 'all 30 events recorded');

    const [owner, other] = first.isOwner ? [first, second] : [second, first];
    expect(other.isOwner).toBe(false);
    const ownerName = owner === first ? 'first' : 'second';
    expect(new Set((await recorded()).map((row) => row.applied_by))).toEqual(new Set([ownerName]));
    const third = processor('third');
    expect(await third.tryAcquire()).toBe(false);

    await owner.stop();
    await waitFor(() => other.isOwner, 'the other processor takes over');
    await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        store.append(`thing-${index % 3}`, 'any', [happened()]),
      ),
    );
    await waitFor(async () => (await recorded()).length === 40, 'all 40 events recorded');
    const rows = await recorded();
    expect(rows.slice(30).every((row) => row.applied_by !== ownerName)).toBe(true);
    expect(new Set(rows.map((row) => row.event_id)).size).toBe(40);
  });

  it('refuses a stale writer: the compare-and-set on the checkpoint loses, nothing is applied', async () => {
    const stale = processor('stale');
    expect(await stale.tryAcquire()).toBe(true);
    await store.append('thing-1', 'no_stream', [happened(), happened()]);
    await stale.processBatch();
    const [, , third, fourth] = [
      ...(await store.readStream('thing-1')),
      ...(await store.append('thing-1', 2, [happened(), happened()])).events,
    ];

    // Another owner (after the stale one lost its lock unnoticed) moves the checkpoint, in a
    // transaction still open while the stale one tries its batch.
    const other = db.dataSource.createQueryRunner();
    await other.connect();
    await other.startTransaction();
    const moved = await advanceCheckpoint(
      other.manager,
      'recorder',
      feedPositionOf((await store.readStream('thing-1'))[1]),
      feedPositionOf(fourth),
      'other',
    );
    expect(moved).toBe(true);
    await recorder('other').apply([third, fourth], other.manager);
    const attempt = stale.processBatch();
    await waitFor(async () => {
      const [{ waiting }] = await db.dataSource.query<[{ waiting: number }]>(
        `select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
      );
      return waiting === 1;
    }, 'the stale batch waiting on the checkpoint row');
    await other.commitTransaction();
    await other.release();

    expect(await attempt).toEqual({ read: 2, applied: 0, stale: true });
    expect(stale.positionOf('recorder')).toEqual(feedPositionOf(fourth));
    const rows = await recorded();
    expect(rows.map((row) => [row.stream_position, row.applied_by])).toEqual([
      ['1', 'stale'],
      ['2', 'stale'],
      ['3', 'other'],
      ['4', 'other'],
    ]);

    await store.append('thing-1', 4, [happened()]);
    expect(await stale.processBatch()).toEqual({ read: 1, applied: 1, stale: false });
    expect((await recorded()).map((row) => row.stream_position)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('wakes on the notification of a commit, without waiting for its poll', async () => {
    const runner = processor('only', { pollIntervalMs: 3_600_000 });
    runner.start();
    await waitFor(() => runner.isOwner, 'the processor owns the projection');
    await store.append('thing-1', 'no_stream', [happened()]);
    await waitFor(async () => (await recorded()).length === 1, 'the event recorded');
  });

  it('reports its lag in events and seconds, and none once it is current', async () => {
    const runner = processor('only');
    expect(await runner.tryAcquire()).toBe(true);
    await store.append('thing-1', 'no_stream', [happened(), happened(), happened()]);
    const behind = await projectionLag(db.dataSource, 'recorder');
    expect(behind.eventsBehind).toBe(3);
    expect(behind.secondsBehind).toBeGreaterThanOrEqual(0);
    expect(behind.checkpoint).toEqual(FEED_START);
    await runner.processBatch();
    const current = await projectionLag(db.dataSource, 'recorder');
    expect(current).toMatchObject({ eventsBehind: 0, secondsBehind: 0 });
  });

  it('moves its checkpoint past events of other types without applying them', async () => {
    const runner = processor('only');
    expect(await runner.tryAcquire()).toBe(true);
    const result = await store.append('thing-1', 'no_stream', [
      { type: 'test.Other', data: {} },
      happened(),
      { type: 'test.Other', data: {} },
    ]);
    expect(await runner.processBatch()).toEqual({ read: 3, applied: 1, stale: false });
    expect(runner.positionOf('recorder')).toEqual(feedPositionOf(result.events[2]));
  });

  describe('with several projections', () => {
    /** Counts the events of its type it is given in `tallies`; throws while `failing` says so. */
    const tally = (name: string, type: string, failing = { now: false }): Projection => ({
      name,
      eventTypes: [type],
      tables: ['tallies'],
      async apply(events, manager) {
        if (failing.now) throw new Error(`${name} is broken`);
        await manager.query(
          `insert into tallies (name, events) values ($1, $2)
           on conflict (name) do update set events = tallies.events + excluded.events`,
          [name, events.length],
        );
      },
    });
    const tallies = async () =>
      Object.fromEntries(
        (
          await db.dataSource.query<Array<{ name: string; events: number }>>(
            `select name, events from tallies`,
          )
        ).map((row) => [row.name, row.events]),
      );
    const group = (projections: Projection[]) => {
      const created = new ProjectionProcessor(db.dataSource, projections, {
        pollIntervalMs: 20,
        retryDelayMs: RETRY_DELAY_MS,
      });
      processors.push(created);
      return created;
    };

    beforeEach(async () => {
      await db.dataSource.query(
        `create table tallies (name text primary key, events int not null)`,
      );
    });

    it('reads the feed once for all of them and moves every checkpoint, those without events too', async () => {
      const runner = group([tally('a', 'test.A'), tally('b', 'test.B'), tally('c', 'test.C')]);
      expect(await runner.tryAcquire()).toBe(true);
      const { events } = await store.append('thing-1', 'no_stream', [
        { type: 'test.A', data: {} },
        { type: 'test.B', data: {} },
        { type: 'test.A', data: {} },
      ]);
      expect(await runner.processBatch()).toEqual({ read: 3, applied: 3, stale: false });
      expect(await tallies()).toEqual({ a: 2, b: 1 });
      for (const name of ['a', 'b', 'c'])
        expect(await readCheckpoint(db.dataSource, name)).toEqual(feedPositionOf(events[2]));
    });

    it('holds back only the projection whose apply fails; it catches up once it works', async () => {
      const failing = { now: true };
      const runner = group([tally('broken', 'test.A', failing), tally('fine', 'test.A')]);
      expect(await runner.tryAcquire()).toBe(true);
      const { events } = await store.append('thing-1', 'no_stream', [
        { type: 'test.A', data: {} },
        { type: 'test.A', data: {} },
      ]);
      expect(await runner.processBatch()).toEqual({ read: 2, applied: 2, stale: false });
      expect(await tallies()).toEqual({ fine: 2 });
      expect(await readCheckpoint(db.dataSource, 'broken')).toEqual(FEED_START);

      failing.now = false;
      await store.append('thing-1', 2, [{ type: 'test.A', data: {} }]);
      await runner.processBatch();
      // The failed projection sits out the batches of its retry delay, then catches up.
      await sleep(2 * RETRY_DELAY_MS);
      await runner.processBatch();
      expect(await tallies()).toEqual({ fine: 3, broken: 3 });
      expect(runner.positionOf('broken')).toEqual(runner.positionOf('fine'));
      expect(BigInt(runner.positionOf('fine')?.pos ?? 0)).toBeGreaterThan(events[1].globalPosition);
    });

    it('passes over a projection being rebuilt without waiting for it, and it catches up after', async () => {
      const runner = group([tally('rebuilt', 'test.A'), tally('other', 'test.A')]);
      expect(await runner.tryAcquire()).toBe(true);
      const rebuild = await openDedicatedConnection(db.dataSource, 'test rebuild');
      await rebuild.query(`select pg_advisory_lock($1, hashtext('rebuilt'))`, [REBUILD_LOCK_CLASS]);
      await store.append('thing-1', 'no_stream', [{ type: 'test.A', data: {} }]);
      expect(await runner.processBatch()).toEqual({ read: 1, applied: 1, stale: false });
      expect(await tallies()).toEqual({ other: 1 });

      await rebuild.end();
      runner.start();
      await waitFor(async () => (await tallies()).rebuilt === 1, 'the rebuilt one catches up');
      expect(await tallies()).toEqual({ other: 1, rebuilt: 1 });
    });

    it('owns the projections no other process holds, and takes the rest when they are let go', async () => {
      const elsewhere = group([tally('b', 'test.A')]);
      expect(await elsewhere.tryAcquire()).toBe(true);
      const runner = group([tally('a', 'test.A'), tally('b', 'test.A')]);
      runner.start();
      await waitFor(() => runner.owns('a'), 'it owns the free projection');
      expect(runner.owns('b')).toBe(false);
      await store.append('thing-1', 'no_stream', [{ type: 'test.A', data: {} }]);
      await waitFor(async () => (await tallies()).a === 1, 'the owned projection applied');

      await elsewhere.stop();
      await waitFor(async () => (await tallies()).b === 1, 'the other one taken over and applied');
      expect(runner.owns('b')).toBe(true);
    });
  });

  it('releases its lock when it stops', async () => {
    const runner = processor('only');
    runner.start();
    await waitFor(() => runner.isOwner, 'the processor owns the projection');
    await runner.stop();
    const [{ held }] = await db.dataSource.query<[{ held: number }]>(
      `select count(*)::int as held from pg_locks
        where locktype = 'advisory'
          and database = (select oid from pg_database where datname = current_database())`,
    );
    expect(held).toBe(0);
    expect(await processor('next').tryAcquire()).toBe(true);
  });
});
