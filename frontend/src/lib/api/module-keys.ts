import type { QueryClient } from '@tanstack/react-query';

/**
 * The first element of every query key: the backend module that answers the query. A feature writes
 * its keys inside its own queryOptions factories, each starting with its module's root; code that
 * must refresh another module's screens invalidates that module's root, so that no feature imports
 * another's keys (ADR 0023).
 */
export const moduleKeys = {
  audit: ['audit'],
  billing: ['billing'],
  credits: ['credits'],
  dashboard: ['dashboard'],
  deals: ['deals'],
  identity: ['identity'],
  inquiries: ['inquiries'],
  integrations: ['integrations'],
  listings: ['listings'],
  marketing: ['marketing'],
  marketplace: ['marketplace'],
  offers: ['offers'],
  watchlists: ['watchlists'],
} as const;

/**
 * What a listing created, changed, sold, restored or deleted shows on: the seller's listings and the
 * marketplace, the figures, the lead manager, the credit history, the profile's credit count, deals
 * (a restored sale reverses its deal and its sale report) and offers (a sale closes the listing's
 * open offers; whether a name takes offers follows its status).
 */
const SHOWN_WITH_LISTINGS = [
  'listings',
  'marketplace',
  'dashboard',
  'inquiries',
  'credits',
  'identity',
  'deals',
  'offers',
] as const;

export async function invalidateAfterListingChange(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    SHOWN_WITH_LISTINGS.map((module) =>
      queryClient.invalidateQueries({ queryKey: moduleKeys[module] }),
    ),
  );
}
