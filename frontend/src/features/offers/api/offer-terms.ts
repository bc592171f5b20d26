import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { moduleKeys } from '../../../lib/api/module-keys';
import type { components } from '@dlm/sdk';

export type OfferTerms = components['schemas']['OfferTerms'];

/** What a buyer may know before offering: whether offers are taken, Buy Now and the deadlines. */
export function offerTermsQueryOptions(listingId: string) {
  return queryOptions({
    queryKey: [...moduleKeys.offers, 'terms', listingId],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/offers/terms/{listingId}', { params: { path: { listingId } }, signal })),
  });
}

export function useOfferTerms(listingId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...offerTermsQueryOptions(listingId), enabled: options.enabled ?? true });
}
