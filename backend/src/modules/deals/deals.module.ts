import { Module, type OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../../platform/config/app-config';
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
import { DealMailer } from './commands/deal-mail';
import { OpenEscrowController } from './commands/open-escrow/open-escrow.http.controller';
import { OpenEscrowHandler } from './commands/open-escrow/open-escrow.handler';
import { EscrowWebhookController } from './commands/sync-escrow/escrow-webhook.http.controller';
import { SyncEscrowHandler } from './commands/sync-escrow/sync-escrow.handler';
import { EscrowComProvider } from './escrow/escrow-com.provider';
import { EscrowProvider, NoEscrowProvider } from './escrow/escrow-provider';
import { EscrowPollJobs } from './jobs/escrow-poll.processor';
import { AuthCodeErasureJobs } from './jobs/auth-code-erasure.processor';
import { DeliveryWatchJobs } from './jobs/delivery-watch.processor';
import { CheckDeliveryNowController } from './commands/check-delivery-now/check-delivery-now.http.controller';
import { CheckDeliveryNowHandler } from './commands/check-delivery-now/check-delivery-now.handler';
import { SetReceivingRegistrarController } from './commands/set-receiving-registrar/set-receiving-registrar.http.controller';
import { SetReceivingRegistrarHandler } from './commands/set-receiving-registrar/set-receiving-registrar.handler';
import { WatchDeliveryHandler } from './commands/watch-delivery/watch-delivery.handler';
import { ListingsModule } from '../listings';
import { EnterAuthCodeController } from './commands/enter-auth-code/enter-auth-code.http.controller';
import { EnterAuthCodeHandler } from './commands/enter-auth-code/enter-auth-code.handler';
import { RevealAuthCodeController } from './commands/reveal-auth-code/reveal-auth-code.http.controller';
import { RevealAuthCodeHandler } from './commands/reveal-auth-code/reveal-auth-code.handler';
import { saleReportsReadModel } from './projections/sale-reports.read-model';
import { SaleReportJobs } from './jobs/sale-followup.processor';
import { DealClockJobs } from './jobs/deal-clock.processor';
import { RunDealClockHandler } from './commands/run-deal-clock/run-deal-clock.handler';
import { salesReadModel } from './projections/sales.read-model';
import { timelinesReadModel } from './projections/timelines.read-model';
import { verificationsReadModel } from './projections/verifications.read-model';
import { GetMyTimelinesController } from './queries/get-my-timelines/get-my-timelines.http.controller';
import { GetMyTimelinesHandler } from './queries/get-my-timelines/get-my-timelines.handler';
import { GetSaleReportController } from './queries/get-sale-report/get-sale-report.http.controller';
import { GetSaleReportHandler } from './queries/get-sale-report/get-sale-report.handler';
import { GetSellerSummaryController } from './queries/get-seller-summary/get-seller-summary.http.controller';
import { GetSellerSummaryHandler } from './queries/get-seller-summary/get-seller-summary.handler';
import { GetTimelineController } from './queries/get-timeline/get-timeline.http.controller';
import { GetTimelineHandler } from './queries/get-timeline/get-timeline.handler';
import { GetVerificationController } from './queries/get-verification/get-verification.http.controller';
import { GetVerificationHandler } from './queries/get-verification/get-verification.handler';
import { GetVerificationTemplatesController } from './queries/get-verification-templates/get-verification-templates.http.controller';
import { GetVerificationTemplatesHandler } from './queries/get-verification-templates/get-verification-templates.handler';

/** Escrow.com when its keys are set (docs/adr/0050-escrow-by-api.md); deals by hand otherwise. */
function chooseEscrowProvider(config: AppConfig): EscrowProvider {
  const {
    ESCROW_EMAIL: email,
    ESCROW_API_KEY: apiKey,
    ESCROW_WEBHOOK_TOKEN: webhookToken,
  } = config;
  if (!email || !apiKey || !webhookToken) return new NoEscrowProvider();
  return new EscrowComProvider({
    apiUrl: config.ESCROW_API_URL,
    webUrl: config.ESCROW_WEB_URL,
    email,
    apiKey,
    webhookToken,
  });
}

/** Deals after a sale: timelines, verification checklists and sale reports (docs/adr/0011-deals.md). */
@Module({
  imports: [ListingsModule],
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
    OpenEscrowController,
    EscrowWebhookController,
    EnterAuthCodeController,
    RevealAuthCodeController,
    SetReceivingRegistrarController,
    CheckDeliveryNowController,
  ],
  providers: [
    DealSales,
    DealMailer,
    GetTimelineHandler,
    GetMyTimelinesHandler,
    GetVerificationTemplatesHandler,
    GetVerificationHandler,
    GetSaleReportHandler,
    GetSellerSummaryHandler,
    CreateTimelineHandler,
    UpdateTimelineStageHandler,
    CreateVerificationHandler,
    UpdateVerificationItemHandler,
    GenerateSaleReportHandler,
    ImplementRecommendationHandler,
    SaleReportJobs,
    RunDealClockHandler,
    DealClockJobs,
    { provide: EscrowProvider, useFactory: chooseEscrowProvider, inject: [AppConfig] },
    OpenEscrowHandler,
    SyncEscrowHandler,
    EscrowPollJobs,
    EnterAuthCodeHandler,
    RevealAuthCodeHandler,
    AuthCodeErasureJobs,
    SetReceivingRegistrarHandler,
    CheckDeliveryNowHandler,
    WatchDeliveryHandler,
    DeliveryWatchJobs,
  ],
  exports: [GenerateSaleReportHandler],
})
export class DealsModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    for (const projection of [
      salesReadModel,
      timelinesReadModel,
      verificationsReadModel,
      saleReportsReadModel,
    ])
      this.projections.register(projection, 'inline');
  }
}
