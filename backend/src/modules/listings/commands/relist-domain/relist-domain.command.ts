/** Start a new 30-day listing period now, free of charge. */
export interface RelistDomainCommand {
  listingId: string;
  sellerId: string;
}
