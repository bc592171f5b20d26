import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { type RecordedEvent } from '../../../platform/event-store/event';
import { type Projection } from '../../../platform/projections/projection';
import { LISTING_EVENT_TYPES, type ListingEvent } from '../../listings';

/**
 * Advisory locks of this projection live in the two-key space under their own class, apart from
 * the stream locks (one-key space) and the projection ownership locks.
 */
const SELLER_LOCK_CLASS = 0x44420001;

/**
 * The dashboard's read model from the listing events: `dashboard_listings` keeps each listing's
 * current figures and `dashboard_daily_activity` what happened per seller and UTC day.
 *
 * Replays are safe twice over. A listing row remembers the last stream position applied, and an
 * event at or below it is skipped. The daily listings and sales are never incremented: they are
 * counted again from the listing rows of each seller the batch touched, so a restored sale or a
 * deleted listing leaves its day as if it had never counted, and a day left with nothing at all
 * has no row, as a rebuild would leave it.
 */
@Injectable()
export class SellerActivityProjection implements Projection {
  readonly name = 'dashboard.seller-activity';
  readonly eventTypes = LISTING_EVENT_TYPES;
  readonly tables = ['dashboard_listings', 'dashboard_daily_activity'] as const;

  async apply(events: RecordedEvent[], manager: EntityManager): Promise<void> {
    const sellerIds = [
      ...new Set(events.map((event) => (event.data as ListingEvent['data']).sellerId)),
    ];
    await this.lockSellers(sellerIds, manager);
    for (const event of events) {
      const listingId = (event.data as ListingEvent['data']).listingId;
      const [row] = await manager.query<Array<{ last_position: string }>>(
        `select last_position from dashboard_listings where listing_id = $1`,
        [listingId],
      );
      // Other events of the listing's stream are not ours, so a gap is no error here.
      if (row && event.streamPosition <= BigInt(row.last_position)) continue;
      const listingEvent = { type: event.type, data: event.data } as ListingEvent;
      await this.evolve(listingEvent, String(event.streamPosition), manager);
    }
    await this.countDays(sellerIds, manager);
  }

  /**
   * Two appends for one seller's listings (two listing streams) may run at once; each counts the
   * seller's days again from the rows it sees, so the second must wait to see the first one's.
   */
  private async lockSellers(sellerIds: string[], manager: EntityManager): Promise<void> {
    await manager.query(
      `select pg_advisory_xact_lock($1, key)
         from (select distinct hashtext(s) as key from unnest($2::text[]) as s order by key) as keys`,
      [SELLER_LOCK_CLASS, sellerIds],
    );
  }

