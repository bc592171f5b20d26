/**
 * Report on a sale. `sellerId` is the caller, who must be the sale's seller; a background job
 * leaves it out.
 */
export interface GenerateSaleReportCommand {
  transactionId: string;
  sellerId?: string;
}
