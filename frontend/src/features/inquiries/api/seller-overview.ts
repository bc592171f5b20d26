import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { moduleKeys } from '../../../lib/api/module-keys';
import type { components } from '@dlm/sdk';

export type SellerOverview = components['schemas']['SellerOverview'];

export function sellerOverviewQueryOptions() {
  return queryOptions({
    queryKey: [...moduleKeys.inquiries, 'seller-overview'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/seller-dashboard/overview', { signal })),
  });
}

export function useSellerOverview() {
  return useQuery(sellerOverviewQueryOptions());
}
