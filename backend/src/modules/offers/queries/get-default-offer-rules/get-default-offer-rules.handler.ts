import { Injectable } from '@nestjs/common';
import { type OfferRulesView } from '../../http/offer-rules.response.dto';
import { OfferRulesReader } from '../offer-rules.reader';

/** The seller's default rules for offers (the site's until set). */
@Injectable()
export class GetDefaultOfferRulesHandler {
  constructor(private readonly rules: OfferRulesReader) {}

  execute(query: { sellerId: string }): Promise<OfferRulesView> {
    return this.rules.defaults(query.sellerId);
  }
}
