/** One of the caller's own listings. */
export interface GetListingDetailQuery {
  listingId: string;
  sellerId: string;
  /** Whether the seller is Pro, when the caller knows it already (it has just listed the domain). */
  sellerIsPro?: boolean;
}
