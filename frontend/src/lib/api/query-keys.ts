import type { QueryClient } from '@tanstack/react-query';
import { profileKeys } from '../auth/profile';

/**
 * Query keys shared by every screen that shows listings or the figures made from them, so that a
 * change made on one screen refreshes the others. Each feature builds its query options on these.
 */
export const domainKeys = {
  all: ['domains'] as const,
  myListings: (params: { page: number; limit: number; status?: string; search?: string }) =>
    [...domainKeys.all, 'my-listings', params] as const,
  detail: (id: string) => [...domainKeys.all, 'detail', id] as const,
};

export const dashboardKeys = {
  all: ['dashboard'] as const,
  stats: () => [...dashboardKeys.all, 'stats'] as const,
  advanced: () => [...dashboardKeys.all, 'advanced'] as const,
  profileStats: () => [...dashboardKeys.all, 'profile-stats'] as const,
};

export const creditKeys = {
  all: ['credits'] as const,
};

/** After a listing is created, changed, sold, restored or deleted: listings, figures, credits. */
export async function invalidateAfterListingChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: domainKeys.all }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    queryClient.invalidateQueries({ queryKey: creditKeys.all }),
    queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  ]);
}
