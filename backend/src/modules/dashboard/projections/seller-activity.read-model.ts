import {
  defineCounts,
  defineReadModel,
  defineTable,
  type Row,
} from '../../../platform/projections/read-model';
import { LISTING_EVENT_TYPES, type ListingEvent } from '../../listings';

type ListingRow = {
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
  last_position: number;
};

type DayRow = {
  seller_id: string;
  day: string;
  listings_created: number;
  sales: number;
  views: number;
  inquiries: number;
};

/** The UTC day (YYYY-MM-DD) of an ISO 8601 time; read off the text when it is already in UTC. */
export function utcDay(at: string): string {
  return at.length === 24 && at.endsWith('Z')
    ? at.slice(0, 10)
    : new Date(at).toISOString().slice(0, 10);
}

/** The listing after one of its events; one the row has already seen changes nothing. */
function evolveListing(
  listing: ListingRow | undefined,
  event: ListingEvent,
  position: number,
): ListingRow | undefined {
  if (event.type === 'listings.DomainListed') {
    if (listing) return listing;
    const d = event.data;
    return {
      listing_id: d.listingId,
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
      last_position: position,
    };
  }
  if (!listing || listing.last_position >= position) return listing;
  const next = { ...listing, last_position: position };
  switch (event.type) {
    case 'listings.ListingUpdated':
      return {
        ...next,
        price_cents: event.data.priceCents ?? listing.price_cents,
        auto_relist: event.data.autoRelist ?? listing.auto_relist,
      };
    case 'listings.ListingDeleted':
      return { ...next, status: 'deleted' };
    case 'listings.DomainRelisted':
      return { ...next, expires_at: event.data.expiresAt };
    case 'listings.DomainMarkedSold':
      return {
        ...next,
        status: 'sold',
        sale_price_cents: event.data.salePriceCents,
        sold_at: event.data.soldAt,
      };
    case 'listings.DomainRestored':
      return { ...next, status: 'active', sale_price_cents: null, sold_at: null };
    case 'listings.ListingViewed':
      return { ...next, views: event.data.views };
    case 'listings.InquiryReceived':
      return { ...next, inquiries: event.data.inquiries };
    case 'listings.ListingExpired':
      // Expiry is read from the period and auto-relist (listingStatus), which this event confirms.
      return next;
  }
}

/**
 * The dashboard's read model from the listing events: `dashboard_listings` keeps each listing's
 * current figures, and `dashboard_daily_activity` what happened per seller and UTC day: the
 * listings created that day that are not deleted and the sales made that day that stand (both
 * counted from the listing rows, so a deletion or a restore takes its count back), and the views
 * and inquiries that came that day. A day left with nothing at all has no row. A listing row
 * remembers the last stream position it saw, so an event seen twice changes nothing. Inline.
 */
export const sellerActivityReadModel = defineReadModel({
  name: 'dashboard.seller-activity',
  eventTypes: LISTING_EVENT_TYPES,
  tables: [
    defineTable<ListingRow>({
      table: 'dashboard_listings',
      columns: [
        'listing_id',
        'seller_id',
        'name',
        'status',
        'price_cents',
        'sale_price_cents',
        'listed_at',
        'expires_at',
        'auto_relist',
        'sold_at',
        'views',
        'inquiries',
        'last_position',
      ],
      key: ['listing_id'],
      keysOf: (event) => [{ listing_id: (event.data as { listingId: string }).listingId }],
      evolve: (listing, event) =>
        evolveListing(listing, event as unknown as ListingEvent, Number(event.streamPosition)),
    }),
    defineCounts<DayRow, 'listings_created' | 'sales' | 'views' | 'inquiries'>({
      table: 'dashboard_daily_activity',
      key: ['seller_id', 'day'],
      counts: ['listings_created', 'sales', 'views', 'inquiries'],
      fromRows: {
        table: 'dashboard_listings',
        columns: ['seller_id', 'status', 'listed_at', 'sold_at'],
        counts(row: Row) {
          const listing = row as ListingRow;
          const on = (at: string) => ({ seller_id: listing.seller_id, day: utcDay(at) });
          return [
            ...(listing.status !== 'deleted'
              ? [{ key: on(listing.listed_at), counts: { listings_created: 1 } }]
              : []),
            ...(listing.status === 'sold' && listing.sold_at
              ? [{ key: on(listing.sold_at), counts: { sales: 1 } }]
              : []),
          ];
        },
      },
      countsOf(event, before) {
        const counted =
          event.type === 'listings.ListingViewed'
            ? { count: 'views' as const, at: (event.data as { viewedAt: string }).viewedAt }
            : event.type === 'listings.InquiryReceived'
              ? {
                  count: 'inquiries' as const,
                  at: (event.data as { receivedAt: string }).receivedAt,
                }
              : undefined;
        if (!counted) return [];
        const listing = before('dashboard_listings', {
          listing_id: (event.data as { listingId: string }).listingId,
        }) as ListingRow | undefined;
        if (!listing || listing.last_position >= Number(event.streamPosition)) return [];
        return [
          {
            key: { seller_id: listing.seller_id, day: utcDay(counted.at) },
            counts: { [counted.count]: 1 },
          },
        ];
      },
    }),
  ],
});
