import type { components } from '@dlm/sdk';

export type ListingStatus = components['schemas']['DomainListing']['status'];

/** Every status, in the order the portfolio's filter offers them. */
export const LISTING_STATUSES: readonly ListingStatus[] = [
  'active',
  'sold',
  'expired',
  'pending_payment',
  'draft',
  'suspended',
];

/** The one map of a listing's status to its words, on every screen that shows it. */
export const STATUS_LABELS: Record<ListingStatus, string> = {
  active: 'Active',
  expired: 'Expired',
  pending_payment: 'Pending',
  sold: 'Sold',
  draft: 'Draft',
  suspended: 'Suspended',
};

/**
 * The one map of a listing's status to its badge colour. Active is teal, as an active credit is on
 * /billing; green is kept for what is done (a completed deal, Mark Sold, a sale's price). Suspended
 * is red, something for the seller to fix: its light badge reads 4.5:1, where orange's reads 3.6:1.
 */
export const STATUS_COLORS: Record<ListingStatus, string> = {
  active: 'teal',
  expired: 'gray',
  pending_payment: 'yellow',
  sold: 'blue',
  draft: 'gray',
  suspended: 'red',
};

/** Verified, unless suspended: a suspension outweighs the record found before it (ADR 0024). */
export function showsVerified(listing: { verified: boolean; status: ListingStatus }): boolean {
  return listing.verified && listing.status !== 'suspended';
}
