import { handleCommand } from '../../../src/platform/event-store/command-handler';
import { type Decider } from '../../../src/platform/event-store/decider';
import { EventStore } from '../../../src/platform/event-store/event-store';
import { DomainError } from '../../../src/platform/errors/domain-error';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

type Command = { type: 'Add'; amount: number };
type Event = { type: 'test.Added'; data: { amount: number } };
type State = { total: number };

const tally: Decider<Command, Event, State> = {
  initialState: () => ({ total: 0 }),
  evolve: (state, event) => ({ total: state.total + event.data.amount }),
  decide(command, state) {
    if (state.total + command.amount > 100)
      throw new DomainError('OVER_LIMIT', 'The total may not pass 100');
    return [{ type: 'test.Added', data: { amount: command.amount } }];
  },
};

describe('handleCommand', () => {
  let db: TestDatabase;
  let store: EventStore;

  beforeAll(async () => {
    db = await createTestDatabase();
    store = new EventStore(db.dataSource);
  });

  afterAll(async () => {
    await db.drop();
  });

  it('loads, decides and appends with ids and metadata derived from the command', async () => {
    const result = await handleCommand(
      store,
      'tally-1',
      tally,
      { type: 'Add', amount: 5 },
      {
        commandId: 'command-1',
        metadata: { actorId: 'actor-1' },
      },
    );
    expect(result.state).toEqual({ total: 5 });
    expect(result.nextVersion).toBe(1n);
    const [event] = await store.readStream('tally-1');
    expect(event.metadata).toEqual({ actorId: 'actor-1', commandId: 'command-1' });
  });

  it('answers a retried command id with what it did then, appending nothing', async () => {
    const command = { type: 'Add' as const, amount: 7 };
    const first = await handleCommand(store, 'tally-2', tally, command, { commandId: 'command-2' });
    const retry = await handleCommand(store, 'tally-2', tally, command, { commandId: 'command-2' });
    expect(retry.idempotentReplay).toBe(true);
    expect(retry.events.map((event) => event.eventId)).toEqual(
      first.events.map((event) => event.eventId),
    );
    expect(await store.readStream('tally-2')).toHaveLength(1);
  });

  it('decides again on a concurrency conflict, so concurrent commands all land', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        handleCommand(
          store,
          'tally-3',
          tally,
          { type: 'Add', amount: 1 },
          {
            commandId: `command-3-${index}`,
            attempts: 5,
          },
        ),
      ),
    );
    expect(results.map((result) => result.idempotentReplay)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    const events = await store.readStream('tally-3');
    expect(events.map((event) => event.streamPosition)).toEqual([1n, 2n, 3n, 4n, 5n]);
  });

  it('lets a refused command through as its domain error and appends nothing', async () => {
    await expect(
      handleCommand(store, 'tally-4', tally, { type: 'Add', amount: 101 }, { commandId: 'c-4' }),
    ).rejects.toMatchObject({ code: 'OVER_LIMIT' });
    expect(await store.streamVersion('tally-4')).toBe(0n);
  });
});
