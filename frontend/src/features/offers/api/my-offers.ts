import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { moduleKeys } from '../../../lib/api/module-keys';
import type { components } from '@dlm/sdk';

export type Offer = components['schemas']['Offer'];
export type OfferListStatus = 'open' | 'closed' | 'all';

export interface MyOffersParams {
  status: OfferListStatus;
  page: number;
  limit: number;
}

/** A buyer has at most 10 open offers (the server's limit): one page of 50 holds them all. */
export const OPEN_OFFERS_OF_BUYER: MyOffersParams = { status: 'open', page: 1, limit: 50 };

export function myOffersQueryOptions(params: MyOffersParams) {
  return queryOptions({
    queryKey: [...moduleKeys.offers, 'mine', params],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/offers/mine', { params: { query: params }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** The caller's offers as a buyer, latest activity first. */
export function useMyOffers(params: MyOffersParams) {
  return useQuery(myOffersQueryOptions(params));
}

/**
 * The ids of the listings the caller has an open offer on, from one call: the marketplace's cards
 * say "You have an open offer" without asking about each listing.
 */
export function useListingsWithOpenOffer(options: { enabled?: boolean } = {}) {
  return useQuery({
    ...myOffersQueryOptions(OPEN_OFFERS_OF_BUYER),
    enabled: options.enabled ?? true,
    select: (page) => new Set(page.offers.map((offer) => offer.listing_id)),
  });
}
