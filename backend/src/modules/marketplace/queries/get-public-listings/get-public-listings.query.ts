import {
  DEFAULT_SORT,
  MARKETPLACE_PAGE_SIZE,
  type MarketplaceSort,
} from '../../model/marketplace-search';
import { type GetPublicListingsRequest } from './get-public-listings.request.dto';

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

/** The query a validated request (or a saved marketplace URL) asks. */
export function toPublicListingsQuery(request: GetPublicListingsRequest): GetPublicListingsQuery {
  return {
    page: request.page ?? 1,
    limit: request.limit ?? MARKETPLACE_PAGE_SIZE,
    search: request.search,
    sort: request.sort ?? DEFAULT_SORT,
    minPriceUsd: request.min_price,
    maxPriceUsd: request.max_price,
    category: request.category,
    extension: request.extension,
    registrar: request.registrar,
    verifiedOnly: request.verified === 'true',
  };
}
