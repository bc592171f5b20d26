import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { moduleKeys } from '../../../lib/api/module-keys';
import type { components } from '@dlm/sdk';

export type ListingOwnership = components['schemas']['ListingOwnership'];
export type OwnershipCheck = components['schemas']['OwnershipCheck'];
export type DnsRecordToPublish = components['schemas']['DnsRecordToPublish'];

export function listingOwnershipQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...moduleKeys.listings, 'ownership', id],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/domains/{id}/ownership', { params: { path: { id } }, signal })),
  });
}

/** The listing's ownership proof: the records to publish and what the checks found (ADR 0024). */
export function useListingOwnership(id: string) {
  return useQuery(listingOwnershipQueryOptions(id));
}
