/** Take a listing down for good. Its credit is not returned. */
export interface DeleteListingCommand {
  listingId: string;
  sellerId: string;
}
