import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { moduleKeys } from '../../../lib/api/module-keys';
import type { components } from '@dlm/sdk';
import { STALE_TIME } from '../../../lib/query-client';

export type DashboardStats = components['schemas']['DashboardStats'];

/** What the cards show when the figures cannot be loaded (spec: "the stats fall back to zeros"). */
export const EMPTY_STATS: DashboardStats = {
  totalListings: 0,
  activeListings: 0,
  soldListings: 0,
  totalViews: 0,
  totalInquiries: 0,
  totalRevenue: 0,
  averagePrice: 0,
  conversionRate: 0,
};

export function dashboardStatsQueryOptions() {
  return queryOptions({
    queryKey: [...moduleKeys.dashboard, 'stats'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/dashboard/stats', { signal })),
    // The server caches these figures for 60 s per user; asking sooner returns the same answer.
    staleTime: STALE_TIME.medium,
  });
}

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions());
}
