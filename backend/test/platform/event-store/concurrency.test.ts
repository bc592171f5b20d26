import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../../src/platform/database/data-source-options';
import { EventStore } from '../../../src/platform/event-store/event-store';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';
import { waitFor } from '../../support/wait-for';
import { streamVersion } from '../../support/stream-version';

describe('EventStore.append under concurrency', () => {
  let db: TestDatabase;
  let wide: DataSource;
  let store: EventStore;

  beforeAll(async () => {
    db = await createTestDatabase();
    // Room for every append at once: none of the 50 waits for a pool connection.
    wide = new DataSource(dataSourceOptions(db.url, { applicationName: 'dlm-test', poolSize: 60 }));
    await wide.initialize();
    store = new EventStore(wide);
  });

  afterAll(async () => {
    await wide.destroy();
    await db.drop();
  });

  it('of 50 appends at the same expected version, exactly one wins and 49 get CONCURRENCY_CONFLICT', async () => {
    await store.append('thing-1', 'no_stream', [{ type: 'test.Created', data: {} }]);

    // Hold the stream's lock so that all 50 appends are in flight, queued on it, before any runs.
    const barrier = new Client({ connectionString: db.url });
    await barrier.connect();
    await barrier.query('begin');
    await barrier.query(`select pg_advisory_xact_lock(hashtextextended('thing-1', 0))`);

    const attempts = Array.from({ length: 50 }, (_, index) =>
      store.append('thing-1', 1, [{ type: 'test.Changed', data: { index } }]),
    );
    const settled = Promise.allSettled(attempts);
    await waitFor(async () => {
      const [{ waiting }] = (
        await barrier.query<{ waiting: number }>(
          `select count(*)::int as waiting from pg_locks
            where locktype = 'advisory' and not granted
              and database = (select oid from pg_database where datname = current_database())`,
        )
      ).rows;
      return waiting === 50;
    }, 'all 50 appends waiting on the stream lock');
    await barrier.query('commit');
    await barrier.end();

    const results = await settled;
    const won = results.filter((result) => result.status === 'fulfilled');
    const lost = results.filter((result) => result.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(49);
    for (const result of lost)
      expect(result.reason).toMatchObject({ code: 'CONCURRENCY_CONFLICT' });
    const events = await store.readStream('thing-1');
    expect(events.map((event) => event.streamPosition)).toEqual([1n, 2n]);
    expect(await streamVersion(wide, 'thing-1')).toBe(2n);
  });
});
