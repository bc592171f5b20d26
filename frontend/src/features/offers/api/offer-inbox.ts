import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { moduleKeys } from '../../../lib/api/module-keys';
import type { OfferListStatus } from './my-offers';

export interface OfferInboxParams {
  status: OfferListStatus;
  /** Include the offers below the seller's minimum, which the rules declined at once. */
  lowballs: boolean;
  page: number;
  limit: number;
}

export function offerInboxQueryOptions(params: OfferInboxParams) {
  return queryOptions({
    queryKey: [...moduleKeys.offers, 'inbox', params],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/offers/inbox', { params: { query: params }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** Offers on the caller's listings, latest activity first. */
export function useOfferInbox(params: OfferInboxParams) {
  return useQuery(offerInboxQueryOptions(params));
}
