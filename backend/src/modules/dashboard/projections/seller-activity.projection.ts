import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { type RecordedEvent } from '../../../platform/event-store/event';
import { type Projection } from '../../../platform/projections/projection';
import { applyInWaves } from '../../../platform/projections/waves';
import { LISTING_EVENT_TYPES, type ListingEvent } from '../../listings';
import { SellerActivityFold, utcDay } from './seller-activity.fold';

type Data<T extends ListingEvent['type']> = Extract<ListingEvent, { type: T }>['data'];
/** A seller and a UTC day (YYYY-MM-DD). */
type SellerDay = [string, string];

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
 * event at or below it is skipped. The daily listings and sales are never incremented: the days
 * the batch touches are counted again from the listing rows, so a restored sale or a deleted
 * listing leaves its day as if it had never counted, and a day left with nothing at all has no
 * row, as a rebuild would leave it. A batch is applied in waves (each listing once per wave), one
 * set-based statement per event type and wave.
 */
@Injectable()
export class SellerActivityProjection implements Projection {
  readonly name = 'dashboard.seller-activity';
  readonly eventTypes = LISTING_EVENT_TYPES;
  readonly tables = ['dashboard_listings', 'dashboard_daily_activity'] as const;

  rowFold(): SellerActivityFold {
    return new SellerActivityFold();
  }

  async apply(events: RecordedEvent[], manager: EntityManager): Promise<void> {
    const days = await this.touchedDays(events, manager);
    // Views and inquiries are added to their days, which needs no lock; only a count of the days
    // again does.
    if (days.length > 0)
      await this.lockSellers([...new Set(days.map(([seller]) => seller))], manager);
    await applyInWaves(
      events,
      (event) => (event.data as ListingEvent['data']).listingId,
      (type, group) => this.evolveAll(type as ListingEvent['type'], group, manager),
    );
    await this.countDays(days, manager);
  }

  /**
   * Two appends for one seller's listings (two listing streams) may run at once; each counts the
   * seller's days again from the rows it sees, so the second must wait to see the first one's.
   * Taken before the days are counted: a deletion or restore reads its listing's days first.
   */
  private async lockSellers(sellerIds: string[], manager: EntityManager): Promise<void> {
    await manager.query(
      `select pg_advisory_xact_lock($1, key)
         from (select distinct hashtext(s) as key from unnest($2::text[]) as s order by key) as keys`,
      [SELLER_LOCK_CLASS, sellerIds],
    );
  }

  /**
   * Events of one type, each of a different listing, each applied only where the listing row is
   * behind its stream position (other events of the listing's stream are not ours, so a gap is
   * no error here).
   */
  private async evolveAll(
    type: ListingEvent['type'],
    events: RecordedEvent[],
    manager: EntityManager,
  ): Promise<void> {
    const data = <T extends ListingEvent['type']>() => events.map((event) => event.data as Data<T>);
    const ids = events.map((event) => (event.data as ListingEvent['data']).listingId);
    const positions = events.map((event) => String(event.streamPosition));
    /** Sets `assignments` (over `l` and `e`) where the row is behind; `$1` ids, `$2` positions. */
    const update = (assignments: string, columns = '', types = '', values: unknown[][] = []) =>
      manager.query(
        `update dashboard_listings l
            set ${[assignments, 'last_position = e.position'].filter(Boolean).join(', ')}
           from unnest($1::uuid[], $2::bigint[]${types}) as e(id, position${columns})
          where l.listing_id = e.id and l.last_position < e.position`,
        [ids, positions, ...values],
      );
    switch (type) {
      case 'listings.DomainListed': {
        const listed = data<'listings.DomainListed'>();
        await manager.query(
          `insert into dashboard_listings
             (listing_id, seller_id, name, status, price_cents, listed_at, expires_at, auto_relist,
              last_position)
           select id, seller_id, name, 'active', price_cents, listed_at, expires_at, auto_relist,
                  position
             from unnest($1::uuid[], $2::bigint[], $3::uuid[], $4::text[], $5::int[],
                         $6::timestamptz[], $7::timestamptz[], $8::bool[])
                  as e(id, position, seller_id, name, price_cents, listed_at, expires_at,
                       auto_relist)
           on conflict (listing_id) do nothing`,
          [
            ids,
            positions,
            listed.map((d) => d.sellerId),
            listed.map((d) => d.name),
            listed.map((d) => d.priceCents),
            listed.map((d) => d.listedAt),
            listed.map((d) => d.expiresAt),
            listed.map((d) => d.autoRelist),
          ],
        );
        return;
      }
      case 'listings.ListingUpdated': {
        const updated = data<'listings.ListingUpdated'>();
        await update(
          `price_cents = coalesce(e.price_cents, l.price_cents),
           auto_relist = coalesce(e.auto_relist, l.auto_relist)`,
          ', price_cents, auto_relist',
          ', $3::int[], $4::bool[]',
          [updated.map((d) => d.priceCents ?? null), updated.map((d) => d.autoRelist ?? null)],
        );
        return;
      }
      case 'listings.ListingDeleted':
        await update(`status = 'deleted'`);
        return;
      case 'listings.DomainRelisted':
        await update(`expires_at = e.expires_at`, ', expires_at', ', $3::timestamptz[]', [
          data<'listings.DomainRelisted'>().map((d) => d.expiresAt),
        ]);
        return;
      case 'listings.ListingExpired':
        // Expiry is read from the period and auto-relist (listingStatus), which this event confirms.
        await update('');
        return;
      case 'listings.DomainMarkedSold': {
        const sold = data<'listings.DomainMarkedSold'>();
        await update(
          `status = 'sold', sale_price_cents = e.price, sold_at = e.sold_at`,
          ', price, sold_at',
          ', $3::int[], $4::timestamptz[]',
          [sold.map((d) => d.salePriceCents), sold.map((d) => d.soldAt)],
        );
        return;
      }
      case 'listings.DomainRestored':
        await update(`status = 'active', sale_price_cents = null, sold_at = null`);
        return;
      case 'listings.ListingViewed': {
        const viewed = data<'listings.ListingViewed'>();
        await this.countOnDays(
          'views',
          viewed.map((d) => d.views),
          viewed.map((d) => d.viewedAt),
          ids,
          positions,
          manager,
        );
        return;
      }
      case 'listings.InquiryReceived': {
        const received = data<'listings.InquiryReceived'>();
        await this.countOnDays(
          'inquiries',
          received.map((d) => d.inquiries),
          received.map((d) => d.receivedAt),
          ids,
          positions,
          manager,
        );
        return;
      }
      default: {
        const unknown: never = type;
        return unknown;
      }
    }
  }

