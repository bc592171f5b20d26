import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isUuid } from '../../../../platform/ids/uuid';
import { SaleReportNotFoundError } from '../../model/deal.errors';
import { type SaleReport } from '../../http/sale-report.response.dto';
import { REPORT_COLUMNS, type ReportRow, withRecommendations } from '../sale-report-rows';
import { type GetSaleReportQuery } from './get-sale-report.query';

/** A seller's own sale report; anyone else, and a malformed id, find none. */
@Injectable()
export class GetSaleReportHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute(query: GetSaleReportQuery): Promise<SaleReport> {
    if (!isUuid(query.reportId)) throw new SaleReportNotFoundError();
    const [row] = await this.dataSource.query<ReportRow[]>(
      `select ${REPORT_COLUMNS} from sale_reports r left join deal_sales s on s.sale_id = r.id
        where r.id = $1 and r.seller_id = $2`,
      [query.reportId, query.sellerId],
    );
    if (!row) throw new SaleReportNotFoundError();
    const [report] = await withRecommendations(this.dataSource, [row]);
    return report;
  }
}
