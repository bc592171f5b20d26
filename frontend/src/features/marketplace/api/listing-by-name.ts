import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { moduleKeys } from '../../../lib/api/module-keys';

export function listingByNameQueryOptions(name: string) {
  return queryOptions({
    queryKey: [...moduleKeys.marketplace, 'by-name', name],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/domains/by-name/{name}', { params: { path: { name } }, signal })),
  });
}

/** One listing on sale, for its landing page /d/{name}; a 404 when it is not on sale. */
export function useListingByName(name: string) {
  return useQuery(listingByNameQueryOptions(name));
}
