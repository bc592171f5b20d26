import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { moduleKeys } from '../../../lib/api/module-keys';
import type { components } from '@dlm/sdk';

export type OwnershipSummary = components['schemas']['OwnershipSummary'];

/** Every summary, with or without `since`, to refresh them all after a check. */
export const ownershipSummaryKeyPrefix = [...moduleKeys.listings, 'ownership-summary'] as const;

/**
 * How many of the seller's listings are verified, unverified and suspended; with `since` (the
 * `started_at` of a "Check all"), also how many were checked since then.
 */
export function ownershipSummaryQueryOptions(since?: string) {
  return queryOptions({
    queryKey: [...ownershipSummaryKeyPrefix, since ?? 'now'],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/domains/ownership/summary', {
          params: { query: since ? { since } : {} },
          signal,
        }),
      ),
  });
}

export function useOwnershipSummary() {
  return useQuery(ownershipSummaryQueryOptions());
}
