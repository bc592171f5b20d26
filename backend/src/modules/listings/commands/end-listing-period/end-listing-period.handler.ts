import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { ListingStreams } from '../../listing-streams';
import { type EndListingPeriodCommand } from './end-listing-period.command';

/**
 * Relists or expires the listing when its period is over; otherwise appends nothing (a job that
 * ran early or twice). The command id is fresh each run: the decision itself is the idempotence,
 * and two runs racing are serialised by the stream's expected version.
 */
@Injectable()
export class EndListingPeriodHandler {
  constructor(
    private readonly listings: ListingStreams,
    private readonly clock: Clock,
  ) {}

  async execute(command: EndListingPeriodCommand): Promise<void> {
    const now = this.clock.now();
    await this.listings.execute(
      command.listingId,
      { type: 'EndListingPeriod', now },
      { commandId: `end-listing-period:${command.listingId}:${now.toISOString()}` },
    );
  }
}
