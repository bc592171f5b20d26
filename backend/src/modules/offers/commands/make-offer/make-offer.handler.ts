import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isUuid } from '../../../../platform/ids/uuid';
import { ListingNotFoundError, sellerOfListing } from '../../../listings';
import { decide } from '../../model/negotiations';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { OfferMails } from '../../offer-mails';
import { moveOn, negotiationStreams, offeredListing, withSale, writtenWith } from '../negotiation';

export interface MakeOfferCommand {
  buyerId: string;
  listingId: string;
  amountCents: number;
  /** The buyer confirmed an amount above the asking price (unconfirmed when absent). */
  amountConfirmed?: boolean;
  message?: string;
}

/** The lock under which a buyer's open offers are counted: at most 10 at once. */
export const buyerOffersLock = (buyerId: string) => `offers-of-buyer:${buyerId}`;

/**
 * A buyer's offer, answered within the request by the seller's rules: declined below the
 * minimum, accepted (the deal opened) at or above the Buy Now price, or left for the seller.
 */
@Injectable()
export class MakeOfferHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly mails: OfferMails,
    private readonly clock: Clock,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async execute(command: MakeOfferCommand): Promise<{ offerId: string }> {
    const { buyerId, listingId, amountCents, amountConfirmed = false, message } = command;
    if (!isUuid(listingId)) throw new ListingNotFoundError();
    const sellerId = await sellerOfListing(this.dataSource.manager, listingId);
    if (!sellerId) throw new ListingNotFoundError();
    const offerId = randomUUID();
    const move = moveOn({ listingId, sellerId }, this.clock.now());
    await this.commands.run({
      id: move.commandId,
      metadata: { actorId: buyerId },
      streams: negotiationStreams(move),
      // The buyer's open offers on every listing, counted under the buyer's lock: at most 10.
      locks: [buyerOffersLock(buyerId)],
      read: async (manager) => {
        const [{ open }] = await manager.query<[{ open: number }]>(
          `select count(*)::int as open from offers
            where buyer_id = $1 and status in ('awaiting_seller', 'awaiting_buyer')
              and expires_at > $2`,
          [buyerId, move.now],
        );
        return open;
      },
      decide: (states, openOffersOfBuyer) =>
        withSale(
          move,
          states,
          decide(
            {
              type: 'MakeOffer',
              offerId,
              buyerId,
              amountCents,
              listing: offeredListing(move, states),
              defaults: states.defaults.rules,
              openOffersOfBuyer,
              amountConfirmed,
              deal: move.deal,
              now: move.now,
            },
            states.offers,
          ),
        ),
      alongside: writtenWith(this.mails, move, message),
    });
    return { offerId };
  }
}
