import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { moduleKeys } from '../../../lib/api/module-keys';
import type { components } from '@dlm/sdk';

export type SalesFigures = components['schemas']['SellerSalesFigures'];
export type Timeframe = SalesFigures['timeframe'];

/** The deals page shows the figures only, so one report is enough to ask for. */
const SUMMARY_PAGE = { page: 1, limit: 1 } as const;

/** The seller's summary in every timeframe: what a new sale report changes. */
export const SELLER_SUMMARY_KEY = [...moduleKeys.deals, 'seller-summary'] as const;

export function sellerSummaryQueryOptions(timeframe: Timeframe) {
  const params = { timeframe, ...SUMMARY_PAGE };
  return queryOptions({
    queryKey: [...SELLER_SUMMARY_KEY, params],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/post-transaction-analytics/seller-summary', {
          params: { query: params },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useSellerSummary(timeframe: Timeframe) {
  return useQuery(sellerSummaryQueryOptions(timeframe));
}
