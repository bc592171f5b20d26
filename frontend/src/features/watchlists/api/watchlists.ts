import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { moduleKeys } from '../../../lib/api/module-keys';
import type { components } from '@dlm/sdk';

export type WatchlistItem = components['schemas']['WatchlistItem'];
export type SavedSearch = components['schemas']['SavedSearch'];
export type SaveSearchRequest = components['schemas']['SaveSearchRequest'];
export type NotificationSettings = components['schemas']['NotificationSettingsView'];

const watchlistQueryOptions = () =>
  queryOptions({
    queryKey: [...moduleKeys.watchlists, 'items'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/watchlists/items', { signal })),
  });

const savedSearchesQueryOptions = () =>
  queryOptions({
    queryKey: [...moduleKeys.watchlists, 'searches'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/watchlists/searches', { signal })),
  });

const settingsQueryOptions = () =>
  queryOptions({
    queryKey: [...moduleKeys.watchlists, 'settings'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/watchlists/settings', { signal })),
  });

const watcherCountsQueryOptions = () =>
  queryOptions({
    queryKey: [...moduleKeys.watchlists, 'watchers'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/watchlists/watchers', { signal })),
  });

/** "My watchlist": each listing's price now against when watched, and whether it is still for sale. */
export function useMyWatchlist() {
  return useQuery(watchlistQueryOptions());
}

/** The ids of the listings the caller watches, from one call for a whole page of cards. */
export function useWatchedIds() {
  return useQuery({
    ...watchlistQueryOptions(),
    select: (items) => new Set(items.map((item) => item.listing_id)),
  });
}

/** Watches or stops watching a listing (the heart). */
export function useToggleWatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listingId, watch }: { listingId: string; watch: boolean }) =>
      watch
        ? unwrap(api.POST('/api/watchlists/items', { body: { listing_id: listingId } }))
        : unwrap(
            api.DELETE('/api/watchlists/items/{listingId}', {
              params: { path: { listingId } },
            }),
          ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moduleKeys.watchlists }),
  });
}

export function useSavedSearches() {
  return useQuery(savedSearchesQueryOptions());
}

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveSearchRequest) => unwrap(api.POST('/api/watchlists/searches', { body })),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: savedSearchesQueryOptions().queryKey }),
  });
}

export function useRemoveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/api/watchlists/searches/{id}', { params: { path: { id } } })),
    onSuccess: (searches) =>
      queryClient.setQueryData(savedSearchesQueryOptions().queryKey, searches),
  });
}

export function useNotificationSettings() {
  return useQuery(settingsQueryOptions());
}

export function useChangeNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettings) =>
      unwrap(api.PUT('/api/watchlists/settings', { body })),
    onSuccess: (settings) => queryClient.setQueryData(settingsQueryOptions().queryKey, settings),
  });
}

/** How many buyers watch each of the seller's listings, by listing id. */
export function useWatcherCounts() {
  return useQuery({
    ...watcherCountsQueryOptions(),
    select: (counts) => new Map(counts.map((count) => [count.listing_id, count.watchers])),
  });
}
