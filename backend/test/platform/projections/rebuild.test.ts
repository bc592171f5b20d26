import { type EntityManager } from 'typeorm';
import { type RecordedEvent } from '../../../src/platform/event-store/event';
import { EventStore } from '../../../src/platform/event-store/event-store';
import { type Projection } from '../../../src/platform/projections/projection';
import { ProjectionProcessor } from '../../../src/platform/projections/projection-processor';
import { ProjectionRegistry } from '../../../src/platform/projections/projection-registry';
import { REBUILD_LOCK_CLASS } from '../../../src/platform/database/advisory-locks';
import { openDedicatedConnection } from '../../../src/platform/projections/dedicated-connection';
import { ProjectionBusyError, rebuildProjection } from '../../../src/platform/projections/rebuild';
import { runRebuildCommand } from '../../../src/platform/projections/rebuild-command';
import { projectionLag, readCheckpoint } from '../../../src/platform/projections/checkpoints';
import { isNextInStream } from '../../../src/platform/projections/stream-order';
import { expectRebuildMatchesLive } from '../../support/rebuild-matches-live';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';
import { waitFor } from '../../support/wait-for';

/**
 * A single-stream read model: per stream, the count, the sum, the last position and the last
 * label. The label makes the order of application visible; `isNextInStream` refuses a gap.
 */
function totals(name: string, table: string): Projection {
  return {
    name,
    eventTypes: ['test.Added'],
    tables: [table],
    async apply(events: RecordedEvent[], manager: EntityManager) {
      for (const event of events) {
        const [row] = await manager.query<Array<{ last_position: string }>>(
          `select last_position from ${table} where stream_id = $1`,
          [event.streamId],
        );
        if (!isNextInStream(row ? BigInt(row.last_position) : 0n, event)) continue;
        const data = event.data as { amount: number; label: string };
        await manager.query(
          `insert into ${table} (stream_id, events, total, last_position, last_label)
           values ($1, 1, $2, $3, $4)
           on conflict (stream_id) do update
             set events = ${table}.events + 1, total = ${table}.total + excluded.total,
                 last_position = excluded.last_position, last_label = excluded.last_label`,
          [event.streamId, data.amount, String(event.streamPosition), data.label],
        );
      }
    },
  };
}

/** A read model with a row fold only: each stream's last label, in `table`'s `label` column. */
function lastLabels(name: string, table: string): Projection {
  return {
    name,
    eventTypes: ['test.Added'],
    tables: [table],
    apply: async () => undefined,
    rowFold: () => {
      const rows = new Map<string, object>();
      return {
        fold: (event) =>
          rows.set(event.streamId, {
            stream_id: event.streamId,
            label: (event.data as { label: string }).label,
          }),
        tables: () => [{ table, rows: rows.values() }],
      };
    },
  };
}

