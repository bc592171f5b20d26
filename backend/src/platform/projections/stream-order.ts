import { type RecordedEvent } from '../event-store/event';

export class ProjectionOrderError extends Error {}

/**
 * For a projection that keeps one row per stream with the last position applied: true when the
 * event is the next one (`position = last + 1`), false when it was already applied (a replay), and
 * an error on a gap, which would mean an event was skipped.
 */
export function isNextInStream(lastApplied: bigint, event: RecordedEvent): boolean {
  if (event.streamPosition <= lastApplied) return false;
  if (event.streamPosition === lastApplied + 1n) return true;
  throw new ProjectionOrderError(
    `${event.streamId}: position ${event.streamPosition} arrived after ${lastApplied}`,
  );
}
