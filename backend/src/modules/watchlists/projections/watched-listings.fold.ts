import { type RecordedEvent } from '../../../platform/event-store/event';
import { type RowFold } from '../../../platform/projections/row-fold';
import { type ListingStreamEvent } from '../../listings';

/** The status a listing's event leaves it in, on My watchlist. */
export const STATUS_AFTER: Partial<Record<ListingStreamEvent['type'], string>> = {
  'listings.ListingDeleted': 'deleted',
  'listings.DomainMarkedSold': 'sold',
  'listings.DomainRestored': 'active',
  'listings.DomainRelisted': 'active',
  'listings.ListingExpired': 'expired',
  'listings.ListingSuspended': 'suspended',
  'listings.ListingReinstated': 'active',
};

interface WatchedListingRow {
  listing_id: string;
  seller_id: string;
  name: string;
  price_cents: number;
  status: string;
}

/**
 * `watchlist_listings` folded in memory for a rebuild (`RowFold`): the rows
 * `WatchedListingsProjection.apply` leaves, event by event in feed order.
 */
export class WatchedListingsFold implements RowFold {
  private readonly listings = new Map<string, WatchedListingRow>();

  fold(recorded: RecordedEvent): void {
    const event = { type: recorded.type, data: recorded.data } as ListingStreamEvent;
    if (event.type === 'listings.DomainListed') {
      const { listingId, sellerId, name, priceCents } = event.data;
      const listing = this.listings.get(listingId);
      if (listing) {
        listing.price_cents = priceCents;
        listing.status = 'active';
      } else
        this.listings.set(listingId, {
          listing_id: listingId,
          seller_id: sellerId,
          name,
          price_cents: priceCents,
          status: 'active',
        });
      return;
    }
    const listing = this.listings.get(event.data.listingId);
    if (!listing) return;
    if (event.type === 'listings.ListingUpdated') {
      if (event.data.priceCents !== undefined) listing.price_cents = event.data.priceCents;
      return;
    }
    listing.status = STATUS_AFTER[event.type] ?? listing.status;
  }

  tables() {
    return [{ table: 'watchlist_listings', rows: this.listings.values() }];
  }
}
