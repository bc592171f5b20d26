import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { moduleKeys } from '../../../lib/api/module-keys';
import type { components } from '@dlm/sdk';

export type DomainListing = components['schemas']['DomainListing'];

export function listingQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...moduleKeys.listings, 'detail', id],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/domains/detail/{id}', { params: { path: { id } }, signal })),
  });
}

export function useListing(id: string) {
  return useQuery(listingQueryOptions(id));
}
