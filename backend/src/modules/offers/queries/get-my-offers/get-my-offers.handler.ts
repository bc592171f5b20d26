import { Injectable } from '@nestjs/common';
import { type OffersPage } from '../../http/offer.response.dto';
import { type OfferListStatus, OfferReader } from '../offer.reader';

/** A buyer's offers, latest activity first. */
@Injectable()
export class GetMyOffersHandler {
  constructor(private readonly offers: OfferReader) {}

  execute(query: {
    buyerId: string;
    status: OfferListStatus;
    page: number;
    limit: number;
  }): Promise<OffersPage> {
    return this.offers.page({ role: 'buyer', callerId: query.buyerId, ...query });
  }
}
