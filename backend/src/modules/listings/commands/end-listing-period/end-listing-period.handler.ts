import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { decide, listingStream } from '../../model/listing';
import { type EndListingPeriodCommand } from './end-listing-period.command';

/**
 * Relists or expires the listing when its period is over; otherwise appends nothing (a job that
 * ran early or twice). The command id is fresh each run: the decision itself is the idempotence,
 * and two runs racing queue on the stream's lock.
 */
@Injectable()
export class EndListingPeriodHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly clock: Clock,
  ) {}

  async execute(command: EndListingPeriodCommand): Promise<void> {
    const now = this.clock.now();
    await this.commands.run({
      id: `end-listing-period:${command.listingId}:${now.toISOString()}`,
      streams: { listing: listingStream(command.listingId) },
      decide: ({ listing }) => ({ listing: decide({ type: 'EndListingPeriod', now }, listing) }),
    });
  }
}
