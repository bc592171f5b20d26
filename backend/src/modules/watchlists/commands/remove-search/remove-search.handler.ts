import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { isUuid } from '../../../../platform/ids/uuid';
import { decide, watchlistStream } from '../../model/watchlist';
import { SavedSearchNotFoundError } from '../../model/watchlist.errors';

export interface RemoveSearchCommand {
  buyerId: string;
  searchId: string;
}

/** Another buyer's search is not found: its existence is not disclosed. */
@Injectable()
export class RemoveSearchHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly clock: Clock,
  ) {}

  async execute({ buyerId, searchId }: RemoveSearchCommand): Promise<void> {
    if (!isUuid(searchId)) throw new SavedSearchNotFoundError();
    const now = this.clock.now();
    await this.commands.run({
      metadata: { actorId: buyerId },
      streams: { watchlist: watchlistStream(buyerId) },
      decide: ({ watchlist }) => ({
        watchlist: decide({ type: 'RemoveSearch', buyerId, searchId, now }, watchlist),
      }),
    });
  }
}
