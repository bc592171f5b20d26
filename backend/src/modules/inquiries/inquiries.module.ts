import { Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { ListingsModule } from '../listings';
import { ChangeInquiryStatusController } from './commands/change-inquiry-status/change-inquiry-status.http.controller';
import { ChangeInquiryStatusHandler } from './commands/change-inquiry-status/change-inquiry-status.handler';
import { DeleteResponseTemplateController } from './commands/delete-response-template/delete-response-template.http.controller';
import { DeleteResponseTemplateHandler } from './commands/delete-response-template/delete-response-template.handler';
import { MarkLeadSoldController } from './commands/mark-lead-sold/mark-lead-sold.http.controller';
import { MarkLeadSoldHandler } from './commands/mark-lead-sold/mark-lead-sold.handler';
import { SaveResponseTemplateController } from './commands/save-response-template/save-response-template.http.controller';
import { SaveResponseTemplateHandler } from './commands/save-response-template/save-response-template.handler';
import { SubmitInquiryController } from './commands/submit-inquiry/submit-inquiry.http.controller';
import { SubmitInquiryHandler } from './commands/submit-inquiry/submit-inquiry.handler';
import { TellBuyersOfSaleHandler } from './commands/tell-buyers-of-sale/tell-buyers-of-sale.handler';
import { SaleFollowupJobs } from './jobs/sale-followup.processor';
import { InquiryContacts } from './inquiry-contacts';
import { leadsReadModel } from './projections/leads.read-model';
import { responseTemplatesReadModel } from './projections/response-templates.read-model';
import { GetMyInquiriesController } from './queries/get-my-inquiries/get-my-inquiries.http.controller';
import { GetMyInquiriesHandler } from './queries/get-my-inquiries/get-my-inquiries.handler';
import { GetResponseTemplatesController } from './queries/get-response-templates/get-response-templates.http.controller';
import { GetResponseTemplatesHandler } from './queries/get-response-templates/get-response-templates.handler';
import { GetSellerInquiriesController } from './queries/get-seller-inquiries/get-seller-inquiries.http.controller';
import { GetSellerInquiriesHandler } from './queries/get-seller-inquiries/get-seller-inquiries.handler';
import { ForgetSellerOverviewHandler } from './queries/get-seller-overview/forget-seller-overview.event-handler';
import { GetSellerOverviewController } from './queries/get-seller-overview/get-seller-overview.http.controller';
import { GetSellerOverviewHandler } from './queries/get-seller-overview/get-seller-overview.handler';
import { SellerOverviewCache } from './queries/get-seller-overview/seller-overview.cache';
import { GetSellerSalesController } from './queries/get-seller-sales/get-seller-sales.http.controller';
import { GetSellerSalesHandler } from './queries/get-seller-sales/get-seller-sales.handler';
import { InquiryReader } from './queries/inquiry.reader';
import { ResponseTemplateReader } from './queries/response-template.reader';
import { SalesReader } from './queries/sales.reader';

/** Buyers' inquiries and the seller's lead manager (DECISIONS.md "Inquiries and leads"). */
@Module({
  imports: [ListingsModule],
  controllers: [
    SubmitInquiryController,
    GetMyInquiriesController,
    ChangeInquiryStatusController,
    GetSellerOverviewController,
    GetSellerInquiriesController,
    GetSellerSalesController,
    MarkLeadSoldController,
    GetResponseTemplatesController,
    SaveResponseTemplateController,
    DeleteResponseTemplateController,
  ],
  providers: [
    InquiryContacts,
    InquiryReader,
    SalesReader,
    ResponseTemplateReader,
    SubmitInquiryHandler,
    ChangeInquiryStatusHandler,
    MarkLeadSoldHandler,
    SaveResponseTemplateHandler,
    DeleteResponseTemplateHandler,
    SellerOverviewCache,
    ForgetSellerOverviewHandler,
    GetSellerOverviewHandler,
    GetMyInquiriesHandler,
    GetSellerInquiriesHandler,
    GetSellerSalesHandler,
    GetResponseTemplatesHandler,
    TellBuyersOfSaleHandler,
    SaleFollowupJobs,
  ],
  exports: [SubmitInquiryHandler, ChangeInquiryStatusHandler],
})
export class InquiriesModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.register(leadsReadModel, 'inline');
    this.projections.register(responseTemplatesReadModel, 'inline');
  }
}
