import { defineReadModel, defineTable } from '../../../platform/projections/read-model';
import { type ListingStreamEvent } from '../../listings';

/** The status a listing's event leaves it in, on My watchlist. */
const STATUS_AFTER: Partial<Record<ListingStreamEvent['type'], string>> = {
  'listings.ListingDeleted': 'deleted',
  'listings.DomainMarkedSold': 'sold',
  'listings.DomainRestored': 'active',
  'listings.DomainRelisted': 'active',
  'listings.ListingExpired': 'expired',
  'listings.ListingSuspended': 'suspended',
  'listings.ListingReinstated': 'active',
};

type WatchedListingRow = {
  listing_id: string;
  seller_id: string;
  name: string;
  price_cents: number;
  status: string;
};

/**
 * Every listing as "My watchlist" shows it and the seller's watcher counts group it
 * (`watchlist_listings`): its seller, name, price and status. Asynchronous, a moment behind the
 * listing's events.
 */
export const watchedListingsReadModel = defineReadModel({
  name: 'watchlists.listings',
  eventTypes: ['listings.DomainListed', 'listings.ListingUpdated', ...Object.keys(STATUS_AFTER)],
  tables: [
    defineTable<WatchedListingRow>({
      table: 'watchlist_listings',
      columns: ['listing_id', 'seller_id', 'name', 'price_cents', 'status'],
      key: ['listing_id'],
      keysOf: (event) => [{ listing_id: (event.data as { listingId: string }).listingId }],
      evolve(listing, recorded) {
        const event = { type: recorded.type, data: recorded.data } as ListingStreamEvent;
        if (event.type === 'listings.DomainListed') {
          const { listingId, sellerId, name, priceCents } = event.data;
          return listing
            ? { ...listing, price_cents: priceCents, status: 'active' }
            : {
                listing_id: listingId,
                seller_id: sellerId,
                name,
                price_cents: priceCents,
                status: 'active',
              };
        }
        if (!listing) return undefined;
        if (event.type === 'listings.ListingUpdated')
          return event.data.priceCents === undefined
            ? listing
            : { ...listing, price_cents: event.data.priceCents };
        const status = STATUS_AFTER[event.type];
        return status ? { ...listing, status } : listing;
      },
    }),
  ],
});
