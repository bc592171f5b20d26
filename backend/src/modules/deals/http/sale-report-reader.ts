import { Injectable } from '@nestjs/common';
import { SaleReportNotFoundError } from '../model/deal.errors';
import { type ReportTimeframe } from '../model/sale-report-rules';
import { type SaleReport } from './sale-report.response.dto';
import { type SellerSalesSummary } from '../queries/get-seller-summary/get-seller-summary.response.dto';

@Injectable()
export class SaleReportReader {
  async find(reportId: string, sellerId: string): Promise<SaleReport> {
    throw new SaleReportNotFoundError();
  }

  async summary(
    sellerId: string,
    filter: { timeframe: ReportTimeframe; page: number; limit: number },
  ): Promise<SellerSalesSummary> {
    throw new SaleReportNotFoundError();
  }
}
