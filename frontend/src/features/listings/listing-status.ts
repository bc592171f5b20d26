import type { components } from '../../lib/api/schema';

export type ListingStatus = components['schemas']['DomainListing']['status'];

/** Every status, in the order the portfolio's filter offers them. */
export const LISTING_STATUSES: readonly ListingStatus[] = [
  'active',
  'sold',
  'expired',
  'pending_payment',
  'draft',
];

/** The one map of a listing's status to its words, on every screen that shows it. */
export const STATUS_LABELS: Record<ListingStatus, string> = {
  active: 'Active',
  expired: 'Expired',
  pending_payment: 'Pending',
  sold: 'Sold',
  draft: 'Draft',
};

/**
 * The one map of a listing's status to its badge colour. Active is teal, as an active credit is on
 * /billing; green is kept for what is done (a completed deal, Mark Sold, a sale's price).
 */
export const STATUS_COLORS: Record<ListingStatus, string> = {
  active: 'teal',
  expired: 'gray',
  pending_payment: 'yellow',
  sold: 'blue',
  draft: 'gray',
};
