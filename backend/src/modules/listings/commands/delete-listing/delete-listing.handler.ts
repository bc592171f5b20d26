import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { ListingStreams } from '../../listing-streams';
import { type DeleteListingCommand } from './delete-listing.command';

@Injectable()
export class DeleteListingHandler {
  constructor(
    private readonly listings: ListingStreams,
    private readonly clock: Clock,
  ) {}

  async execute(command: DeleteListingCommand): Promise<void> {
    await this.listings.execute(command.listingId, {
      type: 'DeleteListing',
      sellerId: command.sellerId,
      now: this.clock.now(),
    });
  }
}
