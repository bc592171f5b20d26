/** After a sale: tell the other buyers with open inquiries that the domain is gone. */
export interface TellBuyersOfSaleCommand {
  listingId: string;
  /** The sale: the `listings.DomainMarkedSold` event's id. */
  transactionId: string;
}
