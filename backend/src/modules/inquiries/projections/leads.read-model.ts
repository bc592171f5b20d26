import { defineReadModel, defineTable } from '../../../platform/projections/read-model';
import { type ListingEvent } from '../../listings';
import { INQUIRY_EVENT_TYPES, type InquiryEvent } from '../model/inquiry.events';

type Event = InquiryEvent | ListingEvent;
type Data<T extends Event['type']> = Extract<Event, { type: T }>['data'];

type ListingRow = {
  listing_id: string;
  seller_id: string;
  name: string;
  price_cents: number;
};

type LeadRow = {
  id: string;
  listing_id: string;
  seller_id: string;
  buyer_id: string;
  inquiry_type: string;
  priority: string;
  status: string;
  notes: string;
  created_at: string;
  updated_at: string;
};

type SaleRow = {
  listing_id: string;
  seller_id: string;
  buyer_id: string | null;
  inquiry_id: string | null;
  domain_name: string;
  sale_price_cents: number;
  listed_price_cents: number;
  sold_at: string;
  transaction_id: string;
};

const LISTING_TYPES = [
  'listings.DomainListed',
  'listings.ListingUpdated',
  'listings.DomainMarkedSold',
  'listings.DomainRestored',
] as const;

const listingIdOf = (data: unknown) => (data as { listingId: string }).listingId;

/**
 * The seller's lead manager: `inquiry_leads` (each inquiry as a lead), `lead_listings` (the name
 * and price a lead shows) and `seller_sales` (Completed Sales, from the sales themselves, with the
 * name the listing had). Inline, so that a seller sees a lead the moment it is sent.
 */
export const leadsReadModel = defineReadModel({
  name: 'inquiries.leads',
  eventTypes: [...INQUIRY_EVENT_TYPES, ...LISTING_TYPES],
  tables: [
    defineTable<ListingRow>({
      table: 'lead_listings',
      columns: ['listing_id', 'seller_id', 'name', 'price_cents'],
      key: ['listing_id'],
      madeBy: ['listings.DomainListed'],
      // A sale reads its listing's name.
      keysOf: (event) =>
        event.type === 'listings.DomainListed' ||
        event.type === 'listings.ListingUpdated' ||
        event.type === 'listings.DomainMarkedSold'
          ? [{ listing_id: listingIdOf(event.data) }]
          : [],
      evolve(listing, event) {
        if (event.type === 'listings.DomainListed') {
          const d = event.data as Data<'listings.DomainListed'>;
          return (
            listing ?? {
              listing_id: d.listingId,
              seller_id: d.sellerId,
              name: d.name,
              price_cents: d.priceCents,
            }
          );
        }
        const d = event.data as Data<'listings.ListingUpdated'>;
        return event.type === 'listings.ListingUpdated' && listing && d.priceCents !== undefined
          ? { ...listing, price_cents: d.priceCents }
          : listing;
      },
    }),
    defineTable<LeadRow>({
      table: 'inquiry_leads',
      columns: [
        'id',
        'listing_id',
        'seller_id',
        'buyer_id',
        'inquiry_type',
        'priority',
        'status',
        'notes',
        'created_at',
        'updated_at',
      ],
      key: ['id'],
      madeBy: ['inquiries.InquirySubmitted'],
      keysOf: (event) =>
        event.type.startsWith('inquiries.')
          ? [{ id: (event.data as InquiryEvent['data']).inquiryId }]
          : [],
      evolve(lead, event) {
        if (event.type === 'inquiries.InquirySubmitted') {
          const d = event.data as Data<'inquiries.InquirySubmitted'>;
          return (
            lead ?? {
              id: d.inquiryId,
              listing_id: d.listingId,
              seller_id: d.sellerId,
              buyer_id: d.buyerId,
              inquiry_type: d.inquiryType,
              priority: d.priority,
              status: 'new',
              notes: '',
              created_at: d.submittedAt,
              updated_at: d.submittedAt,
            }
          );
        }
        const d = event.data as Data<'inquiries.InquiryStatusChanged'>;
        return (
          lead && {
            ...lead,
            status: d.status,
            notes: d.notes ?? lead.notes,
            updated_at: d.changedAt,
          }
        );
      },
    }),
    defineTable<SaleRow>({
      table: 'seller_sales',
      columns: [
        'listing_id',
        'seller_id',
        'buyer_id',
        'inquiry_id',
        'domain_name',
        'sale_price_cents',
        'listed_price_cents',
        'sold_at',
        'transaction_id',
      ],
      key: ['listing_id'],
      keysOf: (event) =>
        event.type === 'listings.DomainMarkedSold' || event.type === 'listings.DomainRestored'
          ? [{ listing_id: listingIdOf(event.data) }]
          : [],
      evolve(earlier, event, read) {
        if (event.type === 'listings.DomainRestored') return undefined;
        const d = event.data as Data<'listings.DomainMarkedSold'>;
        const listing = read('lead_listings', { listing_id: d.listingId });
        if (!listing) return earlier;
        // A sale's transaction id is its event's own id.
        return {
          listing_id: d.listingId,
          seller_id: earlier?.seller_id ?? d.sellerId,
          buyer_id: d.buyerId ?? null,
          inquiry_id: d.inquiryId ?? null,
          domain_name: earlier?.domain_name ?? (listing.name as string),
          sale_price_cents: d.salePriceCents,
          listed_price_cents: d.listedPriceCents,
          sold_at: d.soldAt,
          transaction_id: event.eventId,
        };
      },
    }),
  ],
});
