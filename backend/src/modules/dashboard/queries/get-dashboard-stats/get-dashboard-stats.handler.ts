import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { averageUsd, centsToUsd, percentage } from '../../model/figures';
import { SellerTotalsReader } from '../seller-totals.reader';
import { DashboardStatsCache } from './dashboard-stats.cache';
import { type GetDashboardStatsQuery } from './get-dashboard-stats.query';
import { type DashboardStats } from './get-dashboard-stats.response.dto';

@Injectable()
export class GetDashboardStatsHandler {
  constructor(
    private readonly totals: SellerTotalsReader,
    private readonly cache: DashboardStatsCache,
    private readonly clock: Clock,
  ) {}

  async execute(query: GetDashboardStatsQuery): Promise<DashboardStats> {
    const cached = await this.cache.read(query.userId);
    if (cached) return cached;
    const totals = await this.totals.read(query.userId, this.clock.now());
    const stats: DashboardStats = {
      totalListings: totals.listings,
      activeListings: totals.active,
      soldListings: totals.sold,
      totalViews: totals.views,
      totalInquiries: totals.inquiries,
      totalRevenue: centsToUsd(totals.revenueCents),
      averagePrice: averageUsd(totals.priceCents, totals.listings) ?? 0,
      conversionRate: percentage(totals.sold, totals.inquiries),
    };
    await this.cache.write(query.userId, stats);
    return stats;
  }
}
