import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { isUuid } from '../../../../platform/ids/uuid';
import { decide, watchlistStream } from '../../model/watchlist';

export interface UnwatchListingCommand {
  buyerId: string;
  listingId: string;
}

@Injectable()
export class UnwatchListingHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly clock: Clock,
  ) {}

  async execute({ buyerId, listingId }: UnwatchListingCommand): Promise<void> {
    if (!isUuid(listingId)) return;
    const now = this.clock.now();
    await this.commands.run({
      metadata: { actorId: buyerId },
      streams: { watchlist: watchlistStream(buyerId) },
      decide: ({ watchlist }) => ({
        watchlist: decide({ type: 'UnwatchListing', buyerId, listingId, now }, watchlist),
      }),
    });
  }
}
