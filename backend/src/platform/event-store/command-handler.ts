import {
  type AppendRequest,
  type AppendResult,
  type EventMetadata,
  type RecordedEvent,
} from './event';
import { eventIdFor } from './event-id';
import { type Decider, type DomainEvent, fold } from './decider';
import { withConcurrencyRetry } from './concurrency-retry';
import { type EventStore, type StoreTransaction } from './event-store';

export interface HandleCommandOptions {
  /** Unique per request; the event ids derive from it, so a retried request appends nothing. */
  commandId: string;
  metadata?: Omit<EventMetadata, 'commandId'>;
  /** Runs of load + decide + append on a concurrency conflict, the first included. Default 3. */
  attempts?: number;
}

export interface HandleCommandResult<State> {
  /** The stream's state after the command. */
  state: State;
  /** The events this command appended (or had appended, on a retried request). */
  events: RecordedEvent[];
  nextVersion: bigint;
  /** True when this command id had already been handled: nothing was appended. */
  idempotentReplay: boolean;
}

type CommandStore = Pick<EventStore, 'readStream' | 'append'>;

/**
 * Loads the stream, folds it, decides, and appends at the version it read; on a concurrency
 * conflict it does all of it again (bounded). A command id already in the stream answers with the
 * events it appended then, without deciding again.
 */
export async function handleCommand<Command, Event extends DomainEvent, State>(
  store: CommandStore,
  streamId: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  options: HandleCommandOptions,
): Promise<HandleCommandResult<State>> {
  const firstEventId = eventIdFor(options.commandId, 0);
  return withConcurrencyRetry(
    async () => {
      const past = await store.readStream(streamId);
      const version = past.at(-1)?.streamPosition ?? 0n;
      const state = fold(decider, past.map(asDomainEvent<Event>));
      const handledAt = past.findIndex((event) => event.eventId === firstEventId);
      if (handledAt >= 0) {
        const handled = past
          .slice(handledAt)
          .filter((event) => event.metadata.commandId === options.commandId);
        return { state, events: handled, nextVersion: version, idempotentReplay: true };
      }

      const decided = decider.decide(command, state);
      if (decided.length === 0)
        return { state, events: [], nextVersion: version, idempotentReplay: false };
      const metadata: EventMetadata = { ...options.metadata, commandId: options.commandId };
      const result: AppendResult = await store.append(
        streamId,
        version,
        decided.map((event, index) => ({
          id: eventIdFor(options.commandId, index),
          type: event.type,
          data: event.data,
          schemaVersion: event.schemaVersion,
          metadata,
        })),
      );
      return {
        // A concurrent run of the same command won the race: its events, not ours, are the truth.
        state: result.idempotentReplay
          ? fold(decider, (await store.readStream(streamId)).map(asDomainEvent<Event>))
          : decided.reduce((next, event) => decider.evolve(next, event), state),
        events: result.events,
        nextVersion: result.nextVersion,
        idempotentReplay: result.idempotentReplay,
      };
    },
    { attempts: options.attempts ?? 3 },
  );
}

function asDomainEvent<Event extends DomainEvent>(event: RecordedEvent): Event {
  return { type: event.type, data: event.data, schemaVersion: event.schemaVersion } as Event;
}

export interface DecidedWithin<Event extends DomainEvent, State> {
  /** The stream's state before and after the decided events. */
  before: State;
  after: State;
  events: Event[];
  /** What to append (at the version read); undefined when the command decided nothing. */
  append?: AppendRequest;
}

/**
 * Load, fold and decide a command inside `EventStore.transact`, whose locks make the read the
 * latest: the caller appends the returned request together with those of other streams, so a
 * purchase, its credits and its plan change are stored in one transaction. Event ids derive from
 * the command id and `tag` (one tag per stream of the command).
 */
export async function decideWithin<Command, Event extends DomainEvent, State>(
  tx: StoreTransaction,
  streamId: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  options: HandleCommandOptions & { tag: string },
): Promise<DecidedWithin<Event, State>> {
  const past = await tx.readStream(streamId);
  const before = fold(decider, past.map(asDomainEvent<Event>));
  const events = decider.decide(command, before);
  const after = events.reduce((state, event) => decider.evolve(state, event), before);
  if (events.length === 0) return { before, after, events };
  const metadata: EventMetadata = { ...options.metadata, commandId: options.commandId };
  return {
    before,
    after,
    events,
    append: {
      streamId,
      expectedVersion: past.at(-1)?.streamPosition ?? 0n,
      events: events.map((event, index) => ({
        id: eventIdFor(`${options.commandId}:${options.tag}`, index),
        type: event.type,
        data: event.data,
        schemaVersion: event.schemaVersion,
        metadata,
      })),
    },
  };
}

/** The appends of the decisions that decided something, for one `transact`. */
export function appendsOf(...decisions: Array<{ append?: AppendRequest }>): AppendRequest[] {
  return decisions.flatMap((decision) => (decision.append ? [decision.append] : []));
}
