import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isUuid } from '../../../../platform/ids/uuid';
import { ListingNotFoundError, sellerOfListing } from '../../../listings';
import { decide } from '../../model/negotiations';
import { type OfferRules } from '../../model/offer-rules';
import { NegotiationRunner } from '../negotiation-runner';
import { checkRules } from '../rules-of-request';

/**
 * The seller's rules for offers on one listing, on the listing's offers stream: the offers made
 * after it meet them. Another seller's listing is not found.
 */
@Injectable()
export class SetOfferRulesHandler {
  constructor(
    private readonly negotiations: NegotiationRunner,
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
    await this.negotiations.run({
      actorId: sellerId,
      listingId,
      sellerId,
      decide: (offers, { listing, now }) =>
        decide({ type: 'SetRules', listing, callerId: sellerId, rules, now }, offers),
    });
  }
}
