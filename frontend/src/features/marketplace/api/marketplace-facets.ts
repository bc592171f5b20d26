import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@dlm/sdk';
import { api, unwrap } from '../../../lib/api/client';
import { moduleKeys } from '../../../lib/api/module-keys';
import type { ListingsQuery } from '../search-state';

/** How many listings each value of each filter would show (`GET .../public-listings/facets`). */
export type MarketplaceFacets = components['schemas']['MarketplaceFacets'];

/** The search and filters of a listings query: what the counts depend on. */
export function facetsQuery({
  page: _page,
  limit: _limit,
  sort: _sort,
  ...filters
}: ListingsQuery) {
  return filters;
}

export function marketplaceFacetsQueryOptions(query: ReturnType<typeof facetsQuery>) {
  return queryOptions({
    queryKey: [...moduleKeys.marketplace, 'facets', query],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/domains/public-listings/facets', {
          params: { query },
          // Open to everyone: the counts are the same signed in or not.
          headers: { Authorization: '' },
          signal,
        }),
      ),
    // The last counts stay beside the filters while the next ones load.
    placeholderData: keepPreviousData,
  });
}

/** The counts beside the marketplace's filters; the filters show none while they are missing. */
export function useMarketplaceFacets(query: ListingsQuery) {
  return useQuery(marketplaceFacetsQueryOptions(facetsQuery(query)));
}
