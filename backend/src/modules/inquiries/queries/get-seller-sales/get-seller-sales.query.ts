/** A page of the caller's completed sales, newest first. */
export interface GetSellerSalesQuery {
  sellerId: string;
  page: number;
  limit: number;
}
