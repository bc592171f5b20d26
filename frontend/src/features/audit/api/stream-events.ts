import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { moduleKeys } from '../../../lib/api/module-keys';

export const STREAM_PAGE_SIZE = 100;

export function streamEventsQueryOptions(streamId: string) {
  return infiniteQueryOptions({
    queryKey: [...moduleKeys.audit, 'stream', streamId],
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        api.GET('/api/audit/streams/{streamId}/events', {
          params: {
            path: { streamId },
            query: { limit: STREAM_PAGE_SIZE, ...(pageParam !== null && { cursor: pageParam }) },
          },
          signal,
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** One stream's events in order, one page after another as "Load more" asks. */
export function useStreamEvents(streamId: string) {
  return useInfiniteQuery(streamEventsQueryOptions(streamId));
}
