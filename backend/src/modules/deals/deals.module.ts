import { Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { CreateTimelineController } from './commands/create-timeline/create-timeline.http.controller';
import { CreateTimelineHandler } from './commands/create-timeline/create-timeline.handler';
import { CreateVerificationController } from './commands/create-verification/create-verification.http.controller';
import { CreateVerificationHandler } from './commands/create-verification/create-verification.handler';
import { GenerateSaleReportController } from './commands/generate-sale-report/generate-sale-report.http.controller';
import { GenerateSaleReportHandler } from './commands/generate-sale-report/generate-sale-report.handler';
import { ImplementRecommendationController } from './commands/implement-recommendation/implement-recommendation.http.controller';
import { ImplementRecommendationHandler } from './commands/implement-recommendation/implement-recommendation.handler';
import { UpdateTimelineStageController } from './commands/update-timeline-stage/update-timeline-stage.http.controller';
import { UpdateTimelineStageHandler } from './commands/update-timeline-stage/update-timeline-stage.handler';
import { UpdateVerificationItemController } from './commands/update-verification-item/update-verification-item.http.controller';
import { UpdateVerificationItemHandler } from './commands/update-verification-item/update-verification-item.handler';
import { DealSales } from './deal-sales';
import { SaleReportReader } from './http/sale-report-reader';
import { TimelineReader } from './http/timeline-reader';
import { VerificationReader } from './http/verification-reader';
import { SaleReportsProjection } from './projections/sale-reports.projection';
import { SalesProjection } from './projections/sales.projection';
import { TimelinesProjection } from './projections/timelines.projection';
import { VerificationsProjection } from './projections/verifications.projection';
import { GetMyTimelinesController } from './queries/get-my-timelines/get-my-timelines.http.controller';
import { GetSaleReportController } from './queries/get-sale-report/get-sale-report.http.controller';
import { GetSellerSummaryController } from './queries/get-seller-summary/get-seller-summary.http.controller';
import { GetTimelineController } from './queries/get-timeline/get-timeline.http.controller';
import { GetVerificationController } from './queries/get-verification/get-verification.http.controller';
import { GetVerificationTemplatesController } from './queries/get-verification-templates/get-verification-templates.http.controller';

/** Deals after a sale: timelines, verification checklists and sale reports (docs/adr/0011-deals.md). */
@Module({
  controllers: [
    CreateTimelineController,
    GetTimelineController,
    UpdateTimelineStageController,
    GetMyTimelinesController,
    GetVerificationTemplatesController,
    CreateVerificationController,
    GetVerificationController,
    UpdateVerificationItemController,
    GenerateSaleReportController,
    GetSaleReportController,
    GetSellerSummaryController,
    ImplementRecommendationController,
  ],
  providers: [
    SalesProjection,
    TimelinesProjection,
    VerificationsProjection,
    SaleReportsProjection,
    DealSales,
    TimelineReader,
    VerificationReader,
    SaleReportReader,
    CreateTimelineHandler,
    UpdateTimelineStageHandler,
    CreateVerificationHandler,
    UpdateVerificationItemHandler,
    GenerateSaleReportHandler,
    ImplementRecommendationHandler,
  ],
  exports: [GenerateSaleReportHandler],
})
export class DealsModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionRegistry,
    private readonly sales: SalesProjection,
    private readonly timelines: TimelinesProjection,
    private readonly verifications: VerificationsProjection,
    private readonly reports: SaleReportsProjection,
  ) {}

  onModuleInit(): void {
    for (const projection of [this.sales, this.timelines, this.verifications, this.reports])
      this.projections.register(projection, 'inline');
  }
}
