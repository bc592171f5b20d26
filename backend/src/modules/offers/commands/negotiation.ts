import { randomUUID } from 'node:crypto';
import { type EntityManager } from 'typeorm';
import {
  type EventsOf,
  type StatesOf,
  commandEventId,
} from '../../../platform/event-store/command-runner';
import { decideTimeline, timelineIdFor, timelineStream } from '../../deals';
import { decideListing, isOnMarketplace, listingStream, listingStreamId } from '../../listings';
import { defaultRulesStream } from '../model/default-rules';
import {
  acceptedIn,
  type DealIds,
  evolve,
  listingOffersStream,
  type OfferedListing,
} from '../model/negotiations';
import {
  type ListingOffersEvent,
  listingOffersStreamId,
  type NegotiationEvent,
} from '../model/offer.events';
import { type OfferMails } from '../offer-mails';

/**
 * A move on a listing's offers, before it runs: its command id, its moment, and the ids of the
 * sale and the deal an acceptance would open, derived from the command id, so that every stream
 * to lock is known up front.
 */
export interface Move {
  commandId: string;
  now: Date;
  listingId: string;
  sellerId: string;
  deal: DealIds;
}

export function moveOn(
  subject: { listingId: string; sellerId: string },
  now: Date,
  commandId: string = randomUUID(),
): Move {
  const transactionId = commandEventId(commandId, listingStreamId(subject.listingId));
  return {
    commandId,
    now,
    ...subject,
    deal: { transactionId, timelineId: timelineIdFor(transactionId) },
  };
}

/**
 * The streams every move runs over, in one transaction: the listing's offers, the listing and the
 * deal an acceptance sells and opens, and the seller's default rules a first offer meets.
 */
export function negotiationStreams(move: Move) {
  return {
    offers: listingOffersStream(move.listingId),
    listing: listingStream(move.listingId),
    timeline: timelineStream(move.deal.timelineId),
    defaults: defaultRulesStream(move.sellerId),
  };
}

type Streams = ReturnType<typeof negotiationStreams>;

/** The listing as offers see it. A listing that does not exist is never on the marketplace. */
export function offeredListing(move: Move, states: StatesOf<Streams>): OfferedListing {
  return {
    listingId: move.listingId,
    name: states.listing.name ?? '',
    sellerId: states.listing.sellerId ?? '',
    priceCents: states.listing.priceCents,
    onMarketplace: isOnMarketplace(states.listing, move.now),
  };
}

/**
 * The move's events on the offers and, when they accept an offer (by either side, or at once by
 * the Buy Now price), the listing sold to the buyer at the agreed amount and the deal opened with
 * its clock: all or nothing.
 */
export function withSale(
  move: Move,
  states: StatesOf<Streams>,
  offers: ListingOffersEvent[],
): EventsOf<Streams> {
  const accepted = acceptedIn(offers);
  if (!accepted) return { offers };
  const negotiation = offers.reduce(evolve, states.offers).negotiations[accepted.data.offerId];
  const { now, deal } = move;
  const sellerId = states.listing.sellerId ?? '';
  return {
    offers,
    listing: decideListing(
      {
        type: 'MarkDomainSold',
        sellerId,
        salePriceCents: accepted.data.amountCents,
        soldAt: now,
        now,
        buyerId: negotiation.buyerId,
      },
      states.listing,
    ),
    timeline: decideTimeline(
      {
        type: 'OpenDealFromOffer',
        ...deal,
        listingId: move.listingId,
        sellerId,
        buyerId: negotiation.buyerId,
        offerId: negotiation.offerId,
        acceptedBy: accepted.data.by,
        paymentDays: negotiation.rules.paymentDays,
        transferDays: negotiation.rules.transferDays,
        now,
      },
      states.timeline,
    ),
  };
}

/**
 * What a move writes beside its events, in its transaction: the message its maker wrote (kept
 * beside the log with the move's first event) and the mails to both sides.
 */
export function writtenWith(mails: OfferMails, move: Move, message?: string) {
  return async (
    manager: EntityManager,
    { events, after }: { events: EventsOf<Streams>; after: StatesOf<Streams> },
  ): Promise<void> => {
    const offers = (events.offers ?? []).filter(
      (event): event is NegotiationEvent => event.type !== 'offers.OfferRulesSet',
    );
    if (message && offers[0])
      await manager.query(
        `insert into offer_messages (event_id, offer_id, message, created_at)
         values ($1, $2, $3, $4)`,
        [
          commandEventId(move.commandId, listingOffersStreamId(move.listingId)),
          offers[0].data.offerId,
          message,
          move.now,
        ],
      );
    await mails.tell(manager, after.listing.name ?? '', offers, after.offers.negotiations);
  };
}
