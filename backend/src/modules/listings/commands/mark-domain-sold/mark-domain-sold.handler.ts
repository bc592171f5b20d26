import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { decide, listingStream } from '../../model/listing';
import { toCents } from '../../model/listing-rules';
import { type MarkDomainSoldCommand } from './mark-domain-sold.command';

/** The sale can be reversed (restore-domain) for 7 days from when it is recorded. */
@Injectable()
export class MarkDomainSoldHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly clock: Clock,
  ) {}

  async execute(command: MarkDomainSoldCommand): Promise<void> {
    const now = this.clock.now();
    await this.commands.run({
      metadata: { actorId: command.sellerId },
      streams: { listing: listingStream(command.listingId) },
      decide: ({ listing }) => ({
        listing: decide(
          {
            type: 'MarkDomainSold',
            sellerId: command.sellerId,
            salePriceCents: toCents(command.salePriceUsd),
            soldAt: command.soldAt ?? now,
            now,
          },
          listing,
        ),
      }),
    });
  }
}
