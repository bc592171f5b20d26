/** Reverse a sale: the domain is active again. Only within 7 days of the sale event. */
export interface RestoreDomainCommand {
  listingId: string;
  sellerId: string;
}
