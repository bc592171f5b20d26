import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { moduleKeys } from '../../../lib/api/module-keys';
import type { components } from '@dlm/sdk';

export type Timeline = components['schemas']['TransactionTimeline'];
export type TimelineStage = Timeline['stage'];

export function timelineQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...moduleKeys.deals, 'timeline', id],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/transaction-timeline/detail/{id}', { params: { path: { id } }, signal }),
      ),
  });
}

export function useTimeline(id: string) {
  return useQuery(timelineQueryOptions(id));
}
