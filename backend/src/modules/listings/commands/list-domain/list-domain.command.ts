import { type NewListing } from '../../model/new-listing';

/** List a domain: spends one of the seller's credits in the same transaction. */
export interface ListDomainCommand extends NewListing {
  sellerId: string;
}
