import { type RecordedEvent } from '../../../platform/event-store/event';
import { type RowFold } from '../../../platform/projections/row-fold';
import { type ListingEvent } from '../../listings';
import { type InquiryEvent } from '../model/inquiry.events';

type Event = InquiryEvent | ListingEvent;
type Data<T extends Event['type']> = Extract<Event, { type: T }>['data'];

interface LeadRow {
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
}

interface ListingRow {
  listing_id: string;
  seller_id: string;
  name: string;
  price_cents: number;
}

interface SaleRow {
  listing_id: string;
  seller_id: string;
  buyer_id: string | null;
  inquiry_id: string | null;
  domain_name: string;
  sale_price_cents: number;
  listed_price_cents: number;
  sold_at: string;
  transaction_id: string;
}

/**
 * `inquiry_leads`, `lead_listings` and `seller_sales` folded in memory for a rebuild (`RowFold`):
 * the rows `LeadsProjection.apply` leaves.
 */
export class LeadsFold implements RowFold {
  private readonly leads = new Map<string, LeadRow>();
  private readonly listings = new Map<string, ListingRow>();
  private readonly sales = new Map<string, SaleRow>();

  fold(event: RecordedEvent): void {
    const type = event.type as Event['type'];
    switch (type) {
      case 'inquiries.InquirySubmitted': {
        const d = event.data as Data<typeof type>;
        if (this.leads.has(d.inquiryId)) return;
        this.leads.set(d.inquiryId, {
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
        });
        return;
      }
      case 'inquiries.InquiryStatusChanged': {
        const d = event.data as Data<typeof type>;
        const lead = this.leads.get(d.inquiryId);
        if (!lead) return;
        lead.status = d.status;
        lead.notes = d.notes ?? lead.notes;
        lead.updated_at = d.changedAt;
        return;
      }
      case 'listings.DomainListed': {
        const d = event.data as Data<typeof type>;
        if (this.listings.has(d.listingId)) return;
        this.listings.set(d.listingId, {
          listing_id: d.listingId,
          seller_id: d.sellerId,
          name: d.name,
          price_cents: d.priceCents,
        });
        return;
      }
      case 'listings.ListingUpdated': {
        const d = event.data as Data<typeof type>;
        const listing = this.listings.get(d.listingId);
        if (listing && d.priceCents !== undefined) listing.price_cents = d.priceCents;
        return;
      }
      case 'listings.DomainMarkedSold': {
        const d = event.data as Data<typeof type>;
        const listing = this.listings.get(d.listingId);
        if (!listing) return;
        const earlier = this.sales.get(d.listingId);
        // A sale's transaction id is its event's own id.
        this.sales.set(d.listingId, {
          listing_id: d.listingId,
          seller_id: earlier?.seller_id ?? d.sellerId,
          buyer_id: d.buyerId ?? null,
          inquiry_id: d.inquiryId ?? null,
          domain_name: earlier?.domain_name ?? listing.name,
          sale_price_cents: d.salePriceCents,
          listed_price_cents: d.listedPriceCents,
          sold_at: d.soldAt,
          transaction_id: event.eventId,
        });
        return;
      }
      case 'listings.DomainRestored':
        this.sales.delete((event.data as Data<typeof type>).listingId);
        return;
    }
  }

  tables() {
    return [
      { table: 'inquiry_leads', rows: this.leads.values() },
      { table: 'lead_listings', rows: this.listings.values() },
      { table: 'seller_sales', rows: this.sales.values() },
    ];
  }
}
