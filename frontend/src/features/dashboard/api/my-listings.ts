import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { domainKeys } from '../../../lib/api/query-keys';
import type { components } from '../../../lib/api/schema';

export type DomainListing = components['schemas']['DomainListing'];

/** The dashboard shows the first 50 listings, as the spec's client does. */
export const PORTFOLIO_PAGE = { page: 1, limit: 50 } as const;

export function myListingsQueryOptions(params: { page: number; limit: number }) {
  return queryOptions({
    queryKey: domainKeys.myListings(params),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/domains/my-listings', { params: { query: params }, signal })),
  });
}

export function useMyListings() {
  return useQuery(myListingsQueryOptions(PORTFOLIO_PAGE));
}
