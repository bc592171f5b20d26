import type { EventFilters } from './api/events';

/** The filters of the event browser, as URL parameters and in this order. */
const FILTER_NAMES = ['type', 'streamType', 'streamId', 'fromPosition', 'since', 'until'] as const;

type FilterName = (typeof FILTER_NAMES)[number];

const WHOLE_NUMBER = /^\d+$/;

function isTime(value: string): boolean {
  return !Number.isNaN(Date.parse(value));
}

/** A time the browser can read, as the ISO time the API takes; anything else is dropped. */
function isoTime(value: string): string | undefined {
  return isTime(value) ? new Date(value).toISOString() : undefined;
}

/** Each filter's value as the API takes it, or undefined for one it would refuse. */
const READ: Record<FilterName, (value: string) => string | undefined> = {
  type: (value) => value,
  streamType: (value) => value,
  streamId: (value) => value,
  fromPosition: (value) => (WHOLE_NUMBER.test(value) ? value : undefined),
  since: isoTime,
  until: isoTime,
};

/** The filters from the URL (`?type=listings.DomainRestored&since=…`); junk and blanks are left out. */
export function readEventFilters(params: URLSearchParams): EventFilters {
  const filters: EventFilters = {};
  for (const name of FILTER_NAMES) {
    const value = params.get(name)?.trim();
    const read = value ? READ[name](value) : undefined;
    if (read) filters[name] = read;
  }
  return filters;
}

export function eventFilterParams(filters: EventFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  return params;
}

/** What the filter form holds: text as typed, times as a `datetime-local` input gives them. */
export interface EventFilterDraft {
  type: string | null;
  streamType: string | null;
  streamId: string;
  fromPosition: string;
  since: string;
  until: string;
}

export type DraftErrors = Partial<Record<'fromPosition' | 'until', string>>;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** An ISO time as a `datetime-local` value in the browser's time zone: "2026-03-01T14:05". */
export function toLocalInput(iso: string | undefined): string {
  if (!iso) return '';
  const time = new Date(iso);
  const minutes = `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}T${pad(time.getHours())}:${pad(time.getMinutes())}`;
  return time.getSeconds() === 0 ? minutes : `${minutes}:${pad(time.getSeconds())}`;
}

/** A `datetime-local` value (the browser's time zone) as an ISO time; blank stays blank. */
export function fromLocalInput(value: string): string | undefined {
  return value ? isoTime(value) : undefined;
}

export function draftOf(filters: EventFilters): EventFilterDraft {
  return {
    type: filters.type ?? null,
    streamType: filters.streamType ?? null,
    streamId: filters.streamId ?? '',
    fromPosition: filters.fromPosition ?? '',
    since: toLocalInput(filters.since),
    until: toLocalInput(filters.until),
  };
}

/** The filters a draft asks for, or what is wrong with it. */
export function filtersOf(
  draft: EventFilterDraft,
): { filters: EventFilters; errors?: never } | { filters?: never; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const fromPosition = draft.fromPosition.trim();
  if (fromPosition && !WHOLE_NUMBER.test(fromPosition)) {
    errors.fromPosition = 'Enter a whole number, such as 120.';
  }
  const since = fromLocalInput(draft.since);
  const until = fromLocalInput(draft.until);
  if (since && until && Date.parse(until) <= Date.parse(since)) {
    errors.until = 'Until must be later than Since.';
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    filters: readEventFilters(
      eventFilterParams({
        type: draft.type ?? undefined,
        streamType: draft.streamType ?? undefined,
        streamId: draft.streamId.trim(),
        fromPosition,
        since,
        until,
      }),
    ),
  };
}
