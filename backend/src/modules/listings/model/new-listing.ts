import { extensionOf } from './domain-name';
import { type ListingDraft } from './listing';
import { DEFAULT_CATEGORY, DEFAULT_DOMAIN_TYPE, toCents } from './listing-rules';

/** A listing as a seller describes it, in the single form or a row of a bulk upload. */
export interface NewListing {
  name: string;
  priceUsd: number;
  registrar: string;
  description?: string;
  tags?: string[];
  notes?: string;
  domainType?: string;
  category?: string;
  autoRenewal?: boolean;
  privacyProtection?: boolean;
  autoRelist?: boolean;
  /** When the listing went live, for imports of listings made elsewhere; now when absent. */
  listedAt?: Date;
}

/** The listing a seller's description makes, with the defaults; priority while the seller is Pro. */
export function listingDraft(
  listingId: string,
  sellerId: string,
  listing: NewListing,
  isPriority: boolean,
): ListingDraft {
  return {
    listingId,
    sellerId,
    name: listing.name,
    extension: extensionOf(listing.name),
    priceCents: toCents(listing.priceUsd),
    registrar: listing.registrar,
    description: listing.description ?? '',
    category: listing.category ?? DEFAULT_CATEGORY,
    domainType: listing.domainType ?? DEFAULT_DOMAIN_TYPE,
    tags: listing.tags ?? [],
    notes: listing.notes ?? '',
    autoRenewal: listing.autoRenewal ?? false,
    privacyProtection: listing.privacyProtection ?? false,
    isPriority,
    autoRelist: listing.autoRelist ?? true,
  };
}
