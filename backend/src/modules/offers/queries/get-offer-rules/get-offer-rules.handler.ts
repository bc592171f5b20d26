import { Injectable } from '@nestjs/common';
import { type OfferRulesView } from '../../http/offer-rules.response.dto';
import { OfferRulesReader } from '../offer-rules.reader';

/** The rules for offers on one of the seller's listings: its own, or the default it follows. */
@Injectable()
export class GetOfferRulesHandler {
  constructor(private readonly rules: OfferRulesReader) {}

  execute(query: { listingId: string; sellerId: string }): Promise<OfferRulesView> {
    return this.rules.ofListing(query.listingId, query.sellerId);
  }
}