  /**
   * Views or inquiries: each listing's total as its event states it, and one more per event on
   * its seller's UTC day (the position check keeps that increment to once per event).
   */
  private async countOnDays(
    column: 'views' | 'inquiries',
    totals: number[],
    times: string[],
    ids: string[],
    positions: string[],
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `with counted as (
         update dashboard_listings l set ${column} = e.total, last_position = e.position
           from unnest($1::uuid[], $2::bigint[], $3::int[], $4::timestamptz[])
                as e(id, position, total, at)
          where l.listing_id = e.id and l.last_position < e.position
         returning l.seller_id, (e.at at time zone 'UTC')::date as day
       )
       insert into dashboard_daily_activity (seller_id, day, ${column})
       select seller_id, day, count(*) from counted group by seller_id, day
       on conflict (seller_id, day)
         do update set ${column} = dashboard_daily_activity.${column} + excluded.${column}`,
      [ids, positions, totals, times],
    );
  }

  /**
   * The seller days whose listings or sales the batch changes: the day a listing is listed, deleted
   * (its listing day, and its sale day if it had been sold) or sold, and the day of a sale it
   * restores. Deletions and restores are read before the batch is applied, which clears them.
   */
  private async touchedDays(events: RecordedEvent[], manager: EntityManager): Promise<SellerDay[]> {
    const days: SellerDay[] = [];
    const undone: string[] = [];
    for (const event of events) {
      const data = event.data as ListingEvent['data'];
      if (event.type === 'listings.DomainListed')
        days.push([data.sellerId, utcDay((data as Data<'listings.DomainListed'>).listedAt)]);
      else if (event.type === 'listings.DomainMarkedSold')
        days.push([data.sellerId, utcDay((data as Data<'listings.DomainMarkedSold'>).soldAt)]);
      else if (event.type === 'listings.ListingDeleted' || event.type === 'listings.DomainRestored')
        undone.push(data.listingId);
    }
    if (undone.length > 0) {
      const rows = await manager.query<Array<{ seller_id: string; day: string }>>(
        `select seller_id, to_char((listed_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day
           from dashboard_listings where listing_id = any($1::uuid[])
         union all
         select seller_id, to_char((sold_at at time zone 'UTC')::date, 'YYYY-MM-DD')
           from dashboard_listings where listing_id = any($1::uuid[]) and sold_at is not null`,
        [undone],
      );
      for (const row of rows) days.push([row.seller_id, row.day]);
    }
    return days;
  }

  /**
   * Listings created and sales made on each of `days`, counted again from the listings that are
   * not deleted; a day left with nothing at all has no row. One statement: the days with a count
   * are written, those without one set to nothing where they keep views or inquiries, and removed
   * where they keep nothing (three sets of days that never meet).
   */
  private async countDays(days: SellerDay[], manager: EntityManager): Promise<void> {
    if (days.length === 0) return;
    await manager.query(
      `with counted as materialized (
         select d.seller_id, d.day,
                (select count(*) from dashboard_listings l
                  where l.seller_id = d.seller_id and l.status <> 'deleted'
                    and (l.listed_at at time zone 'UTC')::date = d.day) as listings_created,
                (select count(*) from dashboard_listings l
                  where l.seller_id = d.seller_id and l.status = 'sold'
                    and (l.sold_at at time zone 'UTC')::date = d.day) as sales
           from (select distinct seller_id, day
                   from unnest($1::uuid[], $2::date[]) as d(seller_id, day)) as d),
       written as (
         insert into dashboard_daily_activity (seller_id, day, listings_created, sales)
         select seller_id, day, listings_created, sales from counted
          where listings_created > 0 or sales > 0
         on conflict (seller_id, day) do update
           set listings_created = excluded.listings_created, sales = excluded.sales),
       emptied as (
         update dashboard_daily_activity daily set listings_created = 0, sales = 0
           from counted c
          where daily.seller_id = c.seller_id and daily.day = c.day
            and c.listings_created = 0 and c.sales = 0
            and (daily.views > 0 or daily.inquiries > 0)),
       removed as (
         delete from dashboard_daily_activity daily using counted c
          where daily.seller_id = c.seller_id and daily.day = c.day
            and c.listings_created = 0 and c.sales = 0
            and daily.views = 0 and daily.inquiries = 0)
       select 1`,
      [days.map(([sellerId]) => sellerId), days.map(([, day]) => day)],
    );
  }
}
