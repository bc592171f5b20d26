/** One of the caller's own listings. */
export interface GetListingDetailQuery {
  listingId: string;
  sellerId: string;
}
