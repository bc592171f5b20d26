import { type RecordedEvent } from '../../../platform/event-store/event';
import { defineReadModel, defineTable } from '../../../platform/projections/read-model';
import { Json } from '../../../platform/projections/row-fold';
import {
  LISTING_EVENT_TYPES,
  type ListingStreamEvent,
  OWNERSHIP_EVENT_TYPES,
} from '../model/listing.events';

type EventType = ListingStreamEvent['type'];
type Data<T extends EventType> = Extract<ListingStreamEvent, { type: T }>['data'];

type ListingRow = {
  id: string;
  seller_id: string;
  name: string;
  extension: string;
  price_cents: number;
  registrar: string;
  description: string;
  category: string;
  domain_type: string;
  tags: readonly string[];
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
  registration_statuses: readonly string[];
  name_registered_at: string | null;
  name_transferred_at: string | null;
};

type CheckRow = {
  event_id: string;
  listing_id: string;
  seller_id: string;
  checked_at: string;
  trigger: string;
  ownership: string;
  for_sale: string;
  registration: Json;
  position: number;
};

const LISTING_COLUMNS = [
  'id',
  'seller_id',
  'name',
  'extension',
  'price_cents',
  'registrar',
  'description',
  'category',
  'domain_type',
  'tags',
  'notes',
  'auto_renewal',
  'privacy_protection',
  'is_priority',
  'auto_relist',
  'status',
  'views',
  'inquiries',
  'created_at',
  'last_relisted_at',
  'expires_at',
  'sold_at',
  'sale_price_cents',
  'sale_recorded_at',
  'updated_at',
  'transaction_id',
  'verified_at',
  'suspension_reason',
  'last_checked_at',
  'next_check_at',
  'registration_source',
  'registrar_of_record',
  'registration_expires_at',
  'registration_statuses',
  'name_registered_at',
  'name_transferred_at',
] as const satisfies readonly (keyof ListingRow)[];

const listingIdOf = (data: unknown) => (data as { listingId: string }).listingId;

function listed(d: Data<'listings.DomainListed'>): ListingRow {
  return {
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
    name_registered_at: null,
    name_transferred_at: null,
  };
}

/**
 * What each event of a listing other than its first and its deletion sets, from its data alone:
 * the row is not read for them (`setBy`).
 */
const SET_BY: { [T in EventType]?: (event: RecordedEvent) => Partial<ListingRow> } = {
  'listings.ListingUpdated': (event) => {
    const d = event.data as Data<'listings.ListingUpdated'>;
    return {
      price_cents: d.priceCents,
      description: d.description,
      auto_relist: d.autoRelist,
      updated_at: d.updatedAt,
    };
  },
  'listings.OwnershipVerified': (event) => ({
    verified_at: (event.data as Data<'listings.OwnershipVerified'>).verifiedAt,
  }),
  'listings.ListingSuspended': (event) => {
    const d = event.data as Data<'listings.ListingSuspended'>;
    return { status: 'suspended', suspension_reason: d.reason, updated_at: d.suspendedAt };
  },
  'listings.ListingReinstated': (event) => ({
    status: 'active',
    suspension_reason: null,
    updated_at: (event.data as Data<'listings.ListingReinstated'>).reinstatedAt,
  }),
  'listings.DomainRelisted': (event) => {
    const d = event.data as Data<'listings.DomainRelisted'>;
    return {
      status: 'active',
      last_relisted_at: d.relistedAt,
      expires_at: d.expiresAt,
      updated_at: d.relistedAt,
    };
  },
  'listings.ListingExpired': (event) => ({
    status: 'expired',
    updated_at: (event.data as Data<'listings.ListingExpired'>).expiredAt,
  }),
  // The sale's transaction id is the event's own id.
  'listings.DomainMarkedSold': (event) => {
    const d = event.data as Data<'listings.DomainMarkedSold'>;
    return {
      status: 'sold',
      sold_at: d.soldAt,
      sale_price_cents: d.salePriceCents,
      sale_recorded_at: d.recordedAt,
      transaction_id: event.eventId,
      updated_at: d.recordedAt,
    };
  },
  'listings.DomainRestored': (event) => ({
    status: 'active',
    sold_at: null,
    sale_price_cents: null,
    sale_recorded_at: null,
    transaction_id: null,
    updated_at: (event.data as Data<'listings.DomainRestored'>).restoredAt,
  }),
  'listings.ListingViewed': (event) => ({
    views: (event.data as Data<'listings.ListingViewed'>).views,
  }),
  'listings.InquiryReceived': (event) => ({
    inquiries: (event.data as Data<'listings.InquiryReceived'>).inquiries,
  }),
  // An unreachable registry leaves the last reading in place.
  'listings.OwnershipChecked': (event) => {
    const { checkedAt, nextCheckAt, registration } =
      event.data as Data<'listings.OwnershipChecked'>;
    const checked = { last_checked_at: checkedAt, next_check_at: nextCheckAt };
    if (registration.source === 'unreachable') return checked;
    const rdap = registration.source === 'rdap' ? registration : undefined;
    return {
      ...checked,
      registration_source: registration.source,
      registrar_of_record: rdap?.registrar ?? null,
      registration_expires_at: rdap?.expiresAt ?? null,
      registration_statuses: rdap?.statuses ?? [],
      name_registered_at: rdap?.registeredAt ?? null,
      name_transferred_at: rdap?.transferredAt ?? null,
    };
  },
};

