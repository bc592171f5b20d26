import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { ListingStreams } from '../../listing-streams';
import { type RelistDomainCommand } from './relist-domain.command';

@Injectable()
export class RelistDomainHandler {
  constructor(
    private readonly listings: ListingStreams,
    private readonly clock: Clock,
  ) {}

  async execute(command: RelistDomainCommand): Promise<void> {
    await this.listings.execute(command.listingId, {
      type: 'RelistDomain',
      sellerId: command.sellerId,
      automatic: false,
      now: this.clock.now(),
    });
  }
}
