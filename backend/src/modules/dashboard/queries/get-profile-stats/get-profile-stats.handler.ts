import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { averageDays, averageUsd, centsToUsd } from '../../model/figures';
import { SellerTotalsReader } from '../seller-totals.reader';
import { type GetProfileStatsQuery } from './get-profile-stats.query';
import { type ProfileStats } from './get-profile-stats.response.dto';

@Injectable()
export class GetProfileStatsHandler {
  constructor(
    private readonly totals: SellerTotalsReader,
    private readonly clock: Clock,
  ) {}

  async execute(query: GetProfileStatsQuery): Promise<ProfileStats> {
    const totals = await this.totals.read(query.userId, this.clock.now());
    return {
      totalListings: totals.listings,
      activeListings: totals.active,
      soldListings: totals.sold,
      totalRevenue: centsToUsd(totals.revenueCents),
      averageSalePrice: averageUsd(totals.revenueCents, totals.sold),
      averageDaysToSell: averageDays(totals.secondsToSell, totals.sold),
      firstListedAt: totals.firstListedAt?.toISOString() ?? null,
    };
  }
}
