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

/** The public marketplace: its pages of listings and the landing page of one listing. */
export const marketplaceKeys = {
  all: ['marketplace'] as const,
  listingsPages: () => [...marketplaceKeys.all, 'listings'] as const,
  listings: (params: Readonly<Record<string, string | number>>) =>
    [...marketplaceKeys.listingsPages(), params] as const,
  byName: (name: string) => [...marketplaceKeys.all, 'by-name', name] as const,
};

/** The inquiries a buyer has sent. */
export const inquiryKeys = {
  all: ['inquiries'] as const,
  mine: (params: { page: number; limit: number; status?: string }) =>
    [...inquiryKeys.all, 'mine', params] as const,
};

/** The lead manager: overview figures, leads by status and completed sales. */
export const sellerDashboardKeys = {
  all: ['seller-dashboard'] as const,
  overview: () => [...sellerDashboardKeys.all, 'overview'] as const,
  inquiries: (params: { page: number; limit: number; status: string }) =>
    [...sellerDashboardKeys.all, 'inquiries', params] as const,
  sales: (params: { page: number; limit: number }) =>
    [...sellerDashboardKeys.all, 'sales', params] as const,
  templates: () => [...sellerDashboardKeys.all, 'response-templates'] as const,
};

/**
 * Deals: timelines (the caller's list and each deal), their verification checklists, and the sale
 * reports with the seller's summary. The lead manager and My listings open deals too.
 */
export const dealKeys = {
  all: ['deals'] as const,
  timelineLists: () => [...dealKeys.all, 'timelines'] as const,
  timelineList: (params: { page: number; limit: number; status?: string; role?: string }) =>
    [...dealKeys.timelineLists(), params] as const,
  timeline: (id: string) => [...dealKeys.all, 'timeline', id] as const,
  verificationTemplates: () => [...dealKeys.all, 'verification-templates'] as const,
  verification: (id: string) => [...dealKeys.all, 'verification', id] as const,
  report: (id: string) => [...dealKeys.all, 'report', id] as const,
  sellerSummaries: () => [...dealKeys.all, 'seller-summary'] as const,
  sellerSummary: (params: { timeframe: string; page: number; limit: number }) =>
    [...dealKeys.sellerSummaries(), params] as const,
};

/**
 * The audit screens (auditors only): the event log by filters, one stream, the sales with their
 * reversals, the projections, and the lists of event and stream types for the filters.
 */
export const auditKeys = {
  all: ['audit'] as const,
  eventTypes: () => [...auditKeys.all, 'event-types'] as const,
  events: (filters: Readonly<Record<string, string>>) =>
    [...auditKeys.all, 'events', filters] as const,
  stream: (streamId: string) => [...auditKeys.all, 'stream', streamId] as const,
  sales: (filters: { domain?: string }) => [...auditKeys.all, 'sales', filters] as const,
  projections: () => [...auditKeys.all, 'projections'] as const,
};

/**
 * After a listing is created, changed, sold, restored or deleted: listings (the seller's and the
 * marketplace's), figures, the lead manager, credits and deals (a restored sale reverses its deal
 * and its sale report).
 */
export async function invalidateAfterListingChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: domainKeys.all }),
    queryClient.invalidateQueries({ queryKey: marketplaceKeys.all }),
    queryClient.invalidateQueries({ queryKey: sellerDashboardKeys.all }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    queryClient.invalidateQueries({ queryKey: creditKeys.all }),
    queryClient.invalidateQueries({ queryKey: profileKeys.all }),
    queryClient.invalidateQueries({ queryKey: dealKeys.all }),
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
