import { CommandRunner } from '../../../src/platform/event-store/command-runner';
import {
  appendOnlyStream,
  type Decider,
  streamOf,
} from '../../../src/platform/event-store/decider';
import { EventStore } from '../../../src/platform/event-store/event-store';
import { DomainError } from '../../../src/platform/errors/domain-error';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';
import { streamVersion } from '../../support/stream-version';

type Event = { type: 'test.Added'; data: { amount: number } };
type State = { total: number };

const tally: Pick<Decider<never, Event, State>, 'initialState' | 'evolve'> = {
  initialState: () => ({ total: 0 }),
  evolve: (state, event) => ({ total: state.total + event.data.amount }),
};

/** The pure rule of the tests' command: a tally may not pass 100. */
function add(state: State, amount: number): Event[] {
  if (state.total + amount > 100) throw new DomainError('OVER_LIMIT', 'The total may not pass 100');
  return [{ type: 'test.Added', data: { amount } }];
}

describe('CommandRunner', () => {
  let db: TestDatabase;
  let store: EventStore;
  let runner: CommandRunner;

  beforeAll(async () => {
    db = await createTestDatabase();
    store = new EventStore(db.dataSource);
    runner = new CommandRunner(store);
    await db.dataSource.query(`create table test_names (name text primary key)`);
  });

  afterAll(async () => {
    await db.drop();
  });

  it('folds, decides and appends with ids and metadata derived from the command', async () => {
    const outcome = await runner.run({
      id: 'command-1',
      metadata: { actorId: 'actor-1' },
      streams: { tally: streamOf('tally-1', tally) },
      decide: ({ tally: state }) => ({ tally: add(state, 5) }),
    });
    expect(outcome.before.tally).toEqual({ total: 0 });
    expect(outcome.after.tally).toEqual({ total: 5 });
    expect(outcome.replayed).toBe(false);
    const [event] = await store.readStream('tally-1');
    expect(event.metadata).toEqual({ actorId: 'actor-1', commandId: 'command-1' });
    expect(outcome.recorded.map((recorded) => recorded.eventId)).toEqual([event.eventId]);
  });

  it('gives a stream’s state outside a command as a command would find it', async () => {
    expect(await runner.state(streamOf('tally-state', tally))).toEqual({ total: 0 });
    for (const amount of [3, 4])
      await runner.run({
        streams: { tally: streamOf('tally-state', tally) },
        decide: ({ tally: state }) => ({ tally: add(state, amount) }),
      });
    expect(await runner.state(streamOf('tally-state', tally))).toEqual({ total: 7 });
  });

  it('answers a retried command id with what it did then, deciding and appending nothing', async () => {
    const decisions: number[] = [];
    const run = () =>
      runner.run({
        id: 'command-2',
        streams: { tally: streamOf('tally-2', tally) },
        decide: ({ tally: state }) => {
          decisions.push(state.total);
          return { tally: add(state, 7) };
        },
      });
    const first = await run();
    const retry = await run();
    expect(decisions).toEqual([0]);
    expect(retry.replayed).toBe(true);
    expect(retry.events.tally).toEqual([
      { type: 'test.Added', data: { amount: 7 }, schemaVersion: 1 },
    ]);
    expect(retry.after.tally).toEqual({ total: 7 });
    expect(retry.recorded.map((event) => event.eventId)).toEqual(
      first.recorded.map((event) => event.eventId),
    );
    expect(await store.readStream('tally-2')).toHaveLength(1);
  });

  it('queues concurrent commands on a stream: each decides on the state the one before left', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, () =>
        runner
          .run({
            streams: { tally: streamOf('tally-3', tally) },
            decide: ({ tally: state }) => ({ tally: add(state, 10) }),
          })
          .then(
            () => 'listed',
            (error: DomainError) => error.code,
          ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'listed')).toHaveLength(10);
    expect(outcomes.filter((outcome) => outcome === 'OVER_LIMIT')).toHaveLength(2);
    const events = await store.readStream('tally-3');
    expect(events.map((event) => event.streamPosition)).toEqual(
      Array.from({ length: 10 }, (_, index) => BigInt(index + 1)),
    );
  });

  it('lets a refused command through as its domain error and appends nothing', async () => {
    await expect(
      runner.run({
        streams: { tally: streamOf('tally-4', tally) },
        decide: ({ tally: state }) => ({ tally: add(state, 101) }),
      }),
    ).rejects.toMatchObject({ code: 'OVER_LIMIT' });
    expect(await streamVersion(db.dataSource, 'tally-4')).toBe(0n);
  });

  it('writes several streams all or nothing, and only the streams given events', async () => {
    const outcome = await runner.run({
      id: 'command-5',
      streams: {
        from: streamOf('tally-5a', tally),
        to: streamOf('tally-5b', tally),
        untouched: streamOf('tally-5c', tally),
      },
      decide: ({ from, to }) => ({ from: add(from, 3), to: add(to, 4), untouched: [] }),
    });
    expect(outcome.after).toEqual({
      from: { total: 3 },
      to: { total: 4 },
      untouched: { total: 0 },
    });
    expect(await streamVersion(db.dataSource, 'tally-5a')).toBe(1n);
    expect(await streamVersion(db.dataSource, 'tally-5b')).toBe(1n);
    expect(await streamVersion(db.dataSource, 'tally-5c')).toBe(0n);

    await expect(
      runner.run({
        streams: { from: streamOf('tally-5a', tally), to: streamOf('tally-5b', tally) },
        decide: ({ from, to }) => ({ from: add(from, 1), to: add(to, 100) }),
      }),
    ).rejects.toMatchObject({ code: 'OVER_LIMIT' });
    expect(await streamVersion(db.dataSource, 'tally-5a')).toBe(1n);
  });

  it('gives the decision what the command reads inside the transaction, after the locks', async () => {
    await db.dataSource.query(`insert into test_names values ('taken.com')`);
    const claim = (name: string, stream: string) =>
      runner.run({
        streams: { tally: streamOf(stream, tally) },
        locks: [`name-${name}`],
        read: async (manager) => {
          const rows: unknown[] = await manager.query(`select 1 from test_names where name = $1`, [
            name,
          ]);
          return { taken: rows.length > 0 };
        },
        decide: ({ tally: state }, { taken }) => {
          if (taken) throw new DomainError('NAME_TAKEN', 'That name is taken');
          return { tally: add(state, 1) };
        },
        alongside: (manager) => manager.query(`insert into test_names values ($1)`, [name]),
      });
    await expect(claim('taken.com', 'tally-6a')).rejects.toMatchObject({ code: 'NAME_TAKEN' });

    // Two claims of one free name at once: the lock on the name makes the second read the first's row.
    const outcomes = await Promise.allSettled([
      claim('free.com', 'tally-6b'),
      claim('free.com', 'tally-6c'),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toMatchObject({ code: 'NAME_TAKEN' });
  });

  it('adds to an append-only stream without folding it, after whatever it holds', async () => {
    await store.append('trail-8', 'no_stream', [{ type: 'test.Noted', data: { note: 'first' } }]);
    const seen: unknown[] = [];
    await runner.run({
      streams: {
        trail: appendOnlyStream<{ type: 'test.Noted'; data: { note: string } }>('trail-8'),
      },
      decide: ({ trail }) => {
        seen.push(trail);
        return { trail: [{ type: 'test.Noted' as const, data: { note: 'second' } }] };
      },
    });
    expect(seen).toEqual([undefined]);
    const events = await store.readStream('trail-8');
    expect(events.map((event) => [event.streamPosition, event.data])).toEqual([
      [1n, { note: 'first' }],
      [2n, { note: 'second' }],
    ]);
  });

  it('answers with what `answer` reads after its writes, given what `read` read, also on a replay', async () => {
    const run = () =>
      runner.run({
        id: 'command-answer',
        streams: { tally: streamOf('tally-answer', tally) },
        read: async () => ({ asked: 'by read' }),
        decide: ({ tally: state }) => ({ tally: add(state, 3) }),
        alongside: async (manager) => {
          await manager.query(`insert into test_names (name) values ('answered')`);
        },
        answer: async (manager, reads) => ({
          reads,
          names: (
            await manager.query<Array<{ name: string }>>(
              `select name from test_names where name = 'answered'`,
            )
          ).map((row) => row.name),
        }),
      });
    const expected = { reads: { asked: 'by read' }, names: ['answered'] };
    expect((await run()).answer).toEqual(expected);
    const retry = await run();
    expect(retry.replayed).toBe(true);
    expect(retry.answer).toEqual(expected);
  });

  it('writes nothing when its answer cannot be read', async () => {
    await expect(
      runner.run({
        streams: { tally: streamOf('tally-unanswered', tally) },
        decide: ({ tally: state }) => ({ tally: add(state, 1) }),
        answer: (manager) => manager.query(`select * from no_such_table`),
      }),
    ).rejects.toThrow(/no_such_table/);
    expect(await store.readStream('tally-unanswered')).toEqual([]);
  });

  it('rolls the events back when what is kept alongside them fails', async () => {
    await db.dataSource.query(`insert into test_names values ('kept.com')`);
    await expect(
      runner.run({
        streams: { tally: streamOf('tally-7', tally) },
        decide: ({ tally: state }) => ({ tally: add(state, 1) }),
        alongside: (manager) => manager.query(`insert into test_names values ('kept.com')`),
      }),
    ).rejects.toMatchObject({ driverError: { code: '23505' } });
    expect(await streamVersion(db.dataSource, 'tally-7')).toBe(0n);
  });
});
