import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { moduleKeys } from '../../../lib/api/module-keys';
import type { components, operations } from '@dlm/sdk';

export type TimelineSummary = components['schemas']['TransactionTimelineSummary'];
export type TimelineListParams = NonNullable<
  operations['getMyTimelines']['parameters']['query']
> & { page: number; limit: number };

/** Every page and filter of the caller's deals: what a new deal or a change of stage reorders. */
export const MY_TIMELINES_KEY = [...moduleKeys.deals, 'timelines'] as const;

export function myTimelinesQueryOptions(params: TimelineListParams) {
  return queryOptions({
    queryKey: [...MY_TIMELINES_KEY, params],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/transaction-timeline/my-timelines', { params: { query: params }, signal }),
      ),
    // The page on screen stays while the next page or filter loads, rather than a loader flashing.
    placeholderData: keepPreviousData,
  });
}

export function useMyTimelines(params: TimelineListParams) {
  return useQuery(myTimelinesQueryOptions(params));
}