/**
 * `domain_listings`: each listing as its seller and the marketplace see it, with its ownership
 * checks in `listing_ownership_checks` (each check joins the history, and the listing takes its
 * time, its next check and what RDAP said). Inline, so that a listing shows at once and its name's
 * uniqueness (one active listing a name, the table's index) is checked in the append's own
 * transaction. A deleted listing's rows are removed.
 */
export const domainListingsReadModel = defineReadModel({
  name: 'listings.domain-listings',
  eventTypes: [...LISTING_EVENT_TYPES, ...OWNERSHIP_EVENT_TYPES],
  tables: [
    defineTable<ListingRow>({
      table: 'domain_listings',
      columns: LISTING_COLUMNS,
      key: ['id'],
      madeBy: ['listings.DomainListed'],
      setBy: SET_BY,
      keysOf: (event) => [{ id: listingIdOf(event.data) }],
      evolve(listing, event) {
        if (event.type === 'listings.DomainListed')
          return listing ?? listed(event.data as Data<'listings.DomainListed'>);
        return event.type === 'listings.ListingDeleted' ? undefined : listing;
      },
    }),
    defineTable<CheckRow>({
      table: 'listing_ownership_checks',
      columns: [
        'event_id',
        'listing_id',
        'seller_id',
        'checked_at',
        'trigger',
        'ownership',
        'for_sale',
        'registration',
        'position',
      ],
      key: ['event_id'],
      madeBy: ['listings.OwnershipChecked'],
      lookups: [['listing_id']],
      jsonColumns: ['registration'],
      keysOf(event) {
        if (event.type === 'listings.OwnershipChecked') return [{ event_id: event.eventId }];
        return event.type === 'listings.ListingDeleted'
          ? [{ listing_id: listingIdOf(event.data) }]
          : [];
      },
      evolve(check, event) {
        if (event.type === 'listings.ListingDeleted') return undefined;
        const d = event.data as Data<'listings.OwnershipChecked'>;
        return (
          check ?? {
            event_id: event.eventId,
            listing_id: d.listingId,
            seller_id: d.sellerId,
            checked_at: d.checkedAt,
            trigger: d.trigger,
            ownership: d.ownership,
            for_sale: d.forSale,
            registration: new Json(d.registration),
            position: Number(event.streamPosition),
          }
        );
      },
    }),
  ],
});
