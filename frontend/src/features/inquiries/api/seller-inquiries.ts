import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { moduleKeys } from '../../../lib/api/module-keys';
import type { components } from '@dlm/sdk';

export type SellerInquiry = components['schemas']['SellerInquiry'];

/** Spec section 7: the lead manager asks for page 1 of up to 100 new and responded leads. */
export const ACTIVE_LEADS = { page: 1, limit: 100, status: 'new,responded' } as const;

export function sellerInquiriesQueryOptions(params: {
  page: number;
  limit: number;
  status: string;
}) {
  return queryOptions({
    queryKey: [...moduleKeys.inquiries, 'seller-inquiries', params],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/seller-dashboard/inquiries', { params: { query: params }, signal })),
  });
}

export function useActiveLeads() {
  return useQuery(sellerInquiriesQueryOptions(ACTIVE_LEADS));
}
