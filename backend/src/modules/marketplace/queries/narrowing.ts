import { ValidationError } from '../../../platform/errors/domain-error';
import {
  PRICE_CEILING_USD,
  PRICE_FLOOR_USD,
  type SearchFilters,
} from '../model/marketplace-search';
import { type GetPublicListingsQuery } from './get-public-listings/get-public-listings.query';

/** The filters a marketplace query asks besides the search. */
export type Narrowing = Pick<
  GetPublicListingsQuery,
  'minPriceUsd' | 'maxPriceUsd' | 'category' | 'extension' | 'registrar' | 'verifiedOnly'
>;

/**
 * A minimum price above the maximum is refused, as the price boxes say; the error names `field`
 * (the parameter, or the saved search's URL).
 */
export function refuseInvertedPrices(query: Narrowing, field = 'min_price'): void {
  if (
    query.minPriceUsd !== undefined &&
    query.maxPriceUsd !== undefined &&
    query.minPriceUsd > query.maxPriceUsd
  )
    throw new ValidationError([{ field, message: 'min_price cannot be more than max_price' }]);
}

/** The filters besides the search, as the listings' columns hold them; a default bound is none. */
export function narrowingOf(query: Narrowing): SearchFilters {
  return {
    ...(query.minPriceUsd !== undefined &&
      query.minPriceUsd > PRICE_FLOOR_USD && {
        minPriceCents: Math.round(query.minPriceUsd * 100),
      }),
    ...(query.maxPriceUsd !== undefined &&
      query.maxPriceUsd < PRICE_CEILING_USD && {
        maxPriceCents: Math.round(query.maxPriceUsd * 100),
      }),
    ...(query.category && { category: query.category }),
    ...(query.extension && { extension: query.extension }),
    ...(query.registrar && { registrar: query.registrar }),
    ...(query.verifiedOnly && { verified: true as const }),
  };
}
