import { type PoolClient } from 'pg';
import { type RecordedEvent } from '../../../src/platform/event-store/event';
import { EventStore } from '../../../src/platform/event-store/event-store';
import {
  FEED_START,
  type FeedPosition,
  feedPositionOf,
  type FeedReadOptions,
  readFeedRows,
} from '../../../src/platform/event-store/feed';
import { readFeedByCopy } from '../../../src/platform/event-store/feed-copy';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

describe('the feed, as a projection processor reads it', () => {
  let db: TestDatabase;
  let store: EventStore;

  beforeEach(async () => {
    db = await createTestDatabase();
    store = new EventStore(db.dataSource);
  });

  afterEach(async () => {
    await db.drop();
  });

  /** The next events after `after`, upcast, as a processor reads them. */
  const readFeed = async (after: FeedPosition, limit: number) =>
    (await readFeedRows(db.dataSource, after, limit)).map((event) => store.upcasters.upcast(event));

  async function readWholeFeed(batch: number): Promise<RecordedEvent[]> {
    const all: RecordedEvent[] = [];
    let position = FEED_START;
    for (;;) {
      const events = await readFeed(position, batch);
      if (events.length === 0) return all;
      all.push(...events);
      position = feedPositionOf(events[events.length - 1]);
    }
  }

  it('reads each event back with the time its append answered, to the millisecond', async () => {
    const appended: RecordedEvent[] = [];
    for (let index = 0; index < 40; index += 1) {
      const { events } = await store.append(`clock-${index % 4}`, 'any', [
        { type: 'test.Happened', data: { index } },
      ]);
      appended.push(...events);
    }
    const times = (events: RecordedEvent[]) =>
      Object.fromEntries(events.map((event) => [event.eventId, event.createdAt.toISOString()]));
    const streams = await Promise.all(
      [0, 1, 2, 3].map((index) => store.readStream(`clock-${index}`)),
    );
    expect(times(await readWholeFeed(7))).toEqual(times(appended));
    expect(times(streams.flat())).toEqual(times(appended));
  });

  it('keeps every stream in order under concurrent appends to several streams', async () => {
    const streams = ['thing-a', 'thing-b', 'thing-c', 'thing-d', 'thing-e'];
    const singles = Array.from({ length: 100 }, (_, index) =>
      store.append(streams[index % streams.length], 'any', [
        { type: 'test.Happened', data: { index } },
        { type: 'test.Happened', data: { index, second: true } },
      ]),
    );
    const multis = Array.from({ length: 20 }, (_, index) =>
      store.appendMany([
        {
          streamId: streams[index % 5],
          expectedVersion: 'any',
          events: [{ type: 'test.Paired', data: { index } }],
        },
        {
          streamId: streams[(index + 2) % 5],
          expectedVersion: 'any',
          events: [{ type: 'test.Paired', data: { index } }],
        },
      ]),
    );
    await Promise.all([...singles, ...multis]);

    const feed = await readWholeFeed(17);
    expect(feed).toHaveLength(240);
    expect(new Set(feed.map((event) => event.eventId)).size).toBe(240);
    for (const stream of streams) {
      const positions = feed
        .filter((event) => event.streamId === stream)
        .map((event) => Number(event.streamPosition));
      expect(positions).toEqual(Array.from({ length: positions.length }, (_, i) => i + 1));
    }
  });

  it('holds back events of a transaction that commits after an older one still open', async () => {
    await store.append('thing-0', 'no_stream', [{ type: 'test.Happened', data: {} }]);
    let releaseOlder!: () => void;
    const gate = new Promise<void>((resolve) => (releaseOlder = resolve));
    let olderInserted!: () => void;
    const inserted = new Promise<void>((resolve) => (olderInserted = resolve));
    const older = store.append('thing-1', 'no_stream', [{ type: 'test.Happened', data: {} }], {
      within: async () => {
        olderInserted();
        await gate;
      },
    });
    await inserted;
    const newer = await store.append('thing-2', 'no_stream', [{ type: 'test.Happened', data: {} }]);

    const whileOpen = await readWholeFeed(100);
    expect(whileOpen.map((event) => event.streamId)).toEqual(['thing-0']);

    releaseOlder();
    const olderResult = await older;
    expect(olderResult.events[0].globalPosition).toBeLessThan(newer.events[0].globalPosition);
    const after = await readFeed(feedPositionOf(whileOpen[0]), 100);
    expect(after.map((event) => event.streamId)).toEqual(['thing-1', 'thing-2']);
  });

  it('upcasts old payloads on readStream and on the feed, and writes new events at the current version', async () => {
    store.registerUpcaster('test.Renamed', 1, (data) => ({
      fullName: (data as { name: string }).name,
    }));
    await store.append('person-1', 'no_stream', [
      { type: 'test.Renamed', data: { name: 'Ada' }, schemaVersion: 1 },
      { type: 'test.Renamed', data: { fullName: 'Grace' } },
    ]);
    const stored = await db.dataSource.query<Array<{ schema_version: number }>>(
      `select schema_version from es_events order by stream_position`,
    );
    expect(stored.map((row) => row.schema_version)).toEqual([1, 2]);

    for (const events of [await store.readStream('person-1'), await readWholeFeed(10)]) {
      expect(events.map((event) => [event.schemaVersion, event.data])).toEqual([
        [2, { fullName: 'Ada' }],
        [2, { fullName: 'Grace' }],
      ]);
    }
  });
});

