import { formatCount, pluralize } from '../../lib/format';

const dateTimeWithSeconds = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'medium',
});

/** An event's time to the second, as the log orders events within a minute: "Mar 1, 2026, 2:05:09 PM". */
export function formatEventTime(iso: string): string {
  return dateTimeWithSeconds.format(new Date(iso));
}

/** What a rebuild did: "1,204 events replayed in 2.5 s". */
export function rebuildSummary(eventsReplayed: number, durationMs: number): string {
  const seconds = (durationMs / 1000).toFixed(1);
  return `${formatCount(eventsReplayed)} ${pluralize(eventsReplayed, 'event')} replayed in ${seconds} s`;
}

/** Who caused an event, from its metadata; system work carries no actor. */
export function actorOf(metadata: Record<string, unknown>): string | null {
  const actor = metadata.actorId;
  return typeof actor === 'string' && actor.length > 0 ? actor : null;
}
