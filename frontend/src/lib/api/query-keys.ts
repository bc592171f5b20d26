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
  records: () => [...creditKeys.all, 'records'] as const,
};

/** Products, the Pro subscription and the payment history. */
export const billingKeys = {
  all: ['billing'] as const,
  products: () => [...billingKeys.all, 'products'] as const,
  subscriptions: () => [...billingKeys.all, 'subscription'] as const,
  subscription: (userId: string) => [...billingKeys.subscriptions(), userId] as const,
  transactions: () => [...billingKeys.all, 'transactions'] as const,
  transactionsPage: (params: { page: number; limit: number }) =>
    [...billingKeys.transactions(), params] as const,
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

/** After a payment or a cancelled subscription: credits, plan and payment history. */
export async function invalidateAfterPayment(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: profileKeys.all }),
    queryClient.invalidateQueries({ queryKey: creditKeys.all }),
    queryClient.invalidateQueries({ queryKey: billingKeys.subscriptions() }),
    queryClient.invalidateQueries({ queryKey: billingKeys.transactions() }),
  ]);
}
