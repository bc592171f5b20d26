import { Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { sellerActivityReadModel } from './projections/seller-activity.read-model';
import { GetAdvancedAnalyticsController } from './queries/get-advanced-analytics/get-advanced-analytics.http.controller';
import { GetAdvancedAnalyticsHandler } from './queries/get-advanced-analytics/get-advanced-analytics.handler';
import { DashboardStatsCache } from './queries/get-dashboard-stats/dashboard-stats.cache';
import { ForgetDashboardStatsHandler } from './queries/get-dashboard-stats/forget-dashboard-stats.event-handler';
import { GetDashboardStatsController } from './queries/get-dashboard-stats/get-dashboard-stats.http.controller';
import { GetDashboardStatsHandler } from './queries/get-dashboard-stats/get-dashboard-stats.handler';
import { GetProfileStatsController } from './queries/get-profile-stats/get-profile-stats.http.controller';
import { GetProfileStatsHandler } from './queries/get-profile-stats/get-profile-stats.handler';
import { SellerTotalsReader } from './queries/seller-totals.reader';

/** The seller's figures, read from the listing events (spec sections 3 and 7, "Dashboard"). */
@Module({
  controllers: [
    GetDashboardStatsController,
    GetAdvancedAnalyticsController,
    GetProfileStatsController,
  ],
  providers: [
    SellerTotalsReader,
    DashboardStatsCache,
    ForgetDashboardStatsHandler,
    GetDashboardStatsHandler,
    GetAdvancedAnalyticsHandler,
    GetProfileStatsHandler,
  ],
})
export class DashboardModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.register(sellerActivityReadModel, 'inline');
  }
}
