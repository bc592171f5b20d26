import { type ListingStatus } from '../../model/listing-rules';

/** A page of the caller's listings, newest first. */
export interface GetMyListingsQuery {
  sellerId: string;
  page: number;
  limit: number;
  statuses?: ListingStatus[];
  /** Part of the domain name. */
  search?: string;
}
