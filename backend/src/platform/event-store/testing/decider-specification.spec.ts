import { DomainError } from '../../errors/domain-error';
import { type Decider } from '../decider';
import { DeciderSpecification } from './decider-specification';

type CounterCommand =
  { type: 'Open'; limit: number } | { type: 'Increment'; by: number } | { type: 'Close' };

type CounterEvent =
  | { type: 'test.CounterOpened'; data: { limit: number } }
  | { type: 'test.CounterIncremented'; data: { by: number } }
  | { type: 'test.CounterClosed'; data: Record<string, never> };

type CounterState =
  { status: 'none' } | { status: 'open' | 'closed'; limit: number; value: number };

class CounterError extends DomainError {}

const counter: Decider<CounterCommand, CounterEvent, CounterState> = {
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'test.CounterOpened':
        return { status: 'open', limit: event.data.limit, value: 0 };
      case 'test.CounterIncremented':
        return state.status === 'none' ? state : { ...state, value: state.value + event.data.by };
      case 'test.CounterClosed':
        return state.status === 'none' ? state : { ...state, status: 'closed' };
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'Open':
        if (state.status !== 'none') throw new CounterError('ALREADY_OPEN', 'Already open');
        return [{ type: 'test.CounterOpened', data: { limit: command.limit } }];
      case 'Increment':
        if (state.status !== 'open') throw new CounterError('NOT_OPEN', 'Not open');
        if (state.value + command.by > state.limit)
          throw new CounterError('OVER_LIMIT', 'Over the limit');
        return [{ type: 'test.CounterIncremented', data: { by: command.by } }];
      case 'Close':
        if (state.status === 'closed') return [];
        if (state.status !== 'open') throw new CounterError('NOT_OPEN', 'Not open');
        return [{ type: 'test.CounterClosed', data: {} }];
      default: {
        const unknown: never = command;
        return unknown;
      }
    }
  },
};

const given = DeciderSpecification.for(counter);
const opened = (limit: number): CounterEvent => ({ type: 'test.CounterOpened', data: { limit } });
const incremented = (by: number): CounterEvent => ({
  type: 'test.CounterIncremented',
  data: { by },
});
const closed: CounterEvent = { type: 'test.CounterClosed', data: {} };

describe('DeciderSpecification', () => {
  it('passes when the command produces the expected events from the past ones', () => {
    given()
      .when({ type: 'Open', limit: 3 })
      .then([opened(3)]);
    given(opened(3), incremented(2))
      .when({ type: 'Increment', by: 1 })
      .then([incremented(1)]);
  });

  it('passes when the command is refused with the expected code', () => {
    given().when({ type: 'Increment', by: 1 }).thenThrows('NOT_OPEN');
    given(opened(3), incremented(2)).when({ type: 'Increment', by: 2 }).thenThrows('OVER_LIMIT');
  });

  it('passes when an accepted command changes nothing', () => {
    given(opened(1), closed).when({ type: 'Close' }).thenNothingHappened();
  });

  it('fails when the events differ from the expected ones', () => {
    expect(() =>
      given(opened(3))
        .when({ type: 'Increment', by: 1 })
        .then([incremented(2)]),
    ).toThrow();
  });

  it('fails when a refused command was expected but it was accepted', () => {
    expect(() =>
      given(opened(3)).when({ type: 'Increment', by: 1 }).thenThrows('NOT_OPEN'),
    ).toThrow(/was accepted/);
  });

  it('fails when the command is refused with another code', () => {
    expect(() => given().when({ type: 'Increment', by: 1 }).thenThrows('OVER_LIMIT')).toThrow();
  });

  it('fails when the command throws something that is not a domain error', () => {
    const broken = DeciderSpecification.for({
      ...counter,
      decide: () => {
        throw new Error('bug');
      },
    });
    expect(() => broken().when({ type: 'Close' }).thenThrows('NOT_OPEN')).toThrow();
  });
});
