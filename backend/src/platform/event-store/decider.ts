/**
 * An aggregate as three pure functions (no framework, no I/O): the state before any event, how one
 * event changes it, and which events a command produces in a state. `decide` throws a
 * `DomainError` subclass with a `code` when a business rule refuses the command.
 */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
  /** Set when the payload shape changed; omitted means the current version. */
  schemaVersion?: number;
}

export interface Decider<Command, Event extends DomainEvent, State> {
  initialState(): State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): Event[];
}

/** The state after `events`, from the initial state. */
export function fold<Event extends DomainEvent, State>(
  decider: Pick<Decider<unknown, Event, State>, 'initialState' | 'evolve'>,
  events: readonly Event[],
): State {
  return events.reduce((state, event) => decider.evolve(state, event), decider.initialState());
}

/** A stream a command works on: its id, and how its events fold into the state it decides on. */
export interface CommandStream<State, Event extends DomainEvent> {
  readonly id: string;
  readonly initialState: () => State;
  readonly evolve: (state: State, event: Event) => State;
  /** A log nothing is decided on: the runner neither reads it nor checks its version. */
  readonly appendOnly?: boolean;
}

/** The stream `id`, folded by `decider`'s `initialState` and `evolve`. */
export function streamOf<State, Event extends DomainEvent>(
  id: string,
  decider: Pick<Decider<never, Event, State>, 'initialState' | 'evolve'>,
): CommandStream<State, Event> {
  return { id, initialState: decider.initialState, evolve: decider.evolve };
}

/** The stream `id` as a log the command only adds to (an auditor's trail): never read. */
export function appendOnlyStream<Event extends DomainEvent>(
  id: string,
): CommandStream<undefined, Event> {
  return { id, initialState: () => undefined, evolve: () => undefined, appendOnly: true };
}
