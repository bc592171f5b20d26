import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { decide, listingStream } from '../../model/listing';
import { type RecordViewCommand } from './record-view.command';

/**
 * Counts one view per viewer, listing and UTC day: the command id is made of the three, so the
 * day's second view finds its event already in the stream and appends nothing. The seller's own
 * views and views of a listing off the marketplace are not counted.
 */
@Injectable()
export class RecordViewHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly clock: Clock,
  ) {}

  async execute(command: RecordViewCommand): Promise<{ counted: boolean }> {
    const now = this.clock.now();
    const day = now.toISOString().slice(0, 10);
    const { events, replayed } = await this.commands.run({
      id: `view:${command.listingId}:${command.viewerId}:${day}`,
      metadata: { actorId: command.viewerId },
      streams: { listing: listingStream(command.listingId) },
      decide: ({ listing }) => ({
        listing: decide({ type: 'RecordView', viewerId: command.viewerId, now }, listing),
      }),
    });
    return { counted: !replayed && (events.listing?.length ?? 0) > 0 };
  }
}
