import { type RecordedEvent } from '../../../platform/event-store/event';
import { addTo, type RowFold } from '../../../platform/projections/row-fold';
import { type ListingEvent } from '../../listings';

type Data<T extends ListingEvent['type']> = Extract<ListingEvent, { type: T }>['data'];

interface ListingRow {
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
  last_position: bigint;
}

interface SaleRow {
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
}

/**
 * `deal_listings` and `deal_sales` folded in memory for a rebuild (`RowFold`): the rows
 * `SalesProjection.apply` leaves. Events reach a listing in its stream's order, so each one is
 * past the row's last position.
 */
export class SalesFold implements RowFold {
  private readonly listings = new Map<string, ListingRow>();
  private readonly sales = new Map<string, SaleRow[]>();

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
        listed_at: d.listedAt,
        price_cents: d.priceCents,
        status: 'active',
        has_description: d.description.trim() !== '',
        auto_relist: d.autoRelist,
        expires_at: d.expiresAt,
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
        if (d.description !== undefined) listing.has_description = d.description.trim() !== '';
        listing.auto_relist = d.autoRelist ?? listing.auto_relist;
        return;
      }
      case 'listings.ListingDeleted':
        listing.status = 'deleted';
        return;
      case 'listings.DomainRelisted':
        listing.status = 'active';
        listing.expires_at = (event.data as Data<typeof type>).expiresAt;
        return;
      case 'listings.DomainMarkedSold': {
        const d = event.data as Data<typeof type>;
        // A sale is keyed by its event's id, and keeps the listing's figures of that moment.
        const sale: SaleRow = {
          sale_id: event.eventId,
          listing_id: listingId,
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
        addTo(this.sales, listingId, sale);
        listing.status = 'sold';
        return;
      }
      case 'listings.DomainRestored': {
        const { restoredAt } = event.data as Data<typeof type>;
        for (const sale of this.sales.get(listingId) ?? []) sale.restored_at ??= restoredAt;
        listing.status = 'active';
        return;
      }
      case 'listings.ListingViewed':
        listing.views = (event.data as Data<typeof type>).views;
        return;
      case 'listings.InquiryReceived':
        listing.inquiries = (event.data as Data<typeof type>).inquiries;
        return;
    }
  }

  tables() {
    return [
      { table: 'deal_listings', rows: this.listings.values() },
      { table: 'deal_sales', rows: [...this.sales.values()].flat() },
    ];
  }
}
