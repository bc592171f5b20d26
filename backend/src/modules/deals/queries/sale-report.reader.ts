import { Injectable } from '@nestjs/common';
import { type SaleReport } from '../http/sale-report.response.dto';
import { GetSaleReportHandler } from './get-sale-report/get-sale-report.handler';

/** What a sale report command answers with: the report as its seller now reads it. */
@Injectable()
export class SaleReportReader {
  constructor(private readonly report: GetSaleReportHandler) {}

  find(reportId: string, sellerId: string): Promise<SaleReport> {
    return this.report.execute({ reportId, sellerId });
  }
}
