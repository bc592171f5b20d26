import { type RecordedEvent } from '../../../platform/event-store/event';
import { type RowFold } from '../../../platform/projections/row-fold';
import { type ListingEvent } from '../../listings';

type Data<T extends ListingEvent['type']> = Extract<ListingEvent, { type: T }>['data'];

interface ListingRow {
  listing_id: string;
  seller_id: string;
  name: string;
  status: string;
  price_cents: number;
  sale_price_cents: number | null;
  listed_at: string;
  expires_at: string;
  auto_relist: boolean;
  sold_at: string | null;
  views: number;
  inquiries: number;
  last_position: bigint;
}

interface DayRow {
  seller_id: string;
  day: string;
  listings_created: number;
  sales: number;
  views: number;
  inquiries: number;
}

/** The UTC day (YYYY-MM-DD) of an ISO 8601 time; read off the text when it is already in UTC. */
export function utcDay(at: string): string {
  return at.length === 24 && at.endsWith('Z')
    ? at.slice(0, 10)
    : new Date(at).toISOString().slice(0, 10);
}

/**
 * `dashboard_listings` and `dashboard_daily_activity` folded in memory for a rebuild (`RowFold`):
 * the rows `SellerActivityProjection.apply` leaves. Views and inquiries are counted on their day
 * as they come; the listings created and sales of each day are counted at the end from the
 * listing rows, as the live path counts again every day a batch touches, and a day left with
 * nothing at all has no row.
 */
export class SellerActivityFold implements RowFold {
  private readonly listings = new Map<string, ListingRow>();
  /** Each day's rows, by seller. */
  private readonly days = new Map<string, Map<string, DayRow>>();
  /**
   * The last day asked for and its rows: the log comes in time order, so most views and
   * inquiries fall on the same day as the one before, found without a slice of the time or a look
   * up by day.
   */
  private lastDay?: { day: string; rows: Map<string, DayRow> };

  fold(event: RecordedEvent): void {
    const type = event.type as ListingEvent['type'];
    const { listingId } = event.data as Data<ListingEvent['type']>;
    if (type === 'listings.DomainListed') {
      if (this.listings.has(listingId)) return;
      const d = event.data as Data<typeof type>;
      this.listings.set(listingId, {
        listing_id: listingId,
        seller_id: d.sellerId,
        name: d.name,
        status: 'active',
        price_cents: d.priceCents,
        sale_price_cents: null,
        listed_at: d.listedAt,
        expires_at: d.expiresAt,
        auto_relist: d.autoRelist,
        sold_at: null,
        views: 0,
        inquiries: 0,
        last_position: event.streamPosition,
      });
      return;
    }
    const listing = this.listings.get(listingId);
    if (!listing || listing.last_position >= event.streamPosition) return;
    listing.last_position = event.streamPosition;
    switch (type) {
      case 'listings.ListingUpdated': {
        const d = event.data as Data<typeof type>;
        listing.price_cents = d.priceCents ?? listing.price_cents;
        listing.auto_relist = d.autoRelist ?? listing.auto_relist;
        return;
      }
      case 'listings.ListingDeleted':
        listing.status = 'deleted';
        return;
      case 'listings.DomainRelisted':
        listing.expires_at = (event.data as Data<typeof type>).expiresAt;
        return;
      case 'listings.DomainMarkedSold': {
        const d = event.data as Data<typeof type>;
        listing.status = 'sold';
        listing.sale_price_cents = d.salePriceCents;
        listing.sold_at = d.soldAt;
        return;
      }
      case 'listings.DomainRestored':
        listing.status = 'active';
        listing.sale_price_cents = null;
        listing.sold_at = null;
        return;
      case 'listings.ListingViewed': {
        const d = event.data as Data<typeof type>;
        listing.views = d.views;
        this.day(listing.seller_id, d.viewedAt).views += 1;
        return;
      }
      case 'listings.InquiryReceived': {
        const d = event.data as Data<typeof type>;
        listing.inquiries = d.inquiries;
        this.day(listing.seller_id, d.receivedAt).inquiries += 1;
        return;
      }
      case 'listings.ListingExpired':
        return;
    }
  }

  tables() {
    for (const listing of this.listings.values()) {
      if (listing.status !== 'deleted')
        this.day(listing.seller_id, listing.listed_at).listings_created += 1;
      if (listing.status === 'sold' && listing.sold_at)
        this.day(listing.seller_id, listing.sold_at).sales += 1;
    }
    return [
      { table: 'dashboard_listings', rows: this.listings.values() },
      {
        table: 'dashboard_daily_activity',
        rows: [...this.days.values()].flatMap((rows) => [...rows.values()]),
      },
    ];
  }

  private day(sellerId: string, at: string): DayRow {
    let last = this.lastDay;
    if (!(last && at.length === 24 && at.endsWith('Z') && at.startsWith(last.day))) {
      const day = utcDay(at);
      let rows = this.days.get(day);
      if (!rows) this.days.set(day, (rows = new Map()));
      this.lastDay = last = { day, rows };
    }
    const { day, rows } = last;
    let row = rows.get(sellerId);
    if (!row) {
      row = { seller_id: sellerId, day, listings_created: 0, sales: 0, views: 0, inquiries: 0 };
      rows.set(sellerId, row);
    }
    return row;
  }
}
