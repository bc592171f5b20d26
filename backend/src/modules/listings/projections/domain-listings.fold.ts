import { type RecordedEvent } from '../../../platform/event-store/event';
import { addTo, Json, type RowFold } from '../../../platform/projections/row-fold';
import { type ListingStreamEvent } from '../model/listing.events';

type EventType = ListingStreamEvent['type'];
type Data<T extends EventType> = Extract<ListingStreamEvent, { type: T }>['data'];

interface ListingRow {
  id: string;
  seller_id: string;
  name: string;
  extension: string;
  price_cents: number;
  registrar: string;
  description: string;
  category: string;
  domain_type: string;
  tags: string[];
  notes: string;
  auto_renewal: boolean;
  privacy_protection: boolean;
  is_priority: boolean;
  auto_relist: boolean;
  status: string;
  views: number;
  inquiries: number;
  created_at: string;
  last_relisted_at: string | null;
  expires_at: string;
  sold_at: string | null;
  sale_price_cents: number | null;
  sale_recorded_at: string | null;
  updated_at: string;
  transaction_id: string | null;
  verified_at: string | null;
  suspension_reason: string | null;
  last_checked_at: string | null;
  next_check_at: string | null;
  registration_source: string | null;
  registrar_of_record: string | null;
  registration_expires_at: string | null;
  registration_statuses: string[];
}

interface CheckRow {
  event_id: string;
  listing_id: string;
  seller_id: string;
  checked_at: string;
  trigger: string;
  ownership: string;
  for_sale: string;
  registration: Json;
  position: bigint;
}

/**
 * `domain_listings` and `listing_ownership_checks` folded in memory for a rebuild (`RowFold`):
 * the rows `DomainListingsProjection.apply` leaves, a deleted listing's rows removed.
 */
export class DomainListingsFold implements RowFold {
  private readonly listings = new Map<string, ListingRow>();
  private readonly checks = new Map<string, CheckRow[]>();

  fold(event: RecordedEvent): void {
    const type = event.type as EventType;
    if (type === 'listings.DomainListed') return this.list(event.data as Data<typeof type>);
    if (type === 'listings.OwnershipChecked') return this.check(event);
    const { listingId } = event.data as Data<EventType>;
    if (type === 'listings.ListingDeleted') {
      this.listings.delete(listingId);
      this.checks.delete(listingId);
      return;
    }
    const listing = this.listings.get(listingId);
    if (!listing) return;
    switch (type) {
      case 'listings.ListingUpdated': {
        const d = event.data as Data<typeof type>;
        listing.price_cents = d.priceCents ?? listing.price_cents;
        listing.description = d.description ?? listing.description;
        listing.auto_relist = d.autoRelist ?? listing.auto_relist;
        listing.updated_at = d.updatedAt;
        return;
      }
      case 'listings.OwnershipVerified':
        listing.verified_at = (event.data as Data<typeof type>).verifiedAt;
        return;
      case 'listings.ListingSuspended': {
        const d = event.data as Data<typeof type>;
        listing.status = 'suspended';
        listing.suspension_reason = d.reason;
        listing.updated_at = d.suspendedAt;
        return;
      }
      case 'listings.ListingReinstated':
        listing.status = 'active';
        listing.suspension_reason = null;
        listing.updated_at = (event.data as Data<typeof type>).reinstatedAt;
        return;
      case 'listings.DomainRelisted': {
        const d = event.data as Data<typeof type>;
        listing.status = 'active';
        listing.last_relisted_at = d.relistedAt;
        listing.expires_at = d.expiresAt;
        listing.updated_at = d.relistedAt;
        return;
      }
      case 'listings.ListingExpired':
        listing.status = 'expired';
        listing.updated_at = (event.data as Data<typeof type>).expiredAt;
        return;
      case 'listings.DomainMarkedSold': {
        const d = event.data as Data<typeof type>;
        listing.status = 'sold';
        listing.sold_at = d.soldAt;
        listing.sale_price_cents = d.salePriceCents;
        listing.sale_recorded_at = d.recordedAt;
        // The sale's transaction id is the event's own id.
        listing.transaction_id = event.eventId;
        listing.updated_at = d.recordedAt;
        return;
      }
      case 'listings.DomainRestored':
        listing.status = 'active';
        listing.sold_at = null;
        listing.sale_price_cents = null;
        listing.sale_recorded_at = null;
        listing.transaction_id = null;
        listing.updated_at = (event.data as Data<typeof type>).restoredAt;
        return;
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
      { table: 'domain_listings', rows: this.listings.values() },
      { table: 'listing_ownership_checks', rows: [...this.checks.values()].flat() },
    ];
  }

  private list(d: Data<'listings.DomainListed'>): void {
    if (this.listings.has(d.listingId)) return;
    this.listings.set(d.listingId, {
      id: d.listingId,
      seller_id: d.sellerId,
      name: d.name,
      extension: d.extension,
      price_cents: d.priceCents,
      registrar: d.registrar,
      description: d.description,
      category: d.category,
      domain_type: d.domainType,
      tags: d.tags,
      notes: d.notes ?? '',
      auto_renewal: d.autoRenewal ?? false,
      privacy_protection: d.privacyProtection ?? false,
      is_priority: d.isPriority,
      auto_relist: d.autoRelist,
      status: 'active',
      views: 0,
      inquiries: 0,
      created_at: d.listedAt,
      last_relisted_at: null,
      expires_at: d.expiresAt,
      sold_at: null,
      sale_price_cents: null,
      sale_recorded_at: null,
      updated_at: d.listedAt,
      transaction_id: null,
      verified_at: null,
      suspension_reason: null,
      last_checked_at: null,
      next_check_at: d.listedAt,
      registration_source: null,
      registrar_of_record: null,
      registration_expires_at: null,
      registration_statuses: [],
    });
  }

  /**
   * The check joins the history, and the listing takes its time, its next check and what RDAP
   * said (an unreachable registry leaves the last reading in place).
   */
  private check(event: RecordedEvent): void {
    const d = event.data as Data<'listings.OwnershipChecked'>;
    const row: CheckRow = {
      event_id: event.eventId,
      listing_id: d.listingId,
      seller_id: d.sellerId,
      checked_at: d.checkedAt,
      trigger: d.trigger,
      ownership: d.ownership,
      for_sale: d.forSale,
      registration: new Json(d.registration),
      position: event.streamPosition,
    };
    addTo(this.checks, d.listingId, row);
    const listing = this.listings.get(d.listingId);
    if (!listing) return;
    const registration = d.registration;
    listing.last_checked_at = d.checkedAt;
    listing.next_check_at = d.nextCheckAt;
    if (registration.source === 'unreachable') return;
    const rdap = registration.source === 'rdap' ? registration : undefined;
    listing.registration_source = registration.source;
    listing.registrar_of_record = rdap?.registrar ?? null;
    listing.registration_expires_at = rdap?.expiresAt ?? null;
    listing.registration_statuses = rdap?.statuses ?? [];
  }
}
