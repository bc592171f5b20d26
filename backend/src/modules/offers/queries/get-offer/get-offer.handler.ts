import { Injectable } from '@nestjs/common';
import { type Offer } from '../../http/offer.response.dto';
import { OfferReader } from '../offer.reader';

/** One offer, for either of its parties; anyone else is told it does not exist. */
@Injectable()
export class GetOfferHandler {
  constructor(private readonly offers: OfferReader) {}

  execute(query: { offerId: string; callerId: string }): Promise<Offer> {
    return this.offers.find(query.offerId, query.callerId);
  }
}
