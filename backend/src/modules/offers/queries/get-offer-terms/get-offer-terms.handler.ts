import { Injectable } from '@nestjs/common';
import { type OfferTerms } from '../../http/offer-rules.response.dto';
import { OfferRulesReader } from '../offer-rules.reader';

/** What a buyer sees before making an offer: never the seller's minimum. */
@Injectable()
export class GetOfferTermsHandler {
  constructor(private readonly rules: OfferRulesReader) {}

  execute(query: { listingId: string; callerId: string }): Promise<OfferTerms> {
    return this.rules.terms(query.listingId, query.callerId);
  }
}
