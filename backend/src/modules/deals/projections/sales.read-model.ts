import { defineReadModel, defineTable } from '../../../platform/projections/read-model';
import { type ListingEvent } from '../../listings';

/** The listing events this read model uses; a type added to listings later is not delivered. */
const HANDLED_TYPES = [
  'listings.DomainListed',
  'listings.ListingUpdated',
  'listings.ListingDeleted',
  'listings.DomainRelisted',
  'listings.DomainMarkedSold',
  'listings.DomainRestored',
  'listings.ListingViewed',
  'listings.InquiryReceived',
] as const satisfies readonly ListingEvent['type'][];
type HandledEvent = Extract<ListingEvent, { type: (typeof HANDLED_TYPES)[number] }>;
type Data<T extends HandledEvent['type']> = Extract<HandledEvent, { type: T }>['data'];

type ListingRow = {
  listing_id: string;
  seller_id: string;
  name: string;
  listed_at: string;
  price_cents: number;
  status: string;
  has_description: boolean;
  auto_relist: boolean;
  expires_at: string;
  views: number;
  inquiries: number;
  last_position: number;
};

type SaleRow = {
  sale_id: string;
  listing_id: string;
  seller_id: string;
  buyer_id: string | null;
  domain_name: string;
  sale_price_cents: number;
  listed_price_cents: number;
  sold_at: string;
  recorded_at: string;
  listed_at: string;
  views_at_sale: number;
  inquiries_at_sale: number;
  restored_at: string | null;
};

const listingIdOf = (data: unknown) => (data as { listingId: string }).listingId;

/** The listing after one of its events; one the row has already seen changes nothing. */
function evolveListing(
  listing: ListingRow | undefined,
  event: HandledEvent,
  position: number,
): ListingRow | undefined {
  if (event.type === 'listings.DomainListed') {
    if (listing) return listing;
    const d = event.data;
    return {
      listing_id: d.listingId,
      seller_id: d.sellerId,
      name: d.name,
      listed_at: d.listedAt,
      price_cents: d.priceCents,
      status: 'active',
      has_description: d.description.trim() !== '',
      auto_relist: d.autoRelist,
      expires_at: d.expiresAt,
      views: 0,
      inquiries: 0,
      last_position: position,
    };
  }
  if (!listing || listing.last_position >= position) return listing;
  const next = { ...listing, last_position: position };
  switch (event.type) {
    case 'listings.ListingUpdated': {
      const d = event.data;
      return {
        ...next,
        price_cents: d.priceCents ?? listing.price_cents,
        has_description:
          d.description === undefined ? listing.has_description : d.description.trim() !== '',
        auto_relist: d.autoRelist ?? listing.auto_relist,
      };
    }
    case 'listings.ListingDeleted':
      return { ...next, status: 'deleted' };
    case 'listings.DomainRelisted':
      return { ...next, status: 'active', expires_at: event.data.expiresAt };
    case 'listings.DomainMarkedSold':
      return { ...next, status: 'sold' };
    case 'listings.DomainRestored':
      return { ...next, status: 'active' };
    default:
      return listing;
  }
}

/**
 * The sales deals follow, from the listing events: `deal_listings` keeps each listing's first
 * listing time, price, description flag and running view and inquiry counts, and `deal_sales`
 * each sale (keyed by the id of its `DomainMarkedSold` event) with the figures its listing had at
 * that moment, and when it was reversed (a restore reverses the listing's sales, found by their
 * listing). Inline, so a timeline can be opened for a sale at once. A listing row remembers the
 * last stream position it saw, so an event seen twice changes nothing.
 */
export const salesReadModel = defineReadModel({
  name: 'deals.sales',
  eventTypes: HANDLED_TYPES,
  tables: [
    defineTable<ListingRow>({
      table: 'deal_listings',
      columns: [
        'listing_id',
        'seller_id',
        'name',
        'listed_at',
        'price_cents',
        'status',
        'has_description',
        'auto_relist',
        'expires_at',
        'views',
        'inquiries',
        'last_position',
      ],
      key: ['listing_id'],
      madeBy: ['listings.DomainListed'],
      // A view's and an inquiry's counts, the listing's commonest events, set without a read.
      setBy: {
        'listings.ListingViewed': (event) => ({
          views: (event.data as Data<'listings.ListingViewed'>).views,
        }),
        'listings.InquiryReceived': (event) => ({
          inquiries: (event.data as Data<'listings.InquiryReceived'>).inquiries,
        }),
      },
      keysOf: (event) => [{ listing_id: listingIdOf(event.data) }],
      evolve: (listing, event) =>
        evolveListing(listing, event as unknown as HandledEvent, Number(event.streamPosition)),
    }),
    defineTable<SaleRow>({
      table: 'deal_sales',
      columns: [
        'sale_id',
        'listing_id',
        'seller_id',
        'buyer_id',
        'domain_name',
        'sale_price_cents',
        'listed_price_cents',
        'sold_at',
        'recorded_at',
        'listed_at',
        'views_at_sale',
        'inquiries_at_sale',
        'restored_at',
      ],
      key: ['sale_id'],
      madeBy: ['listings.DomainMarkedSold'],
      lookups: [['listing_id']],
      keysOf(event) {
        if (event.type === 'listings.DomainMarkedSold') return [{ sale_id: event.eventId }];
        if (event.type === 'listings.DomainRestored')
          return [{ listing_id: listingIdOf(event.data) }];
        return [];
      },
      evolve(sale, event, read) {
        if (event.type === 'listings.DomainRestored') {
          const { restoredAt } = event.data as Data<'listings.DomainRestored'>;
          return sale && sale.restored_at === null ? { ...sale, restored_at: restoredAt } : sale;
        }
        // A sale keeps the figures its listing had at that moment (deal_listings, evolved first).
        const d = event.data as Data<'listings.DomainMarkedSold'>;
        const listing = read('deal_listings', { listing_id: d.listingId }) as
          ListingRow | undefined;
        if (sale || !listing) return sale;
        return {
          sale_id: event.eventId,
          listing_id: d.listingId,
          seller_id: listing.seller_id,
          buyer_id: d.buyerId ?? null,
          domain_name: listing.name,
          sale_price_cents: d.salePriceCents,
          listed_price_cents: d.listedPriceCents,
          sold_at: d.soldAt,
          recorded_at: d.recordedAt,
          listed_at: listing.listed_at,
          views_at_sale: listing.views,
          inquiries_at_sale: listing.inquiries,
          restored_at: null,
        };
      },
    }),
  ],
});
