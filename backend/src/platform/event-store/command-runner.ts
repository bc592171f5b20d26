import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { type CommandStream, type DomainEvent } from './decider';
import { type AppendRequest, type EventMetadata, type RecordedEvent } from './event';
import { eventIdFor } from './event-id';
import { EventStore } from './event-store';

// The map's values differ in state and event type; each key keeps its own through StatesOf/EventsOf.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyStream = CommandStream<any, any>;
export type CommandStreams = Record<string, AnyStream>;
type StateOf<S> = S extends CommandStream<infer State, infer _Event> ? State : never;
type EventOf<S> = S extends CommandStream<infer _State, infer Event> ? Event : never;
/** Each stream's folded state, under the key the command named it by. */
export type StatesOf<S extends CommandStreams> = { [K in keyof S]: StateOf<S[K]> };
/** The events decided for each stream; a stream left out (or given none) is not written. */
export type EventsOf<S extends CommandStreams> = { [K in keyof S]?: readonly EventOf<S[K]>[] };

export interface Command<S extends CommandStreams, Reads = undefined, Answer = undefined> {
  /**
   * Unique per request, or per job and its subject: the event ids derive from it, and a command
   * id already in one of the streams is answered with what it did then, without deciding again.
   * A new random id when absent.
   */
  id?: string;
  /** Recorded in every event's metadata with the command id. Ids and hashes, never personal data. */
  metadata?: Omit<EventMetadata, 'commandId'>;
  /** The streams the command reads and may write, locked for the whole command. */
  streams: S;
  /** Further lock keys, for a rule over many streams (one active listing per domain name). */
  locks?: string[];
  /**
   * What the decision needs beyond the streams, read inside the transaction after the locks and
   * beside the streams (sent with their read), through `manager` only: a read on another
   * connection while this one is held would starve the pool once every connection is held that
   * way. Read what needs no lock before `run`.
   */
  read?: (manager: EntityManager) => Promise<Reads>;
  /** The pure decision: the events for each stream. Throws a DomainError to refuse the command. */
  decide: (states: StatesOf<S>, reads: Reads) => EventsOf<S>;
  /**
   * Rows kept beside the events (an account's e-mail, a mail to send), written in the same
   * transaction once the events are appended; not called when the command decided nothing.
   */
  alongside?: (
    manager: EntityManager,
    decided: Pick<CommandOutcome<S>, 'before' | 'after' | 'events'>,
  ) => Promise<void>;
  /**
   * What the caller answers with (the listing as its seller now reads it), read through `manager`
   * from the read models as the command left them, after `alongside`, also on a replay. It goes
   * to the server with the commit instead of in a round trip after it (ADR 0047); a read that
   * fails fails the command, and nothing is written. It is given what `read` read, so that
   * nothing is read twice.
   */
  answer?: (manager: EntityManager, reads: Reads) => Promise<Answer>;
}

export interface CommandOutcome<S extends CommandStreams, Answer = undefined> {
  /** Each stream's state before and after the command's events. */
  before: StatesOf<S>;
  after: StatesOf<S>;
  /** The command's events, by stream key (also those it had appended, on a replay). */
  events: EventsOf<S>;
  /** The same events as stored, in append order. */
  recorded: RecordedEvent[];
  /** True when this command id had been run before: nothing was decided or appended now. */
  replayed: boolean;
  /** What the command's `answer` read. */
  answer: Answer;
}

/**
 * The one way a command runs (docs/adr/0022-command-runner-and-use-case-folders.md): in one
 * transaction it takes the advisory locks of the command's streams and extra keys (in sorted
 * order, so two commands never deadlock), reads and folds each stream, runs the command's reads,
 * calls its pure `decide`, derives each event's id from the command id, the stream and the
 * event's index, appends every stream at the version it read, runs the inline projections and
 * `alongside`, and commits. Commands on the same stream queue on its lock instead of failing with
 * a conflict, so twenty requests racing for the last credit decide one after the other.
 */
@Injectable()
export class CommandRunner {
  constructor(private readonly store: EventStore) {}

  /**
   * A stream's state as a command would find it now, outside a command: for the checks a use case
   * makes before it runs one (the payment provider asked first), folded the runner's way.
   */
  async state<S extends AnyStream>(stream: S): Promise<StateOf<S>> {
    return foldEvents(stream, stream.initialState(), await this.store.readStream(stream.id));
  }

