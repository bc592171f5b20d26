import { type CommandStream, streamOf } from '../../../platform/event-store/decider';
import { DomainError } from '../../../platform/errors/domain-error';
import { isUuid } from '../../../platform/ids/uuid';
import {
  NotYourTurnError,
  OfferClosedError,
  OfferCoolingDownError,
  OfferNeedsConfirmationError,
  OfferNotFoundError,
  OffersNotAllowedError,
  OpenOfferExistsError,
  TooManyOpenOffersError,
} from './offer.errors';
import {
  type ListingOffersEvent,
  listingOffersStreamId,
  type NegotiationEvent,
} from './offer.events';
import {
  BELOW_MINIMUM_COOL_DOWN_HOURS,
  MAX_OPEN_OFFERS_PER_BUYER,
  OFFER_BINDING_DAYS,
  type OfferRole,
  type OfferRules,
  type OfferStatus,
  type SellerDeclineReason,
} from './offer-rules';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export interface Negotiation {
  offerId: string;
  buyerId: string;
  sellerId: string;
  status: OfferStatus;
  /** The amount on the table: the last offer or counter. */
  amountCents: number;
  expiresAt: Date;
  /** The rules the first offer met; the deal's deadlines come from them. */
  rules: OfferRules;
}

export interface ListingOffersState {
  /** The listing's own rules; the seller's defaults apply while undefined. */
  rules?: OfferRules;
  negotiations: Record<string, Negotiation>;
  /** When the seller's minimum last declined each buyer's offer or counter at once, by buyer id. */
  belowMinimumAt: Record<string, Date>;
}

/** The listing as the offer decisions need it, from its own stream. */
export interface OfferedListing {
  listingId: string;
  name: string;
  sellerId: string;
  priceCents: number;
  onMarketplace: boolean;
}

/** The sale and the deal an acceptance creates: ids fixed before the transaction. */
export interface DealIds {
  transactionId: string;
  timelineId: string;
}

export type ListingOffersCommand =
  | { type: 'SetRules'; listing: OfferedListing; callerId: string; rules: OfferRules; now: Date }
  | {
      type: 'MakeOffer';
      offerId: string;
      buyerId: string;
      amountCents: number;
      listing: OfferedListing;
      /** The seller's default rules, for a listing without its own. */
      defaults: OfferRules;
      /** The buyer's open negotiations on every listing, counted under the buyer's lock. */
      openOffersOfBuyer: number;
      /** The buyer confirmed an amount above the asking price. */
      amountConfirmed: boolean;
      deal: DealIds;
      now: Date;
    }
  | {
      type: 'CounterOffer';
      offerId: string;
      callerId: string;
      amountCents: number;
      /** The buyer confirmed an amount above the asking price (a seller's counter needs none). */
      amountConfirmed: boolean;
      listing: OfferedListing;
      deal: DealIds;
      now: Date;
    }
  | {
      type: 'AcceptOffer';
      offerId: string;
      callerId: string;
      listing: OfferedListing;
      deal: DealIds;
      now: Date;
    }
  | {
      type: 'DeclineOffer';
      offerId: string;
      callerId: string;
      /** The seller's reason; a buyer declining a counter walks away. */
      reason?: SellerDeclineReason;
      now: Date;
    }
  | { type: 'WithdrawOffer'; offerId: string; callerId: string; now: Date }
  | { type: 'ExpireOffer'; offerId: string; now: Date }
  /** The listing was sold another way: every open negotiation on it ends "sold". */
  | { type: 'CloseForSale'; now: Date };

export const initialListingOffers = (): ListingOffersState => ({
  negotiations: {},
  belowMinimumAt: {},
});

