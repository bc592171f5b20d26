export interface GetListingOwnershipQuery {
  listingId: string;
  sellerId: string;
}
