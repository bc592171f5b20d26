import { type InlineProjection } from '../event-store/inline-projection';
import { type RowFold } from './row-fold';

/**
 * A read model built from events. It owns its tables (truncated on rebuild) and applies batches of
 * events inside the caller's transaction: the append's (inline) or the processor's (asynchronous).
 * `apply` must be idempotent per event and never read the event log or another projection's tables.
 */
export interface Projection extends InlineProjection {
  readonly tables: readonly string[];
  /**
   * A fresh fold of its rows for rebuilds and `audit:verify` (see `RowFold`). Without one, a
   * rebuild applies the events with `apply`, in batches, as the live path does.
   */
  rowFold?(): RowFold;
}
