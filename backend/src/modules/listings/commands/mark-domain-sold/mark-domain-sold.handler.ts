import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { ListingStreams } from '../../listing-streams';
import { toCents } from '../../model/listing-rules';
import { type MarkDomainSoldCommand } from './mark-domain-sold.command';

@Injectable()
export class MarkDomainSoldHandler {
  constructor(
    private readonly listings: ListingStreams,
    private readonly clock: Clock,
  ) {}

  async execute(command: MarkDomainSoldCommand): Promise<void> {
    const now = this.clock.now();
    await this.listings.execute(command.listingId, {
      type: 'MarkDomainSold',
      sellerId: command.sellerId,
      salePriceCents: toCents(command.salePriceUsd),
      soldAt: command.soldAt ?? now,
      now,
    });
  }
}
