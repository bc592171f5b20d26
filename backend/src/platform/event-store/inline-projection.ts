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
  /** Applies a batch inside `manager`'s transaction; idempotent per event. */
  apply(events: RecordedEvent[], manager: EntityManager): Promise<void>;
}
