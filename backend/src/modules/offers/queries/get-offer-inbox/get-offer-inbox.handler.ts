import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ListingNotFoundError, sellerOfListing } from '../../../listings';
import { type OffersPage } from '../../http/offer.response.dto';
import { type OfferListFilter, OfferReader } from '../offer.reader';

/**
 * The offers on a seller's listings, lowballs left out unless asked for; those of one listing
 * when named, which must be the seller's (404 otherwise).
 */
@Injectable()
export class GetOfferInboxHandler {
  constructor(
    private readonly offers: OfferReader,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async execute(
    query: Omit<OfferListFilter, 'role' | 'callerId'> & { sellerId: string },
  ): Promise<OffersPage> {
    const { listingId, sellerId } = query;
    if (listingId && (await sellerOfListing(this.dataSource.manager, listingId)) !== sellerId)
      throw new ListingNotFoundError();
    return this.offers.page({ ...query, role: 'seller', callerId: sellerId });
  }
}
