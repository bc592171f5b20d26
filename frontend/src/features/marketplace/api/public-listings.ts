import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/errors';
import { moduleKeys } from '../../../lib/api/module-keys';
import type { components } from '@dlm/sdk';
import { getCurrentSession } from '../../../lib/auth/session-store';
import type { ListingsQuery } from '../search-state';

export type MarketplaceListing = components['schemas']['MarketplaceListing'];
/** A listing of the marketplace page, with the spans of its name that matched the search. */
export type MarketplaceMatch = components['schemas']['MarketplaceMatch'];
export type NameHighlight = components['schemas']['NameHighlight'];
export type PublicListingsPage = components['schemas']['PublicListingsPage'];

function getPage(query: ListingsQuery, signal: AbortSignal, withoutToken = false) {
  return unwrap(
    api.GET('/api/domains/public-listings', {
      params: { query },
      // An empty header keeps the client from adding the session's token.
      headers: withoutToken ? { Authorization: '' } : undefined,
      signal,
    }),
  );
}

/**
 * The public listings are called with the token when signed in; on an unauthorized answer the call
 * is made once more without it (spec section 6).
 */
async function fetchPublicListings(
  query: ListingsQuery,
  signal: AbortSignal,
): Promise<PublicListingsPage> {
  try {
    return await getPage(query, signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && getCurrentSession()) {
      return getPage(query, signal, true);
    }
    throw error;
  }
}

export function publicListingsQueryOptions(query: ListingsQuery) {
  return queryOptions({
    queryKey: [...moduleKeys.marketplace, 'listings', query],
    queryFn: ({ signal }) => fetchPublicListings(query, signal),
    // The last page stays on screen while the next search loads.
    placeholderData: keepPreviousData,
  });
}

export function usePublicListings(query: ListingsQuery) {
  return useQuery(publicListingsQueryOptions(query));
}
