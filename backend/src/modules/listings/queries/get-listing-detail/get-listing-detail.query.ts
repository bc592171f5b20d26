/** One of the caller's own listings. */
export interface GetListingDetailQuery {
  listingId: string;
  sellerId: string;
  /** Whether the seller is Pro, when the caller has read it (it has just listed the domain). */
  sellerIsPro?: boolean;
}
