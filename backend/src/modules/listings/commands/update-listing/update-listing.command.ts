/** Change a listing's price, description or auto-relist; absent fields stay as they are. */
export interface UpdateListingCommand {
  listingId: string;
  sellerId: string;
  priceUsd?: number;
  description?: string;
  autoRelist?: boolean;
}
