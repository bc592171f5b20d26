import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { marketplaceSearchOf } from '../../../marketplace';
import { decide, watchlistStream } from '../../model/watchlist';
import { type AlertFrequency } from '../../model/watchlist.events';

export interface SaveSearchCommand {
  buyerId: string;
  name: string;
  url: string;
  frequency: AlertFrequency;
}

/**
 * A marketplace address saved with a name: refused (400) unless it is a path of the marketplace
 * whose query the marketplace would answer, and beyond 20 per buyer (decided under the buyer's
 * stream lock, so racing saves cannot pass it).
 */
@Injectable()
export class SaveSearchHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly clock: Clock,
  ) {}

  async execute(command: SaveSearchCommand): Promise<{ searchId: string }> {
    marketplaceSearchOf(command.url);
    const searchId = randomUUID();
    const now = this.clock.now();
    await this.commands.run({
      metadata: { actorId: command.buyerId },
      streams: { watchlist: watchlistStream(command.buyerId) },
      decide: ({ watchlist }) => ({
        watchlist: decide({ type: 'SaveSearch', searchId, ...command, now }, watchlist),
      }),
    });
    return { searchId };
  }
}
