import { EventStore } from '../../../src/platform/event-store/event-store';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';
import { streamVersion } from '../../support/stream-version';

describe('EventStore.transact', () => {
  let db: TestDatabase;
  let store: EventStore;

  beforeAll(async () => {
    db = await createTestDatabase();
    store = new EventStore(db.dataSource);
  });

  afterAll(async () => {
    await db.drop();
  });

  /** Takes one unit if any is left: read, decide and append under the stream's lock. */
  const takeOne = (streamId: string) =>
    store.transact([streamId], async (tx) => {
      const past = (await tx.readStreams([streamId])).get(streamId) ?? [];
      const left = past.reduce(
        (units, event) => units + (event.type === 'test.Stocked' ? 10 : -1),
        0,
      );
      if (left === 0) return { appends: [], value: false };
      return {
        appends: [
          {
            streamId,
            expectedVersion: past.at(-1)?.streamPosition ?? 'no_stream',
            events: [{ type: 'test.Taken', data: {} }],
          },
        ],
        value: true,
      };
    });

  it('lets thirty racing decisions on one stream queue up: ten take, twenty find none, none conflict', async () => {
    await store.append('stock-1', 'no_stream', [{ type: 'test.Stocked', data: {} }]);
    const taken = await Promise.all(Array.from({ length: 30 }, () => takeOne('stock-1')));
    expect(taken.filter((result) => result.value)).toHaveLength(10);
    expect(await streamVersion(db.dataSource, 'stock-1')).toBe(11n);
  });

  it('refuses to read or append a stream it did not lock, and appends nothing then', async () => {
    await expect(
      store.transact(['a-1'], async (tx) => {
        await tx.readStreams(['a-1', 'b-1']);
        return { appends: [], value: undefined };
      }),
    ).rejects.toThrow('not locked');
    await expect(
      store.transact(['a-1'], async () => ({
        appends: [
          { streamId: 'a-1', expectedVersion: 'any', events: [{ type: 'test.A', data: {} }] },
          { streamId: 'b-1', expectedVersion: 'any', events: [{ type: 'test.B', data: {} }] },
        ],
        value: undefined,
      })),
    ).rejects.toThrow('not locked');
    expect(await streamVersion(db.dataSource, 'a-1')).toBe(0n);
    expect(await streamVersion(db.dataSource, 'b-1')).toBe(0n);
  });
});
