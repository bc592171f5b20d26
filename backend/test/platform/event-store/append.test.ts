import { EventStore } from '../../../src/platform/event-store/event-store';
import { eventIdFor } from '../../../src/platform/event-store/event-id';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';
import { streamVersion } from '../../support/stream-version';

describe('EventStore.append', () => {
  let db: TestDatabase;
  let store: EventStore;

  beforeAll(async () => {
    db = await createTestDatabase();
    store = new EventStore(db.dataSource);
  });

  afterAll(async () => {
    await db.drop();
  });

  it('numbers a new stream from 1 and reads it back in order', async () => {
    const result = await store.append('account-1', 'no_stream', [
      { type: 'test.Opened', data: { owner: 'a' } },
      { type: 'test.Deposited', data: { amount: 5 } },
    ]);
    expect(result.nextVersion).toBe(2n);
    const events = await store.readStream('account-1');
    expect(events.map((event) => [event.streamPosition, event.type])).toEqual([
      [1n, 'test.Opened'],
      [2n, 'test.Deposited'],
    ]);
  });

  it('refuses an append at a stale expected version with CONCURRENCY_CONFLICT', async () => {
    await store.append('account-2', 'no_stream', [{ type: 'test.Opened', data: {} }]);
    await store.append('account-2', 1, [{ type: 'test.Deposited', data: { amount: 1 } }]);
    await expect(
      store.append('account-2', 1, [{ type: 'test.Deposited', data: { amount: 2 } }]),
    ).rejects.toMatchObject({
      code: 'CONCURRENCY_CONFLICT',
    });
    expect(await streamVersion(db.dataSource, 'account-2')).toBe(2n);
  });

  it('treats a retried append with the same event ids as done, adding nothing', async () => {
    const events = [{ id: eventIdFor('command-1', 0), type: 'test.Opened', data: {} }];
    await store.append('account-3', 'no_stream', events);
    const retry = await store.append('account-3', 'no_stream', events);
    expect(retry.idempotentReplay).toBe(true);
    expect(await store.readStream('account-3')).toHaveLength(1);
  });
});