  /** `position` is the event's stream position, recorded as the last one applied. */
  private async evolve(
    listingEvent: ListingEvent,
    position: string,
    manager: EntityManager,
  ): Promise<void> {
    switch (listingEvent.type) {
      case 'listings.DomainListed': {
        const data = listingEvent.data;
        await manager.query(
          `insert into dashboard_listings
             (listing_id, seller_id, name, status, price_cents, listed_at, expires_at, auto_relist,
              last_position)
           values ($1, $2, $3, 'active', $4, $5, $6, $7, $8)`,
          [
            data.listingId,
            data.sellerId,
            data.name,
            data.priceCents,
            data.listedAt,
            data.expiresAt,
            data.autoRelist,
            position,
          ],
        );
        return;
      }
      case 'listings.ListingUpdated': {
        const data = listingEvent.data;
        await manager.query(
          `update dashboard_listings
              set price_cents = coalesce($2, price_cents),
                  auto_relist = coalesce($3, auto_relist), last_position = $4
            where listing_id = $1`,
          [data.listingId, data.priceCents ?? null, data.autoRelist ?? null, position],
        );
        return;
      }
      case 'listings.ListingDeleted':
        await manager.query(
          `update dashboard_listings set status = 'deleted', last_position = $2
            where listing_id = $1`,
          [listingEvent.data.listingId, position],
        );
        return;
      case 'listings.DomainRelisted':
        await manager.query(
          `update dashboard_listings set expires_at = $2, last_position = $3 where listing_id = $1`,
          [listingEvent.data.listingId, listingEvent.data.expiresAt, position],
        );
        return;
      case 'listings.ListingExpired':
        // Expiry is read from the period and auto-relist (listingStatus), which this event confirms.
        await manager.query(
          `update dashboard_listings set last_position = $2 where listing_id = $1`,
          [listingEvent.data.listingId, position],
        );
        return;
      case 'listings.DomainMarkedSold': {
        const data = listingEvent.data;
        await manager.query(
          `update dashboard_listings
              set status = 'sold', sale_price_cents = $2, sold_at = $3, last_position = $4
            where listing_id = $1`,
          [data.listingId, data.salePriceCents, data.soldAt, position],
        );
        return;
      }
      case 'listings.DomainRestored':
        await manager.query(
          `update dashboard_listings
              set status = 'active', sale_price_cents = null, sold_at = null, last_position = $2
            where listing_id = $1`,
          [listingEvent.data.listingId, position],
        );
        return;
      case 'listings.ListingViewed': {
        const data = listingEvent.data;
        await this.countOnDay(
          data.listingId,
          'views',
          data.views,
          data.viewedAt,
          position,
          manager,
        );
        return;
      }
      case 'listings.InquiryReceived': {
        const data = listingEvent.data;
        await this.countOnDay(
          data.listingId,
          'inquiries',
          data.inquiries,
          data.receivedAt,
          position,
          manager,
        );
        return;
      }
      default: {
        const unknown: never = listingEvent;
        return unknown;
      }
    }
  }

  /**
   * A view or an inquiry: the listing's total as the event states it, and one more on the seller's
   * UTC day (the position check above keeps that increment to once per event).
   */
  private async countOnDay(
    listingId: string,
    column: 'views' | 'inquiries',
    total: number,
    at: string,
    position: string,
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `with listing as (
         update dashboard_listings set ${column} = $2, last_position = $3
          where listing_id = $1 returning seller_id
       )
       insert into dashboard_daily_activity (seller_id, day, ${column})
       select seller_id, ($4::timestamptz at time zone 'UTC')::date, 1 from listing
       on conflict (seller_id, day)
         do update set ${column} = dashboard_daily_activity.${column} + 1`,
      [listingId, total, position, at],
    );
  }

  /** Listings created and sales made per UTC day, from the listings that are not deleted. */
  private async countDays(sellerIds: string[], manager: EntityManager): Promise<void> {
    await manager.query(
      `with counted as (
         select seller_id, day, sum(listed)::int as listings_created, sum(sold)::int as sales
           from (select seller_id, (listed_at at time zone 'UTC')::date as day, 1 as listed, 0 as sold
                   from dashboard_listings
                  where seller_id = any($1::uuid[]) and status <> 'deleted'
                 union all
                 select seller_id, (sold_at at time zone 'UTC')::date, 0, 1
                   from dashboard_listings
                  where seller_id = any($1::uuid[]) and status = 'sold') as activity
          group by seller_id, day
       ), upserted as (
         insert into dashboard_daily_activity (seller_id, day, listings_created, sales)
         select seller_id, day, listings_created, sales from counted
         on conflict (seller_id, day) do update
           set listings_created = excluded.listings_created, sales = excluded.sales
       )
       update dashboard_daily_activity as daily set listings_created = 0, sales = 0
        where daily.seller_id = any($1::uuid[])
          and not exists (select 1 from counted
                           where counted.seller_id = daily.seller_id and counted.day = daily.day)`,
      [sellerIds],
    );
    await manager.query(
      `delete from dashboard_daily_activity
        where seller_id = any($1::uuid[])
          and listings_created = 0 and sales = 0 and views = 0 and inquiries = 0`,
      [sellerIds],
    );
  }
}