  async run<S extends CommandStreams, Reads = undefined, Answer = undefined>(
    command: Command<S, Reads, Answer>,
  ): Promise<CommandOutcome<S, Answer>> {
    const commandId = command.id ?? randomUUID();
    const keys = Object.keys(command.streams) as (keyof S & string)[];
    const streamIds = keys.map((key) => command.streams[key].id);
    let decided: Pick<CommandOutcome<S>, 'before' | 'after' | 'events'> | undefined;
    let commandReads: Reads | undefined;
    const answerWith = command.answer;
    const { results, value, answer } = await this.store.transact(
      [...streamIds, ...(command.locks ?? [])],
      async (tx) => {
        const read = keys.filter((key) => !command.streams[key].appendOnly);
        // Asked together, so that they go to the server in one round trip (ADR 0047); a replay
        // below has read for nothing, which changes nothing.
        const [byStream, reads] = await Promise.all([
          tx.readStreams(read.map((key) => command.streams[key].id)),
          command.read ? command.read(tx.manager) : (undefined as Reads),
        ]);
        commandReads = reads;
        const pasts = new Map(
          keys.map((key) => [key, byStream.get(command.streams[key].id) ?? []]),
        );
        if (keys.some((key) => pasts.get(key)?.some((event) => isFrom(event, commandId))))
          return { appends: [], value: replayOf(command.streams, pasts, commandId) };

        const before = mapStreams(command.streams, (stream, key) =>
          foldEvents(stream, stream.initialState(), pasts.get(key) ?? []),
        );
        const events = command.decide(before, reads);
        const after = mapStreams(command.streams, (stream, key) =>
          (events[key] ?? []).reduce(stream.evolve, before[key]),
        );
        decided = { before, after, events };
        const metadata: EventMetadata = { ...command.metadata, commandId };
        const appends: AppendRequest[] = keys
          .filter((key) => (events[key]?.length ?? 0) > 0)
          .map((key) => ({
            streamId: command.streams[key].id,
            expectedVersion: command.streams[key].appendOnly
              ? ('any' as const)
              : (pasts.get(key)?.at(-1)?.streamPosition ?? 'no_stream'),
            events: (events[key] ?? []).map((event, index) => ({
              id: commandEventId(commandId, command.streams[key].id, index),
              type: event.type,
              data: event.data,
              schemaVersion: event.schemaVersion,
              metadata,
            })),
          }));
        return { appends, value: { before, after, events, recorded: [], replayed: false } };
      },
      {
        within: async (manager, appended) => {
          if (command.alongside && decided && appended.length > 0)
            await command.alongside(manager, decided);
        },
        answer: answerWith && ((manager) => answerWith(manager, commandReads as Reads)),
      },
    );
    if (value.replayed) return { ...value, answer: answer as Answer };
    return {
      ...value,
      recorded: results.flatMap((result) => result.events),
      answer: answer as Answer,
    };
  }
}

/**
 * The id the `index`-th event a command appends to `streamId` gets, known before the command runs
 * (a sale's id, to open its deal in the same command).
 */
export function commandEventId(commandId: string, streamId: string, index = 0): string {
  return eventIdFor(`${commandId}:${streamId}`, index);
}

function isFrom(event: RecordedEvent, commandId: string): boolean {
  return event.metadata.commandId === commandId;
}

function asDomainEvent(event: RecordedEvent): DomainEvent {
  return { type: event.type, data: event.data, schemaVersion: event.schemaVersion };
}

function foldEvents<State>(
  stream: CommandStream<State, DomainEvent>,
  from: State,
  events: RecordedEvent[],
): State {
  return events.reduce((state, event) => stream.evolve(state, asDomainEvent(event)), from);
}

function mapStreams<S extends CommandStreams, T>(
  streams: S,
  map: (stream: AnyStream, key: keyof S & string) => T,
): { [K in keyof S]: T } {
  return Object.fromEntries(
    Object.entries(streams).map(([key, stream]) => [key, map(stream, key)]),
  ) as { [K in keyof S]: T };
}

/** What a command id already in the streams did: its events, and the states around them. */
function replayOf<S extends CommandStreams>(
  streams: S,
  pasts: Map<string, RecordedEvent[]>,
  commandId: string,
): Omit<CommandOutcome<S>, 'answer'> {
  const recorded: RecordedEvent[] = [];
  const split = mapStreams(streams, (_stream, key) => {
    const past = pasts.get(key) ?? [];
    const first = past.findIndex((event) => isFrom(event, commandId));
    const last = past.findLastIndex((event) => isFrom(event, commandId));
    const own = past.filter((event) => isFrom(event, commandId));
    recorded.push(...own);
    return {
      before: first < 0 ? past : past.slice(0, first),
      through: last < 0 ? past : past.slice(0, last + 1),
      own,
    };
  });
  const before = mapStreams(streams, (stream, key) =>
    foldEvents(stream, stream.initialState(), split[key].before),
  );
  const after = mapStreams(streams, (stream, key) =>
    foldEvents(stream, stream.initialState(), split[key].through),
  );
  const events = mapStreams(streams, (_stream, key) => split[key].own.map(asDomainEvent));
  recorded.sort((a, b) => (a.globalPosition < b.globalPosition ? -1 : 1));
  return { before, after, events: events as unknown as EventsOf<S>, recorded, replayed: true };
}
