/** Events of a `listing-<uuid>` stream. Each names its seller, so read models need no lookup. */
export const LISTING_STREAM_PREFIX = 'listing-';

export const listingStreamId = (listingId: string) => `${LISTING_STREAM_PREFIX}${listingId}`;

/** A listing period: at its end an unsold listing is relisted free, or expires. */
export const LISTING_PERIOD_DAYS = 30;
/** The queue of the work that follows a sale (other modules' jobs after `DomainMarkedSold`). */
export const SALE_FOLLOWUP_QUEUE = 'sale-followup';
/** A sale can be reversed (the domain restored) for this long after the sale event. */
export const SALE_REVERSAL_DAYS = 7;

export interface DomainListed {
  type: 'listings.DomainListed';
  data: {
    listingId: string;
    sellerId: string;
    /** Lower-cased, trimmed DNS name. */
    name: string;
    extension: string;
    priceCents: number;
    registrar: string;
    description: string;
    category: string;
    domainType: string;
    tags: string[];
    /** The seller's private notes. */
    notes?: string;
    /** Registration settings the seller reported. */
    autoRenewal?: boolean;
    privacyProtection?: boolean;
    isPriority: boolean;
    autoRelist: boolean;
    listedAt: string;
    expiresAt: string;
  };
}

/** Only the fields that changed are present. */
export interface ListingUpdated {
  type: 'listings.ListingUpdated';
  data: {
    listingId: string;
    sellerId: string;
    priceCents?: number;
    description?: string;
    autoRelist?: boolean;
    updatedAt: string;
  };
}

export interface ListingDeleted {
  type: 'listings.ListingDeleted';
  data: { listingId: string; sellerId: string; deletedAt: string };
}

/** A new listing period: by the seller (`automatic` false) or by the relist job. */
export interface DomainRelisted {
  type: 'listings.DomainRelisted';
  data: {
    listingId: string;
    sellerId: string;
    relistedAt: string;
    expiresAt: string;
    automatic: boolean;
  };
}

/**
 * The period ended unsold and the seller had turned auto-relist off: off the marketplace until
 * the seller relists it by hand (free).
 */
export interface ListingExpired {
  type: 'listings.ListingExpired';
  data: { listingId: string; sellerId: string; periodEndedAt: string; expiredAt: string };
}

/**
 * The seller sold the domain (payment happens outside, through escrow). `soldAt` is the sale time
 * the seller gave; `recordedAt` is when it was recorded, and starts the reversal window.
 */
export interface DomainMarkedSold {
  type: 'listings.DomainMarkedSold';
  data: {
    listingId: string;
    sellerId: string;
    salePriceCents: number;
    listedPriceCents: number;
    soldAt: string;
    recordedAt: string;
    /** Present when the seller sold it from a lead: the buyer and the inquiry. */
    buyerId?: string;
    inquiryId?: string;
  };
}

/**
 * The sale was reversed: by its seller within the window, or because the deal that followed an
 * accepted offer was cancelled after a missed deadline (`reason`, with the deal). The listing is
 * active again.
 */
export interface DomainRestored {
  type: 'listings.DomainRestored';
  data: {
    listingId: string;
    sellerId: string;
    restoredAt: string;
    reason?: 'deal_cancelled';
    timelineId?: string;
  };
}

/**
 * A signed-in buyer other than the seller opened the listing: one per viewer and UTC day (the
 * event id derives from both). `views` is the listing's count after this view.
 */
export interface ListingViewed {
  type: 'listings.ListingViewed';
  data: { listingId: string; sellerId: string; viewedAt: string; views: number };
}

/** A buyer sent an inquiry about the listing. `inquiries` is the count after this one. */
export interface InquiryReceived {
  type: 'listings.InquiryReceived';
  data: {
    listingId: string;
    sellerId: string;
    inquiryId: string;
    receivedAt: string;
    inquiries: number;
  };
}

/** What a check read of the listing's name (DNS and RDAP), never a registrant's contact data. */
export type OwnershipProof = 'found' | 'missing' | 'unreachable';
export type ForSaleReading = 'absent' | 'agrees' | 'disagrees' | 'unreachable';
export type RegistrationReading =
  | {
      source: 'rdap';
      registrar: string | null;
      expiresAt: string | null;
      statuses: string[];
      /** When the name was registered and last moved between registrars; absent before 2026-12-08. */
      registeredAt?: string | null;
      transferredAt?: string | null;
    }
  | { source: 'not_registered' }
  | { source: 'unknown' }
  | { source: 'unreachable' };
/** Who asked: the seller ("Check now", "Check all") or the daily sweep of the workers. */
export type CheckTrigger = 'seller' | 'sweep';

/**
 * One check of the listing's name: the ownership TXT record, the RFC 10023 `_for-sale` record and
 * the registration over RDAP. `nextCheckAt` is when the sweep checks it again.
 */
export interface OwnershipChecked {
  type: 'listings.OwnershipChecked';
  data: {
    listingId: string;
    sellerId: string;
    checkedAt: string;
    trigger: CheckTrigger;
    ownership: OwnershipProof;
    forSale: ForSaleReading;
    registration: RegistrationReading;
    nextCheckAt: string;
  };
}

/** The seller's TXT record was found: the listing is verified from now on. */
export interface OwnershipVerified {
  type: 'listings.OwnershipVerified';
  data: { listingId: string; sellerId: string; verifiedAt: string };
}

export const SUSPENSION_REASONS = [
  'record_missing',
  'expired',
  'redemption_period',
  'pending_delete',
  'not_registered',
] as const;
export type SuspensionReason = (typeof SUSPENSION_REASONS)[number];

/** Off the marketplace until a good check: the proof went missing or the name is being lost. */
export interface ListingSuspended {
  type: 'listings.ListingSuspended';
  data: { listingId: string; sellerId: string; reason: SuspensionReason; suspendedAt: string };
}

/** A good check after a suspension: the listing is back on the marketplace. */
export interface ListingReinstated {
  type: 'listings.ListingReinstated';
  data: { listingId: string; sellerId: string; reinstatedAt: string };
}

export type OwnershipEvent =
  OwnershipChecked | OwnershipVerified | ListingSuspended | ListingReinstated;

export const OWNERSHIP_EVENT_TYPES = [
  'listings.OwnershipChecked',
  'listings.OwnershipVerified',
  'listings.ListingSuspended',
  'listings.ListingReinstated',
] as const satisfies readonly OwnershipEvent['type'][];

/** The lifecycle of a listing; the ownership events share its stream (`ListingStreamEvent`). */
export type ListingEvent =
  | DomainListed
  | ListingUpdated
  | ListingDeleted
  | DomainRelisted
  | ListingExpired
  | DomainMarkedSold
  | DomainRestored
  | ListingViewed
  | InquiryReceived;

export const LISTING_EVENT_TYPES = [
  'listings.DomainListed',
  'listings.ListingUpdated',
  'listings.ListingDeleted',
  'listings.DomainRelisted',
  'listings.ListingExpired',
  'listings.DomainMarkedSold',
  'listings.DomainRestored',
  'listings.ListingViewed',
  'listings.InquiryReceived',
] as const satisfies readonly ListingEvent['type'][];

/** Every event of a `listing-<uuid>` stream. */
export type ListingStreamEvent = ListingEvent | OwnershipEvent;
