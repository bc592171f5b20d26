/** Who and what caused an event. Never personal data: ids and hashes only. */
export interface EventMetadata {
  actorId?: string;
  commandId?: string;
  correlationId?: string;
  causationId?: string;
  ipHash?: string;
  /** The personal API token the write was made with, when not a session. */
  apiTokenId?: string;
}

/** An event a command decided on, before it is stored. */
export interface NewEvent<Type extends string = string, Data = unknown> {
  /** Namespaced, stable type string, e.g. `listings.DomainListed`. */
  type: Type;
  data: Data;
  /** Derive it from the command id (`eventIdFor`) so that a retried command appends nothing new. */
  id?: string;
  schemaVersion?: number;
  metadata?: EventMetadata;
}

/** An event as stored in the log. */
export interface RecordedEvent<Type extends string = string, Data = unknown> {
  globalPosition: bigint;
  /** PostgreSQL xid8 of the appending transaction, as a decimal string. */
  transactionId: string;
  streamId: string;
  streamPosition: bigint;
  eventId: string;
  type: Type;
  schemaVersion: number;
  data: Data;
  metadata: EventMetadata;
  createdAt: Date;
}

/**
 * `no_stream`: the stream must not exist. `stream_exists`: it must. `any`: no check.
 * A bigint or number: the stream's current version must be exactly that (0 = no stream).
 */
export type ExpectedVersion = 'any' | 'no_stream' | 'stream_exists' | bigint | number;

export interface AppendRequest {
  streamId: string;
  expectedVersion: ExpectedVersion;
  events: NewEvent[];
}

export interface AppendResult {
  streamId: string;
  /** The stream's version after the append. */
  nextVersion: bigint;
  events: RecordedEvent[];
  /** True when every event id was already stored: a retried command, nothing appended. */
  idempotentReplay: boolean;
}

/** `listing-<uuid>` has type `listing`. */
export function streamTypeOf(streamId: string): string {
  const dash = streamId.indexOf('-');
  return dash > 0 ? streamId.slice(0, dash) : streamId;
}
