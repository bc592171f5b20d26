import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { moduleKeys } from '../../../lib/api/module-keys';
import type { components, operations } from '@dlm/sdk';

export type DomainListing = components['schemas']['DomainListing'];
export type MyListingsPage = components['schemas']['MyListingsPage'];
export type MyListingsParams = NonNullable<operations['getMyListings']['parameters']['query']> & {
  page: number;
  limit: number;
};

/** The key every page and filter of the seller's listings starts with, to refresh them all. */
export const myListingsKeyPrefix = [...moduleKeys.listings, 'my-listings'] as const;

export function myListingsQueryOptions(params: MyListingsParams) {
  return queryOptions({
    queryKey: [...myListingsKeyPrefix, params],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/domains/my-listings', { params: { query: params }, signal })),
    // The last page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useMyListings(params: MyListingsParams) {
  return useQuery(myListingsQueryOptions(params));
}
