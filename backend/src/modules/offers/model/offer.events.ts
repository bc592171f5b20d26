import { type DeclineReason, type OfferRole, type OfferRules } from './offer-rules';

/**
 * Events of a `offers-<listingId>` stream: the seller's rules for offers on one listing
 * and every negotiation about it, so that accepting one offer and declining the others, or an
 * accept racing a withdrawal, are decided on one stream under one lock. Amounts and rules are in
 * the events; what buyers wrote is kept beside the log (`offer_messages`), as inquiries keep theirs.
 */
export const LISTING_OFFERS_STREAM_PREFIX = 'offers-';
export const listingOffersStreamId = (listingId: string) =>
  `${LISTING_OFFERS_STREAM_PREFIX}${listingId}`;

/** A seller's default rules, for listings without their own: `offerdefaults-<sellerId>`. */
export const OFFER_DEFAULTS_STREAM_PREFIX = 'offerdefaults-';
export const offerDefaultsStreamId = (sellerId: string) =>
  `${OFFER_DEFAULTS_STREAM_PREFIX}${sellerId}`;

export interface OfferRulesSet {
  type: 'offers.OfferRulesSet';
  data: { listingId: string; sellerId: string; rules: OfferRules; setAt: string };
}

/** The seller's rules for listings that have none of their own. */
export interface DefaultOfferRulesSet {
  type: 'offers.DefaultOfferRulesSet';
  data: { sellerId: string; rules: OfferRules; setAt: string };
}

export interface OfferMade {
  type: 'offers.OfferMade';
  data: {
    offerId: string;
    listingId: string;
    sellerId: string;
    buyerId: string;
    domainName: string;
    amountCents: number;
    /** The listing's price when the offer was made. */
    listedPriceCents: number;
    /** The rules the offer met: the deal's deadlines come from them. */
    rules: OfferRules;
    madeAt: string;
    expiresAt: string;
  };
}

export interface OfferCountered {
  type: 'offers.OfferCountered';
  data: {
    offerId: string;
    by: OfferRole;
    amountCents: number;
    counteredAt: string;
    expiresAt: string;
  };
}

/**
 * The amount on the table was accepted: by the side it awaited, or at once by the seller's Buy
 * Now price (`by` seller, `instant`). The listing's sale and the deal's timeline are appended with
 * it, in the same transaction.
 */
export interface OfferAccepted {
  type: 'offers.OfferAccepted';
  data: {
    offerId: string;
    by: OfferRole;
    amountCents: number;
    instant: boolean;
    /** The sale (its DomainMarkedSold event id) and the deal that follows it. */
    transactionId: string;
    timelineId: string;
    acceptedAt: string;
  };
}

export interface OfferDeclined {
  type: 'offers.OfferDeclined';
  data: {
    offerId: string;
    /** `system` for the minimum and for a sale. */
    by: OfferRole | 'system';
    reason: DeclineReason;
    declinedAt: string;
  };
}

export interface OfferWithdrawn {
  type: 'offers.OfferWithdrawn';
  data: { offerId: string; withdrawnAt: string };
}

export interface OfferExpired {
  type: 'offers.OfferExpired';
  data: { offerId: string; expiredAt: string };
}

export type NegotiationEvent =
  OfferMade | OfferCountered | OfferAccepted | OfferDeclined | OfferWithdrawn | OfferExpired;

export type ListingOffersEvent = OfferRulesSet | NegotiationEvent;

export const LISTING_OFFERS_EVENT_TYPES = [
  'offers.OfferRulesSet',
  'offers.OfferMade',
  'offers.OfferCountered',
  'offers.OfferAccepted',
  'offers.OfferDeclined',
  'offers.OfferWithdrawn',
  'offers.OfferExpired',
] as const satisfies readonly ListingOffersEvent['type'][];

export const OFFER_EVENT_TYPES = [
  ...LISTING_OFFERS_EVENT_TYPES,
  'offers.DefaultOfferRulesSet',
] as const satisfies readonly (ListingOffersEvent | DefaultOfferRulesSet)['type'][];
