import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { moduleKeys } from '../../../lib/api/module-keys';
import type { components, operations } from '@dlm/sdk';

export type AuditEvent = components['schemas']['AuditEventDto'];

type EventsQuery = NonNullable<operations['getEvents']['parameters']['query']>;

/** What the event browser filters on: everything the server takes but the page and its size. */
export type EventFilters = Omit<EventsQuery, 'limit' | 'cursor'>;

export const EVENTS_PAGE_SIZE = 50;

export function eventsQueryOptions(filters: EventFilters) {
  return infiniteQueryOptions({
    queryKey: [...moduleKeys.audit, 'events', filters],
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        api.GET('/api/audit/events', {
          params: {
            query: {
              ...filters,
              limit: EVENTS_PAGE_SIZE,
              ...(pageParam !== null && { cursor: pageParam }),
            },
          },
          signal,
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** The log in global order, one page after another as "Load more" asks. */
export function useEvents(filters: EventFilters) {
  return useInfiniteQuery(eventsQueryOptions(filters));
}
