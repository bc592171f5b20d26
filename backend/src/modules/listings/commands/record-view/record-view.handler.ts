import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { ListingStreams } from '../../listing-streams';
import { type RecordViewCommand } from './record-view.command';

/**
 * Counts one view per viewer, listing and UTC day: the command id is made of the three, so the
 * day's second view finds its event already in the stream and appends nothing. The seller's own
 * views and views of a listing off the marketplace are not counted.
 */
@Injectable()
export class RecordViewHandler {
  constructor(
    private readonly listings: ListingStreams,
    private readonly clock: Clock,
  ) {}

  async execute(command: RecordViewCommand): Promise<{ counted: boolean }> {
    const now = this.clock.now();
    const day = now.toISOString().slice(0, 10);
    const result = await this.listings.execute(
      command.listingId,
      { type: 'RecordView', viewerId: command.viewerId, now },
      {
        commandId: `view:${command.listingId}:${command.viewerId}:${day}`,
        metadata: { actorId: command.viewerId },
      },
    );
    return { counted: result.events > 0 && !result.idempotentReplay };
  }
}
