import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { decide, listingStream } from '../../model/listing';
import { toCents } from '../../model/listing-rules';
import { type UpdateListingCommand } from './update-listing.command';

/** Records the fields that changed; a sold listing cannot be edited. */
@Injectable()
export class UpdateListingHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly clock: Clock,
  ) {}

  async execute(command: UpdateListingCommand): Promise<void> {
    const now = this.clock.now();
    await this.commands.run({
      metadata: { actorId: command.sellerId },
      streams: { listing: listingStream(command.listingId) },
      decide: ({ listing }) => ({
        listing: decide(
          {
            type: 'UpdateListing',
            sellerId: command.sellerId,
            priceCents: command.priceUsd === undefined ? undefined : toCents(command.priceUsd),
            description: command.description,
            autoRelist: command.autoRelist,
            now,
          },
          listing,
        ),
      }),
    });
  }
}
