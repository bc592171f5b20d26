import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { moduleKeys } from '../../../lib/api/module-keys';
import type { components } from '@dlm/sdk';
import { STALE_TIME } from '../../../lib/query-client';

export type AdvancedAnalytics = components['schemas']['AdvancedAnalytics'];

export function advancedAnalyticsQueryOptions() {
  return queryOptions({
    queryKey: [...moduleKeys.dashboard, 'advanced'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/dashboard/advanced', { signal })),
    staleTime: STALE_TIME.medium,
  });
}

export function useAdvancedAnalytics() {
  return useQuery(advancedAnalyticsQueryOptions());
}
