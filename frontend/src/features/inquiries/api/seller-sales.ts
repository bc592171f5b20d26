import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { moduleKeys } from '../../../lib/api/module-keys';
import type { components } from '@dlm/sdk';

export type SoldRecord = components['schemas']['SoldRecord'];

/** Completed Sales: up to 100, newest first (spec section 9, "Lead lists"). */
export const COMPLETED_SALES = { page: 1, limit: 100 } as const;

export function sellerSalesQueryOptions(params: { page: number; limit: number }) {
  return queryOptions({
    queryKey: [...moduleKeys.inquiries, 'seller-sales', params],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/seller-dashboard/sales', { params: { query: params }, signal })),
  });
}

export function useCompletedSales() {
  return useQuery(sellerSalesQueryOptions(COMPLETED_SALES));
}
