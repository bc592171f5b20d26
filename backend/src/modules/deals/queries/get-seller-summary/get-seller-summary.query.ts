import { type ReportTimeframe } from '../../model/sale-report-rules';

/** The caller's sales of a timeframe: figures and a page of their reports. */
export interface GetSellerSummaryQuery {
  sellerId: string;
  timeframe: ReportTimeframe;
  page: number;
  limit: number;
}
