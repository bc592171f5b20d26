import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { decide, listingStream } from '../../model/listing';
import { type DeleteListingCommand } from './delete-listing.command';

/** The listing leaves the seller's portfolio and the marketplace; a sold one cannot be deleted. */
@Injectable()
export class DeleteListingHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly clock: Clock,
  ) {}

  async execute(command: DeleteListingCommand): Promise<void> {
    const now = this.clock.now();
    await this.commands.run({
      metadata: { actorId: command.sellerId },
      streams: { listing: listingStream(command.listingId) },
      decide: ({ listing }) => ({
        listing: decide({ type: 'DeleteListing', sellerId: command.sellerId, now }, listing),
      }),
    });
  }
}