describe('rebuildProjection', () => {
  let db: TestDatabase;
  let store: EventStore;
  const processors: ProjectionProcessor[] = [];

  beforeEach(async () => {
    db = await createTestDatabase();
    store = new EventStore(db.dataSource);
    // Version 1 of test.Added carried `value`; version 2 calls it `amount`.
    store.registerUpcaster('test.Added', 1, (data) => {
      const { value, ...rest } = data as { value: number; label: string };
      return { ...rest, amount: value };
    });
    for (const table of ['async_totals', 'inline_totals'])
      await db.dataSource.query(`
        create table ${table} (
          stream_id text primary key, events int not null, total bigint not null,
          last_position bigint not null, last_label text not null
        )`);
  });

  afterEach(async () => {
    await Promise.all(processors.splice(0).map((processor) => processor.stop()));
    await db.drop();
  });

  const startProcessor = (projection: Projection) => {
    const processor = new ProjectionProcessor(db.dataSource, [projection], {
      pollIntervalMs: 20,
      retryDelayMs: 20,
      upcasters: store.upcasters,
    });
    processors.push(processor);
    processor.start();
    return processor;
  };

  let label = 0;
  const added = (amount: number, schemaVersion?: 1) => ({
    type: 'test.Added',
    data:
      schemaVersion === 1
        ? { value: amount, label: `l${++label}` }
        : { amount, label: `l${++label}` },
    schemaVersion,
  });

  async function appendMany(count: number, streams = ['acct-a', 'acct-b', 'acct-c', 'acct-d']) {
    await Promise.all([
      ...Array.from({ length: count }, (_, index) =>
        store.append(streams[index % streams.length], 'any', [
          added(index, index % 3 === 0 ? 1 : undefined),
          added(1),
        ]),
      ),
      ...Array.from({ length: count / 4 }, (_, index) =>
        store.appendMany([
          { streamId: streams[index % streams.length], expectedVersion: 'any', events: [added(2)] },
          {
            streamId: `noise-${index}`,
            expectedVersion: 'any',
            events: [{ type: 'test.Other', data: {} }],
          },
        ]),
      ),
    ]);
  }

  async function caughtUp(projection: Projection) {
    await waitFor(
      async () => (await projectionLag(db.dataSource, projection.name)).eventsBehind === 0,
      'the processor is current',
    );
  }

  it('rebuilds an async read model equal to the live one, row for row, and its processor goes on', async () => {
    const projection = totals('async-totals', 'async_totals');
    const live = startProcessor(projection);
    await appendMany(60);
    await caughtUp(projection);
    await live.stop();
    const liveCheckpoint = await readCheckpoint(db.dataSource, projection.name);

    const result = await expectRebuildMatchesLive(db.dataSource, projection, 'stream_id', {
      mode: 'async',
      upcasters: store.upcasters,
    });
    expect(result.eventsReplayed).toBe(60 * 2 + 15);
    expect(result.checkpoint).toEqual(liveCheckpoint);
    expect(await readCheckpoint(db.dataSource, projection.name)).toEqual(liveCheckpoint);

    const next = startProcessor(projection);
    await appendMany(20);
    await caughtUp(projection);
    await next.stop();
    await expectRebuildMatchesLive(db.dataSource, projection, 'stream_id', {
      mode: 'async',
      upcasters: store.upcasters,
    });
  });

  it('rebuilds an inline read model equal to the live one, row for row', async () => {
    const projection = totals('inline-totals', 'inline_totals');
    store.registerInlineProjection(projection);
    await appendMany(60);
    const result = await expectRebuildMatchesLive(db.dataSource, projection, 'stream_id', {
      mode: 'inline',
      upcasters: store.upcasters,
    });
    expect(result.checkpoint).toBeUndefined();
  });

  it('loses nothing when an inline read model is rebuilt while appends go on', async () => {
    const projection = totals('inline-totals', 'inline_totals');
    store.registerInlineProjection(projection);
    await appendMany(20);
    const appending = appendMany(80, ['acct-e', 'acct-f', 'acct-a', 'acct-b']);
    const rebuilding = rebuildProjection(db.dataSource, projection, {
      mode: 'inline',
      upcasters: store.upcasters,
    });
    await Promise.all([appending, rebuilding]);

    const [{ events }] = await db.dataSource.query<[{ events: number }]>(
      `select sum(events)::int as events from inline_totals`,
    );
    expect(events).toBe((20 + 80) * 2 + 5 + 20);
    await expectRebuildMatchesLive(db.dataSource, projection, 'stream_id', {
      mode: 'inline',
      upcasters: store.upcasters,
    });
  });

  it('rebuilds an async read model while its processor runs and appends go on, losing nothing', async () => {
    const projection = totals('async-totals', 'async_totals');
    const live = startProcessor(projection);
    await appendMany(40);
    await caughtUp(projection);
    await Promise.all([
      appendMany(80, ['acct-e', 'acct-f', 'acct-a', 'acct-b']),
      rebuildProjection(db.dataSource, projection, { upcasters: store.upcasters }),
    ]);
    await appendMany(20);
    await caughtUp(projection);
    expect(live.isOwner).toBe(true);

    const [{ events }] = await db.dataSource.query<[{ events: number }]>(
      `select sum(events)::int as events from async_totals`,
    );
    expect(events).toBe((40 + 80 + 20) * 2 + 10 + 20 + 5);
    await live.stop();
    await expectRebuildMatchesLive(db.dataSource, projection, 'stream_id', {
      upcasters: store.upcasters,
    });
  });

  it('fails, naming the value, when a fold yields one its column cannot take, and leaves the read model as it was', async () => {
    const owner = '9b95ba40-f511-46c6-b727-0dbf62f3b4e1';
    await db.dataSource.query(`create table labels (stream_id text primary key, label uuid)`);
    await db.dataSource.query(`insert into labels values ('acct-a', $1)`, [owner]);
    await appendMany(4);
    // A fold with a bug: it writes each stream's last label into a uuid column.
    const labels = lastLabels('test.labels', 'labels');

    await expect(
      rebuildProjection(db.dataSource, labels, { upcasters: store.upcasters }),
    ).rejects.toThrow(/cannot write "l\d+" as uuid/);
    expect(await db.dataSource.query(`select stream_id, label from labels`)).toEqual([
      { stream_id: 'acct-a', label: owner },
    ]);
    expect(
      await db.dataSource.query(`select indexrelid::regclass::text as name from pg_index
        where indrelid = 'labels'::regclass`),
    ).toEqual([{ name: 'labels_pkey' }]);
  });

  it('shows a reader whose snapshot is older than the rebuild the rebuilt rows, not an empty table', async () => {
    await db.dataSource.query(
      `create table last_labels (stream_id text primary key, label text not null)`,
    );
    await appendMany(4);
    const reader = await openDedicatedConnection(db.dataSource, 'an older snapshot');
    try {
      // Its snapshot is taken by its first statement, which reads none of the read model's tables.
      await reader.query('begin isolation level repeatable read');
      await reader.query('select count(*) from es_events');
      await rebuildProjection(db.dataSource, lastLabels('test.last-labels', 'last_labels'), {
        mode: 'inline',
        upcasters: store.upcasters,
      });
      const { rows } = await reader.query(`select stream_id from last_labels order by stream_id`);
      expect(rows).toEqual(
        ['acct-a', 'acct-b', 'acct-c', 'acct-d'].map((stream_id) => ({ stream_id })),
      );
    } finally {
      await reader.end();
    }
  });

  it('refuses a second rebuild of a projection while one is running', async () => {
    const projection = totals('async-totals', 'async_totals');
    const other = await openDedicatedConnection(db.dataSource, 'other rebuild');
    try {
      await other.query(`select pg_advisory_lock($1, hashtext($2))`, [
        REBUILD_LOCK_CLASS,
        projection.name,
      ]);
      await expect(
        rebuildProjection(db.dataSource, projection, { lockWaitMs: 100 }),
      ).rejects.toBeInstanceOf(ProjectionBusyError);
    } finally {
      await other.end();
    }
    await expect(rebuildProjection(db.dataSource, projection)).resolves.toMatchObject({
      projection: 'async-totals',
    });
  });

  it('calls the projection busy when its tables stay in use longer than it waits', async () => {
    const projection = totals('inline-totals', 'inline_totals');
    const reader = await openDedicatedConnection(db.dataSource, 'a long reader');
    try {
      await reader.query('begin');
      await reader.query('select count(*) from inline_totals');
      await expect(
        rebuildProjection(db.dataSource, projection, { mode: 'inline', lockWaitMs: 500 }),
      ).rejects.toEqual(
        new ProjectionBusyError('inline-totals', 'has its tables in use; try again shortly'),
      );
    } finally {
      await reader.end();
    }
    await expect(
      rebuildProjection(db.dataSource, projection, { mode: 'inline' }),
    ).resolves.toMatchObject({ projection: 'inline-totals' });
  });

  it('gets its tables while appends that read them before they write keep coming, losing nothing', async () => {
    const projection = totals('inline-totals', 'inline_totals');
    store.registerInlineProjection(projection);
    await appendMany(8);
    // Eight writers, each reading the read model, thinking for up to 400 ms, then appending: one
    // is nearly always inside a transaction that holds the table.
    let rebuilt = false;
    let appended = 0;
    const writer = async (index: number) => {
      for (let round = 0; !rebuilt || round === 0; round++) {
        await store.transact([`writer-${index}`], async ({ manager }) => {
          await manager.query('select count(*) from inline_totals');
          await new Promise((resolve) => setTimeout(resolve, 100 + 300 * Math.random()));
          return {
            appends: [{ streamId: `writer-${index}`, expectedVersion: 'any', events: [added(1)] }],
            value: undefined,
          };
        });
        appended++;
      }
    };
    const writers = Array.from({ length: 8 }, (_, index) => writer(index));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const rebuilding = rebuildProjection(db.dataSource, projection, {
      mode: 'inline',
      upcasters: store.upcasters,
      lockWaitMs: 3_000,
    }).finally(() => {
      rebuilt = true;
    });
    await expect(rebuilding).resolves.toMatchObject({ projection: 'inline-totals' });
    await Promise.all(writers);

    const [{ events }] = await db.dataSource.query<[{ events: number }]>(
      `select sum(events)::int as events from inline_totals`,
    );
    expect(events).toBe(8 * 2 + 2 + appended);
    await expectRebuildMatchesLive(db.dataSource, projection, 'stream_id', {
      mode: 'inline',
      upcasters: store.upcasters,
    });
  });

  describe('the projections:rebuild command', () => {
    const run = async (target: string | undefined) => {
      const registry = new ProjectionRegistry(store);
      registry.register(totals('async-totals', 'async_totals'), 'async');
      registry.register(totals('inline-totals', 'inline_totals'), 'inline');
      const out: string[] = [];
      const err: string[] = [];
      const code = await runRebuildCommand(
        target,
        { registry, dataSource: db.dataSource, upcasters: store.upcasters },
        { out: (line) => out.push(line), err: (line) => err.push(line) },
      );
      return { code, out, err };
    };

    it('rebuilds every projection with `all`, one line each and the time of the whole', async () => {
      await appendMany(8);
      const { code, out, err } = await run('all');
      expect(code).toBe(0);
      expect(err).toEqual([]);
      expect(out).toEqual([
        expect.stringMatching(
          /^async-totals \(async\): 18 events replayed, applied in \d+\.\d\d s$/,
        ),
        expect.stringMatching(
          /^inline-totals \(inline\): 18 events replayed, applied in \d+\.\d\d s$/,
        ),
        expect.stringMatching(/^2 read models rebuilt in \d+\.\d\d s$/),
      ]);
      const [{ rows }] = await db.dataSource.query<[{ rows: number }]>(
        `select count(*)::int as rows from async_totals`,
      );
      expect(rows).toBe(4);
    });

    it('exits non-zero with one line naming the known projections for an unknown name', async () => {
      const { code, out, err } = await run('nope');
      expect(code).toBe(1);
      expect(out).toEqual([]);
      expect(err).toEqual([
        'Unknown projection "nope". Known projections: async-totals, inline-totals',
      ]);
    });
  });
});
