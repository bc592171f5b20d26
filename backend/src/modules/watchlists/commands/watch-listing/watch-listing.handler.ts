import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { isUuid } from '../../../../platform/ids/uuid';
import { isOnMarketplace, ListingNotFoundError, listingStream } from '../../../listings';
import { decide, watchlistStream } from '../../model/watchlist';

export interface WatchListingCommand {
  buyerId: string;
  listingId: string;
}

/** The buyer watches a listing on the marketplace (not their own); watching it again is nothing. */
@Injectable()
export class WatchListingHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly clock: Clock,
  ) {}

  async execute({ buyerId, listingId }: WatchListingCommand): Promise<void> {
    if (!isUuid(listingId)) throw new ListingNotFoundError();
    const now = this.clock.now();
    await this.commands.run({
      metadata: { actorId: buyerId },
      streams: { watchlist: watchlistStream(buyerId), listing: listingStream(listingId) },
      decide: ({ watchlist, listing }) => ({
        watchlist: decide(
          {
            type: 'WatchListing',
            buyerId,
            listing:
              listing.listingId && listing.sellerId && listing.name
                ? {
                    listingId: listing.listingId,
                    sellerId: listing.sellerId,
                    name: listing.name,
                    priceCents: listing.priceCents,
                    onMarketplace: isOnMarketplace(listing, now),
                  }
                : undefined,
            now,
          },
          watchlist,
        ),
      }),
    });
  }
}
