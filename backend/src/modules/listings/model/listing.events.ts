/** Events of a `listing-<uuid>` stream. */
export const listingStreamId = (listingId: string) => `listing-${listingId}`;

export const LISTING_PERIOD_DAYS = 30;

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
    isPriority: boolean;
    autoRelist: boolean;
    listedAt: string;
    expiresAt: string;
  };
}

export type ListingEvent = DomainListed;
