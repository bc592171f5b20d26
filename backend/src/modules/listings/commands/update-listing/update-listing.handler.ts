import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { ListingStreams } from '../../listing-streams';
import { toCents } from '../../model/listing-rules';
import { type UpdateListingCommand } from './update-listing.command';

@Injectable()
export class UpdateListingHandler {
  constructor(
    private readonly listings: ListingStreams,
    private readonly clock: Clock,
  ) {}

  async execute(command: UpdateListingCommand): Promise<void> {
    await this.listings.execute(command.listingId, {
      type: 'UpdateListing',
      sellerId: command.sellerId,
      priceCents: command.priceUsd === undefined ? undefined : toCents(command.priceUsd),
      description: command.description,
      autoRelist: command.autoRelist,
      now: this.clock.now(),
    });
  }
}
