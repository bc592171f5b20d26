import { type EntityManager } from 'typeorm';
import { type RecordedEvent } from './event';

/**
 * What the store needs of a read model it keeps up to date inside the append's own transaction:
 * the port that `platform/projections`' projections implement, so that the store depends on no
 * projection code.
 */
export interface InlineProjection {
  /** Stable name: the checkpoint id and the argument of `npm run projections:rebuild`. */
  readonly name: string;
  readonly eventTypes: readonly string[];
  /**
   * Reads what `apply` needs of its tables for these events (known before they are recorded: their
   * ids, types and data). The store asks it of every projection of an append in the same turn as the
   * events' insert, so that the reads go to the server with it, and hands each answer to `apply`.
   */
  load?(
    events: ReadonlyArray<Pick<RecordedEvent, 'eventId' | 'type' | 'data'>>,
    manager: EntityManager,
  ): Promise<unknown>;
  /**
   * Applies a batch inside `manager`'s transaction; idempotent per event. `loaded` is `load`'s
   * answer for the same events, when the caller asked it.
   */
  apply(events: RecordedEvent[], manager: EntityManager, loaded?: unknown): Promise<void>;
}
