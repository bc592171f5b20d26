/** The report on one of the caller's sales. */
export interface GetSaleReportQuery {
  reportId: string;
  sellerId: string;
}
