/** The seller sold the domain to the buyer of this lead. */
export interface MarkLeadSoldCommand {
  inquiryId: string;
  sellerId: string;
  /** The listed price when absent. */
  salePriceUsd?: number;
}
