import { EventStore } from '../../../src/platform/event-store/event-store';
import { eventIdFor } from '../../../src/platform/event-store/event-id';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';
import { streamVersion } from '../../support/stream-version';

describe('EventStore.appendMany', () => {
  let db: TestDatabase;
  let store: EventStore;

  beforeAll(async () => {
    db = await createTestDatabase();
    store = new EventStore(db.dataSource);
  });

  afterAll(async () => {
    await db.drop();
  });

  const countEvents = async () =>
    Number(
      (await db.dataSource.query<[{ n: string }]>(`select count(*) as n from es_events`))[0].n,
    );

  it('treats a retried multi-stream append with the same event ids as done, adding nothing', async () => {
    const request = () => [
      {
        streamId: 'wallet-1',
        expectedVersion: 'no_stream' as const,
        events: [{ id: eventIdFor('command-7', 0), type: 'test.Debited', data: { amount: 1 } }],
      },
      {
        streamId: 'item-1',
        expectedVersion: 'no_stream' as const,
        events: [
          { id: eventIdFor('command-7', 1), type: 'test.Created', data: {} },
          { id: eventIdFor('command-7', 2), type: 'test.Paid', data: {} },
        ],
      },
    ];
    const first = await store.appendMany(request());
    const before = await countEvents();
    const retry = await store.appendMany(request());

    expect(retry.map((result) => result.idempotentReplay)).toEqual([true, true]);
    expect(retry.map((result) => result.events.map((event) => event.eventId))).toEqual(
      first.map((result) => result.events.map((event) => event.eventId)),
    );
    expect(retry.map((result) => result.nextVersion)).toEqual([1n, 2n]);
    expect(await countEvents()).toBe(before);
    expect(await streamVersion(db.dataSource, 'wallet-1')).toBe(1n);
    expect(await streamVersion(db.dataSource, 'item-1')).toBe(2n);
  });

  it('treats a retried append at `any` version as done too', async () => {
    const events = [{ id: eventIdFor('command-8', 0), type: 'test.Noted', data: {} }];
    await store.append('note-1', 'any', events);
    const retry = await store.append('note-1', 'any', events);
    expect(retry.idempotentReplay).toBe(true);
    expect(await store.readStream('note-1')).toHaveLength(1);
    expect(await streamVersion(db.dataSource, 'note-1')).toBe(1n);
  });

  it('is all or nothing: a conflict on one stream leaves the other unchanged', async () => {
    await store.append('wallet-2', 'no_stream', [{ type: 'test.Opened', data: {} }]);
    await store.append('item-2', 'no_stream', [{ type: 'test.Created', data: {} }]);
    const before = await countEvents();

    await expect(
      store.appendMany([
        { streamId: 'wallet-2', expectedVersion: 1, events: [{ type: 'test.Debited', data: {} }] },
        { streamId: 'item-2', expectedVersion: 0, events: [{ type: 'test.Paid', data: {} }] },
      ]),
    ).rejects.toMatchObject({ code: 'CONCURRENCY_CONFLICT' });

    expect(await countEvents()).toBe(before);
    expect(await streamVersion(db.dataSource, 'wallet-2')).toBe(1n);
    expect(await streamVersion(db.dataSource, 'item-2')).toBe(1n);
    expect(await store.readStream('wallet-2')).toHaveLength(1);
  });

  it('rolls everything back when the `within` callback fails, and does not call its error a conflict', async () => {
    await db.dataSource.query(`create table test_unique_names (name text primary key)`);
    await db.dataSource.query(`insert into test_unique_names values ('taken')`);
    const before = await countEvents();

    const failing = store.appendMany(
      [
        {
          streamId: 'person-1',
          expectedVersion: 'no_stream',
          events: [{ type: 'test.Registered', data: {} }],
        },
        {
          streamId: 'wallet-3',
          expectedVersion: 'no_stream',
          events: [{ type: 'test.Opened', data: {} }],
        },
      ],
      {
        within: async (manager) => {
          await manager.query(`insert into test_unique_names values ('taken')`);
        },
      },
    );
    await expect(failing).rejects.toMatchObject({ driverError: { code: '23505' } });
    await expect(failing).rejects.not.toMatchObject({ code: 'CONCURRENCY_CONFLICT' });
    expect(await countEvents()).toBe(before);
    expect(await streamVersion(db.dataSource, 'person-1')).toBe(0n);
    expect(await streamVersion(db.dataSource, 'wallet-3')).toBe(0n);
  });

  it('supports stream_exists and refuses it for a stream that does not exist', async () => {
    await expect(
      store.append('ghost-1', 'stream_exists', [{ type: 'test.Haunted', data: {} }]),
    ).rejects.toMatchObject({ code: 'CONCURRENCY_CONFLICT' });
    await store.append('ghost-1', 'no_stream', [{ type: 'test.Created', data: {} }]);
    const result = await store.append('ghost-1', 'stream_exists', [
      { type: 'test.Haunted', data: {} },
    ]);
    expect(result.nextVersion).toBe(2n);
  });
});
