import { refuseUnsafeInput } from '../../../../platform/http/input-guard.interceptor';
import { validatedInput } from '../../../../platform/http/validation.pipe';
import { ValidationError } from '../../../../platform/errors/domain-error';
import {
  DEFAULT_SORT,
  MARKETPLACE_PAGE_SIZE,
  type MarketplaceSort,
} from '../../model/marketplace-search';
import { refuseInvertedPrices } from '../narrowing';
import { GetPublicListingsRequest } from './get-public-listings.request.dto';

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

/** The query a validated request (the query string's, or `marketplaceQueryOf`'s) asks. */
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

/**
 * The marketplace's parameters when they arrive inside another input, `field` (a saved search's
 * URL), read by the very checks its query string passes: text that cannot be stored (the input
 * guard's), the request's validation and defaults (the validation pipe's), and a minimum price
 * above the maximum (the handler's). Each 400 names `field`.
 */
export function marketplaceQueryOf(
  params: Record<string, unknown>,
  field: string,
): GetPublicListingsQuery {
  refuseUnsafeInput(params, 'query', field);
  let request: GetPublicListingsRequest;
  try {
    request = validatedInput(GetPublicListingsRequest, params);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw new ValidationError((error.details ?? []).map((detail) => ({ ...detail, field })));
  }
  const query = toPublicListingsQuery(request);
  refuseInvertedPrices(query, field);
  return query;
}
