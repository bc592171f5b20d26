/** Record the sale of a domain (paid outside, through escrow). */
export interface MarkDomainSoldCommand {
  listingId: string;
  sellerId: string;
  salePriceUsd: number;
  /** When the sale happened; now when not given. */
  soldAt?: Date;
}
