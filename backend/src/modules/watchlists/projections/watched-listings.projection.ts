import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { type RecordedEvent } from '../../../platform/event-store/event';
import { type Projection } from '../../../platform/projections/projection';
import { type ListingStreamEvent } from '../../listings';
import { STATUS_AFTER, WatchedListingsFold } from './watched-listings.fold';

/**
 * Every listing as "My watchlist" shows it and the seller's watcher counts group it
 * (`watchlist_listings`): its seller, name, price and status. Asynchronous, a moment behind the
 * listing's events; each statement sets values from the event, so applying one again changes
 * nothing.
 */
@Injectable()
export class WatchedListingsProjection implements Projection {
  readonly name = 'watchlists.listings';
  readonly eventTypes = [
    'listings.DomainListed',
    'listings.ListingUpdated',
    ...Object.keys(STATUS_AFTER),
  ];
  readonly tables = ['watchlist_listings'] as const;

  rowFold(): WatchedListingsFold {
    return new WatchedListingsFold();
  }

  async apply(events: RecordedEvent[], manager: EntityManager): Promise<void> {
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as ListingStreamEvent;
      if (event.type === 'listings.DomainListed') {
        const { listingId, sellerId, name, priceCents } = event.data;
        await manager.query(
          `insert into watchlist_listings (listing_id, seller_id, name, price_cents, status)
           values ($1, $2, $3, $4, 'active')
           on conflict (listing_id) do update set price_cents = excluded.price_cents, status = 'active'`,
          [listingId, sellerId, name, priceCents],
        );
      } else if (event.type === 'listings.ListingUpdated' && event.data.priceCents !== undefined) {
        await manager.query(
          `update watchlist_listings set price_cents = $2 where listing_id = $1`,
          [event.data.listingId, event.data.priceCents],
        );
      } else {
        const status = STATUS_AFTER[event.type];
        if (status)
          await manager.query(`update watchlist_listings set status = $2 where listing_id = $1`, [
            event.data.listingId,
            status,
          ]);
      }
    }
  }
}
