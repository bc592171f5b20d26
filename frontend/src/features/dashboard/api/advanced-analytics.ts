import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { dashboardKeys } from '../../../lib/api/query-keys';
import type { components } from '../../../lib/api/schema';
import { STALE_TIME } from '../../../lib/query-client';

export type AdvancedAnalytics = components['schemas']['AdvancedAnalytics'];

export function advancedAnalyticsQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.advanced(),
    queryFn: ({ signal }) => unwrap(api.GET('/api/dashboard/advanced', { signal })),
    staleTime: STALE_TIME.medium,
  });
}

export function useAdvancedAnalytics() {
  return useQuery(advancedAnalyticsQueryOptions());
}
