import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { moduleKeys } from '../../../lib/api/module-keys';
import { STALE_TIME } from '../../../lib/query-client';

export function eventTypesQueryOptions() {
  return queryOptions({
    queryKey: [...moduleKeys.audit, 'event-types'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/audit/event-types', { signal })),
    // A new type appears with a release or a first event of its kind, rarely within a visit.
    staleTime: STALE_TIME.slow,
  });
}

/** Every event type and stream type in the log, for the filters' choices. */
export function useEventTypes() {
  return useQuery(eventTypesQueryOptions());
}
