import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { Clock } from '../../../platform/clock/clock';
import { CommandRunner, commandEventId } from '../../../platform/event-store/command-runner';
import { decideTimeline, timelineIdFor, timelineStream } from '../../deals';
import {
  decideListing,
  isOnMarketplace,
  listingStream,
  listingStreamId,
  type ListingState,
} from '../../listings';
import {
  acceptedIn,
  type DealIds,
  evolve,
  type ListingOffersState,
  listingOffersStream,
  type OfferedListing,
} from '../model/negotiations';
import {
  type ListingOffersEvent,
  listingOffersStreamId,
  type NegotiationEvent,
} from '../model/offer.events';
import { OfferMails } from '../offer-mails';
import { defaultRulesStream } from '../model/default-rules';
import { type OfferRules } from '../model/offer-rules';

export interface NegotiationStep {
  /** Unique per request, or derived from the job and its subject. */
  commandId?: string;
  actorId?: string;
  listingId: string;
  /** Further locks (the buyer's, when counting their open offers). */
  locks?: string[];
  /** The buyer's open offers on every listing, counted under the buyer's lock. */
  read?: (manager: EntityManager, now: Date) => Promise<number>;
  /** The listing's seller: a new offer meets the seller's default rules when the listing has none. */
  sellerId: string;
  decide: (
    offers: ListingOffersState,
    context: {
      listing: OfferedListing;
      deal: DealIds;
      now: Date;
      read: number;
      defaults: OfferRules;
    },
  ) => ListingOffersEvent[];
  /** What the move's maker wrote, kept beside the log with the move's first event. */
  message?: string;
}

/**
 * Every move on a listing's offers runs here, in one transaction over the listing's offers
 * stream, the listing and the deal an acceptance would open: when the move accepts an offer
 * (by either side, or at once by the Buy Now price), the listing is marked sold to the buyer at
 * the agreed amount and the deal's timeline opens with its clock, all or nothing. The sale's id
 * and the deal's are derived from the command id before the transaction, so the streams to lock
 * are known up front. The mails of the move are written in the same transaction.
 */
@Injectable()
export class NegotiationRunner {
  constructor(
    private readonly commands: CommandRunner,
    private readonly mails: OfferMails,
    private readonly clock: Clock,
  ) {}

  async run(
    step: NegotiationStep,
  ): Promise<{ events: ListingOffersEvent[]; after: ListingOffersState }> {
    const commandId = step.commandId ?? randomUUID();
    const now = this.clock.now();
    const transactionId = commandEventId(commandId, listingStreamId(step.listingId));
    const deal: DealIds = { transactionId, timelineId: timelineIdFor(transactionId) };
    const outcome = await this.commands.run({
      id: commandId,
      metadata: step.actorId ? { actorId: step.actorId } : undefined,
      streams: {
        offers: listingOffersStream(step.listingId),
        listing: listingStream(step.listingId),
        timeline: timelineStream(deal.timelineId),
        defaults: defaultRulesStream(step.sellerId),
      },
      locks: step.locks,
      read: async (manager) => (step.read ? step.read(manager, now) : 0),
      decide: (states, read) => {
        const listing = offeredListing(step.listingId, states.listing, now);
        const offers = step.decide(states.offers, {
          listing,
          deal,
          now,
          read,
          defaults: states.defaults.rules,
        });
        const accepted = acceptedIn(offers);
        if (!accepted) return { offers };
        const negotiation = offers.reduce(evolve, states.offers).negotiations[
          accepted.data.offerId
        ];
        return {
          offers,
          listing: decideListing(
            {
              type: 'MarkDomainSold',
              sellerId: listing.sellerId,
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
              listingId: step.listingId,
              sellerId: listing.sellerId,
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
      },
      alongside: async (manager, { events, after }) => {
        const offers = (events.offers ?? []).filter(
          (event): event is NegotiationEvent => event.type !== 'offers.OfferRulesSet',
        );
        if (step.message && offers[0])
          await manager.query(
            `insert into offer_messages (event_id, offer_id, message, created_at)
             values ($1, $2, $3, $4)`,
            [
              commandEventId(commandId, listingOffersStreamId(step.listingId)),
              offers[0].data.offerId,
              step.message,
              now,
            ],
          );
        await this.mails.tell(manager, after.listing.name ?? '', offers, after.offers.negotiations);
      },
    });
    return { events: [...(outcome.events.offers ?? [])], after: outcome.after.offers };
  }
}

/** The listing as offers see it. A listing that does not exist is never on the marketplace. */
function offeredListing(listingId: string, state: ListingState, now: Date): OfferedListing {
  return {
    listingId,
    name: state.name ?? '',
    sellerId: state.sellerId ?? '',
    priceCents: state.priceCents,
    onMarketplace: isOnMarketplace(state, now),
  };
}