export function evolve(state: ListingOffersState, event: ListingOffersEvent): ListingOffersState {
  if (event.type === 'offers.OfferRulesSet') return { ...state, rules: event.data.rules };
  if (event.type === 'offers.OfferMade') {
    const { offerId, buyerId, sellerId, amountCents, rules, expiresAt } = event.data;
    return withNegotiation(state, {
      offerId,
      buyerId,
      sellerId,
      status: 'awaiting_seller',
      amountCents,
      expiresAt: new Date(expiresAt),
      rules,
    });
  }
  const negotiation = state.negotiations[event.data.offerId];
  if (!negotiation) return state;
  switch (event.type) {
    case 'offers.OfferCountered':
      return withNegotiation(state, {
        ...negotiation,
        status: event.data.by === 'seller' ? 'awaiting_buyer' : 'awaiting_seller',
        amountCents: event.data.amountCents,
        expiresAt: new Date(event.data.expiresAt),
      });
    case 'offers.OfferAccepted':
      return withNegotiation(state, {
        ...negotiation,
        status: 'accepted',
        amountCents: event.data.amountCents,
      });
    case 'offers.OfferDeclined': {
      const next = withNegotiation(state, { ...negotiation, status: 'declined' });
      if (event.data.reason !== 'below_minimum') return next;
      const declinedAt = new Date(event.data.declinedAt);
      return {
        ...next,
        belowMinimumAt: { ...next.belowMinimumAt, [negotiation.buyerId]: declinedAt },
      };
    }
    case 'offers.OfferWithdrawn':
      return withNegotiation(state, { ...negotiation, status: 'withdrawn' });
    case 'offers.OfferExpired':
      return withNegotiation(state, { ...negotiation, status: 'expired' });
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

function withNegotiation(state: ListingOffersState, negotiation: Negotiation): ListingOffersState {
  return { ...state, negotiations: { ...state.negotiations, [negotiation.offerId]: negotiation } };
}

/** Open and not past its deadline (an expiry job may not have run yet). */
export function isOpen(negotiation: Negotiation, now: Date): boolean {
  return (
    (negotiation.status === 'awaiting_seller' || negotiation.status === 'awaiting_buyer') &&
    now.getTime() < negotiation.expiresAt.getTime()
  );
}

/** The status as of `now`: an open negotiation past its deadline has expired. */
export function statusAt(negotiation: Negotiation, now: Date): OfferStatus {
  if (negotiation.status === 'awaiting_seller' || negotiation.status === 'awaiting_buyer')
    return isOpen(negotiation, now) ? negotiation.status : 'expired';
  return negotiation.status;
}

const bindingUntil = (now: Date) =>
  new Date(now.getTime() + OFFER_BINDING_DAYS * DAY).toISOString();

/** When a buyer whose offer the minimum declined at `declinedAt` may offer on the listing again. */
export const offerAgainAt = (declinedAt: Date) =>
  new Date(declinedAt.getTime() + BELOW_MINIMUM_COOL_DOWN_HOURS * HOUR);

export class OwnListingOfferError extends DomainError {
  constructor() {
    super('OWN_LISTING', 'You cannot make an offer on your own listing', 'business_rule');
  }
}

export class ListingNotOfferableError extends DomainError {
  constructor() {
    super('LISTING_UNAVAILABLE', 'This domain is no longer available', 'conflict');
  }
}

export function decide(
  command: ListingOffersCommand,
  state: ListingOffersState,
): ListingOffersEvent[] {
  const now = command.now.toISOString();
  switch (command.type) {
    case 'SetRules':
      if (command.callerId !== command.listing.sellerId) throw new OfferNotFoundError();
      if (sameRules(state.rules, command.rules)) return [];
      return [
        {
          type: 'offers.OfferRulesSet',
          data: {
            listingId: command.listing.listingId,
            sellerId: command.listing.sellerId,
            rules: command.rules,
            setAt: now,
          },
        },
      ];
    case 'MakeOffer':
      return makeOffer(command, state);
    case 'CloseForSale':
      return Object.values(state.negotiations)
        .filter((negotiation) => isOpen(negotiation, command.now))
        .map((negotiation) => declined(negotiation.offerId, 'system', 'sold', now));
    case 'ExpireOffer': {
      const negotiation = state.negotiations[command.offerId];
      if (
        !negotiation ||
        (negotiation.status !== 'awaiting_seller' && negotiation.status !== 'awaiting_buyer') ||
        command.now.getTime() < negotiation.expiresAt.getTime()
      )
        return [];
      return [{ type: 'offers.OfferExpired', data: { offerId: command.offerId, expiredAt: now } }];
    }
    default:
      return answer(command, state);
  }
}

function makeOffer(
  command: Extract<ListingOffersCommand, { type: 'MakeOffer' }>,
  state: ListingOffersState,
): NegotiationEvent[] {
  const { listing, buyerId, amountCents, offerId } = command;
  if (buyerId === listing.sellerId) throw new OwnListingOfferError();
  if (!listing.onMarketplace) throw new ListingNotOfferableError();
  const rules = state.rules ?? command.defaults;
  if (!rules.offersAllowed) throw new OffersNotAllowedError();
  if (
    Object.values(state.negotiations).some(
      (negotiation) => negotiation.buyerId === buyerId && isOpen(negotiation, command.now),
    )
  )
    throw new OpenOfferExistsError();
  const lastBelowMinimum = state.belowMinimumAt[buyerId];
  if (lastBelowMinimum) {
    const again = offerAgainAt(lastBelowMinimum);
    const waitMs = again.getTime() - command.now.getTime();
    if (waitMs > 0) throw new OfferCoolingDownError(again, Math.ceil(waitMs / 1000));
  }
  if (command.openOffersOfBuyer >= MAX_OPEN_OFFERS_PER_BUYER) throw new TooManyOpenOffersError();
  checkConfirmed(amountCents, listing, command.amountConfirmed);
  const now = command.now.toISOString();
  const made: NegotiationEvent = {
    type: 'offers.OfferMade',
    data: {
      offerId,
      listingId: listing.listingId,
      sellerId: listing.sellerId,
      buyerId,
      domainName: listing.name,
      amountCents,
      listedPriceCents: listing.priceCents,
      rules,
      madeAt: now,
      expiresAt: bindingUntil(command.now),
    },
  };
  return [made, ...instantAnswer(offerId, amountCents, rules, command.deal, now)];
}

/**
 * A buyer's amount above the asking price is refused unless confirmed: a typo (1,000,000 for 100)
 * would otherwise bind the buyer for a week, or buy the name at once.
 */
function checkConfirmed(amountCents: number, listing: OfferedListing, confirmed: boolean): void {
  if (amountCents > listing.priceCents && !confirmed)
    throw new OfferNeedsConfirmationError(amountCents, listing.priceCents);
}

/**
 * A buyer's amount meets the seller's rules at once: below the minimum, or at Buy Now, where the
 * sale is at the Buy Now price whatever was offered above it.
 */
function instantAnswer(
  offerId: string,
  amountCents: number,
  rules: OfferRules,
  deal: DealIds,
  now: string,
): NegotiationEvent[] {
  if (rules.floorCents !== null && amountCents < rules.floorCents)
    return [declined(offerId, 'system', 'below_minimum', now)];
  if (rules.buyNowCents !== null && amountCents >= rules.buyNowCents)
    return [accepted(offerId, 'seller', rules.buyNowCents, true, deal, now)];
  return [];
}

function answer(
  command: Extract<
    ListingOffersCommand,
    { type: 'CounterOffer' | 'AcceptOffer' | 'DeclineOffer' | 'WithdrawOffer' }
  >,
  state: ListingOffersState,
): NegotiationEvent[] {
  const negotiation = state.negotiations[command.offerId];
  const role = negotiation && roleIn(negotiation, command.callerId);
  if (!negotiation || !role) throw new OfferNotFoundError();
  const status = statusAt(negotiation, command.now);
  if (status !== 'awaiting_seller' && status !== 'awaiting_buyer')
    throw new OfferClosedError(status);
  const turn: OfferRole = status === 'awaiting_seller' ? 'seller' : 'buyer';
  const now = command.now.toISOString();
  const { offerId } = negotiation;

  if (command.type === 'WithdrawOffer') {
    // A buyer's offer binds once the seller has answered it; until then it can be taken back.
    if (role !== 'buyer' || turn !== 'seller') throw new NotYourTurnError();
    return [{ type: 'offers.OfferWithdrawn', data: { offerId, withdrawnAt: now } }];
  }
  if (role !== turn) throw new NotYourTurnError();
  if (command.type === 'DeclineOffer')
    return [
      declined(offerId, role, role === 'buyer' ? 'walked_away' : (command.reason ?? 'other'), now),
    ];
  if (!command.listing.onMarketplace) throw new ListingNotOfferableError();
  if (command.type === 'AcceptOffer')
    return [
      accepted(offerId, role, negotiation.amountCents, false, command.deal, now),
      ...othersDeclined(state, offerId, command.now),
    ];
  const countered: NegotiationEvent = {
    type: 'offers.OfferCountered',
    data: {
      offerId,
      by: role,
      amountCents: command.amountCents,
      counteredAt: now,
      expiresAt: bindingUntil(command.now),
    },
  };
  if (role === 'seller') return [countered];
  checkConfirmed(command.amountCents, command.listing, command.amountConfirmed);
  const rules = state.rules ?? negotiation.rules;
  const instant = instantAnswer(offerId, command.amountCents, rules, command.deal, now);
  const sold = instant.some((event) => event.type === 'offers.OfferAccepted');
  return [countered, ...instant, ...(sold ? othersDeclined(state, offerId, command.now) : [])];
}

/** Events an accepted offer brings: every other open negotiation on the listing ends "sold". */
export function othersDeclined(
  state: ListingOffersState,
  acceptedOfferId: string,
  now: Date,
): NegotiationEvent[] {
  return Object.values(state.negotiations)
    .filter((other) => other.offerId !== acceptedOfferId && isOpen(other, now))
    .map((other) => declined(other.offerId, 'system', 'sold', now.toISOString()));
}

export function roleIn(negotiation: Negotiation, callerId: string): OfferRole | undefined {
  if (callerId === negotiation.buyerId) return 'buyer';
  if (callerId === negotiation.sellerId) return 'seller';
  return undefined;
}

function declined(
  offerId: string,
  by: OfferRole | 'system',
  reason: Extract<NegotiationEvent, { type: 'offers.OfferDeclined' }>['data']['reason'],
  now: string,
): NegotiationEvent {
  return { type: 'offers.OfferDeclined', data: { offerId, by, reason, declinedAt: now } };
}

function accepted(
  offerId: string,
  by: OfferRole,
  amountCents: number,
  instant: boolean,
  deal: DealIds,
  now: string,
): NegotiationEvent {
  return {
    type: 'offers.OfferAccepted',
    data: { offerId, by, amountCents, instant, ...deal, acceptedAt: now },
  };
}

function sameRules(current: OfferRules | undefined, next: OfferRules): boolean {
  return current !== undefined && JSON.stringify(current) === JSON.stringify(next);
}

/** The listing's offers stream. A malformed id is a listing without offers. */
export function listingOffersStream(
  listingId: string,
): CommandStream<ListingOffersState, ListingOffersEvent> {
  if (!isUuid(listingId)) throw new OfferNotFoundError();
  return streamOf(listingOffersStreamId(listingId), { initialState: initialListingOffers, evolve });
}

/** The accepted negotiation of the command's events, if the command closed a deal. */
export function acceptedIn(events: readonly ListingOffersEvent[]) {
  return events.find(
    (event): event is Extract<NegotiationEvent, { type: 'offers.OfferAccepted' }> =>
      event.type === 'offers.OfferAccepted',
  );
}
