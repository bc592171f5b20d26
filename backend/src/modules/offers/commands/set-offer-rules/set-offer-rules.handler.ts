import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isUuid } from '../../../../platform/ids/uuid';
import { ListingNotFoundError, sellerOfListing } from '../../../listings';
import { decide } from '../../model/negotiations';
import { type OfferRules } from '../../model/offer-rules';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { OfferMails } from '../../offer-mails';
import { moveOn, negotiationStreams, offeredListing, withSale, writtenWith } from '../negotiation';
import { checkRules } from '../rules-of-request';

/**
 * The seller's rules for offers on one listing, on the listing's offers stream: the offers made
 * after it meet them. Another seller's listing is not found.
 */
@Injectable()
export class SetOfferRulesHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly mails: OfferMails,
    private readonly clock: Clock,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async execute(command: {
    listingId: string;
    sellerId: string;
    rules: OfferRules;
  }): Promise<void> {
    const { listingId, sellerId, rules } = command;
    if (!isUuid(listingId)) throw new ListingNotFoundError();
    const owner = await sellerOfListing(this.dataSource.manager, listingId);
    if (owner !== sellerId) throw new ListingNotFoundError();
    checkRules(rules);
    const move = moveOn({ listingId, sellerId }, this.clock.now());
    await this.commands.run({
      id: move.commandId,
      metadata: { actorId: sellerId },
      streams: negotiationStreams(move),
      decide: (states) =>
        withSale(
          move,
          states,
          decide(
            {
              type: 'SetRules',
              listing: offeredListing(move, states),
              callerId: sellerId,
              rules,
              now: move.now,
            },
            states.offers,
          ),
        ),
      alongside: writtenWith(this.mails, move),
    });
  }
}
