import { Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { SellerActivityProjection } from './projections/seller-activity.projection';
import { DashboardStatsCache } from './queries/get-dashboard-stats/dashboard-stats.cache';
import { ForgetDashboardStatsHandler } from './queries/get-dashboard-stats/forget-dashboard-stats.event-handler';
import { GetDashboardStatsController } from './queries/get-dashboard-stats/get-dashboard-stats.http.controller';
import { GetDashboardStatsHandler } from './queries/get-dashboard-stats/get-dashboard-stats.handler';
import { SellerTotalsReader } from './queries/seller-totals.reader';

/** The seller's figures, read from the listing events (spec sections 3 and 7, "Dashboard"). */
@Module({
  controllers: [GetDashboardStatsController],
  providers: [
    SellerActivityProjection,
    SellerTotalsReader,
    DashboardStatsCache,
    ForgetDashboardStatsHandler,
    GetDashboardStatsHandler,
  ],
  exports: [SellerActivityProjection],
})
export class DashboardModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionRegistry,
    private readonly sellerActivity: SellerActivityProjection,
  ) {}

  onModuleInit(): void {
    this.projections.register(this.sellerActivity, 'inline');
  }
}
