import { type MarketplaceSort } from '../../model/marketplace-search';

/** A page of the marketplace; absent filters are undefined. Prices in USD. */
export interface GetPublicListingsQuery {
  page: number;
  limit: number;
  search?: string;
  sort: MarketplaceSort;
  minPriceUsd?: number;
  maxPriceUsd?: number;
  category?: string;
  extension?: string;
  registrar?: string;
  /** Only listings whose seller proved control of the name. */
  verifiedOnly: boolean;
}
