import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { ListingStreams } from '../../listing-streams';
import { type RestoreDomainCommand } from './restore-domain.command';

/** The window is decided from the sale event in the listing's stream, not from a read model. */
@Injectable()
export class RestoreDomainHandler {
  constructor(
    private readonly listings: ListingStreams,
    private readonly clock: Clock,
  ) {}

  async execute(command: RestoreDomainCommand): Promise<void> {
    await this.listings.execute(command.listingId, {
      type: 'RestoreDomain',
      sellerId: command.sellerId,
      now: this.clock.now(),
    });
  }
}