describe('the feed order', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
  });

  afterAll(async () => {
    await db.drop();
  });

  it('orders transactions as numbers, not as text, when their ids gain a digit', async () => {
    // Rows written with explicit, long-finished transaction ids: 99 must come before 100. (Any
    // server has used more than 100 ids by now: initdb alone takes several hundred.)
    await db.dataSource.query(
      `insert into es_events (transaction_id, global_position, stream_id, stream_position, event_id, event_type, data)
       values ('100'::xid8, 2, 'thing-2', 1, gen_random_uuid(), 'test.Happened', '{}'),
              ('99'::xid8, 1, 'thing-1', 1, gen_random_uuid(), 'test.Happened', '{}')`,
    );
    const first = await readFeedRows(db.dataSource, FEED_START, 1);
    expect(first.map((event) => event.transactionId)).toEqual(['99']);
    const rest = await readFeedRows(db.dataSource, feedPositionOf(first[0]), 10);
    expect(rest.map((event) => event.transactionId)).toEqual(['100']);
  });
});

describe('the feed read by COPY (a rebuild’s read)', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
    const store = new EventStore(db.dataSource);
    const awkward = {
      name: 'Zoë’s café 日本 🚀',
      quoted: `it's "quoted" \\ back\\slashed \\u0000-free`,
      lines: 'one\ntwo\tthree\r\n',
      numbers: [0, -1, 1.5, 9007199254740991, 1e-7],
      nested: { empty: {}, list: [], none: null, flag: false },
    };
    await store.append('thing-é', 'no_stream', [
      { type: 'test.Happened', data: awkward },
      { type: "test.It's", data: { n: 1 } },
    ]);
    await store.append('thing-b', 'no_stream', [
      { type: 'test.Other', data: {}, metadata: { actorId: 'user-1', correlationId: 'c-1' } },
    ]);
    await store.append('thing-é', 2, [{ type: 'test.Happened', data: { n: 2 } }]);
    // Transaction ids that gain a digit, and a position past 2^53.
    await db.dataSource.query(
      `insert into es_events (transaction_id, global_position, stream_id, stream_position, event_id, event_type, schema_version, data)
       values ('9999999'::xid8, 9007199254740993, 'thing-c', 1, gen_random_uuid(), 'test.Happened', 3, '"a string"'),
              ('10000000'::xid8, 9007199254740994, 'thing-c', 2, gen_random_uuid(), 'test.Happened', 1, '[1, "two"]')`,
    );
  });

  afterAll(async () => {
    await db.drop();
  });

  /** Both reads of the whole feed, `batch` events at a time, in one snapshot. */
  async function bothWays(batch: number, options: FeedReadOptions) {
    const runner = db.dataSource.createQueryRunner();
    await runner.startTransaction('REPEATABLE READ');
    try {
      const client = (await runner.connect()) as PoolClient;
      const read = async (
        next: (after: FeedPosition) => Promise<RecordedEvent[]>,
      ): Promise<RecordedEvent[]> => {
        const all: RecordedEvent[] = [];
        for (let after = FEED_START; ;) {
          const events = await next(after);
          all.push(...events);
          if (events.length < batch) return all;
          after = feedPositionOf(events[events.length - 1]);
        }
      };
      return {
        rows: await read((after) => readFeedRows(runner.manager, after, batch, options)),
        copied: await read((after) => readFeedByCopy(client, after, batch, options)),
      };
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  }

  it('reads every event exactly as the feed’s statement does, in the same order', async () => {
    for (const batch of [1, 2, 100]) {
      const { rows, copied } = await bothWays(batch, { horizon: 'visible' });
      expect(rows).toHaveLength(6);
      expect(copied).toEqual(rows);
    }
    const { copied } = await bothWays(100, { horizon: 'visible' });
    expect(copied.map((event) => event.transactionId).slice(-2)).toEqual(['9999999', '10000000']);
    expect(copied.at(-1)?.globalPosition).toBe(9007199254740994n);
    expect(copied[0].data).toMatchObject({ name: 'Zoë’s café 日本 🚀' });
  });

  it('takes only the types asked for, a quote in a type’s name included', async () => {
    const { rows, copied } = await bothWays(2, {
      horizon: 'finished',
      eventTypes: ["test.It's", 'test.Other'],
    });
    expect(copied.map((event) => event.type)).toEqual(["test.It's", 'test.Other']);
    expect(copied).toEqual(rows);
    expect(copied[1].metadata).toMatchObject({ actorId: 'user-1' });
  });
});
