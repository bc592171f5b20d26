import { Injectable } from '@nestjs/common';
import { type OffersPage } from '../../http/offer.response.dto';
import { type OfferListFilter, OfferReader } from '../offer.reader';

/** The offers on a seller's listings, lowballs left out unless asked for. */
@Injectable()
export class GetOfferInboxHandler {
  constructor(private readonly offers: OfferReader) {}

  execute(
    query: Omit<OfferListFilter, 'role' | 'callerId'> & { sellerId: string },
  ): Promise<OffersPage> {
    return this.offers.page({ ...query, role: 'seller', callerId: query.sellerId });
  }
}
