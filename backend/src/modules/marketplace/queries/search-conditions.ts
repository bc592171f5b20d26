import { type SearchFilters } from './get-public-listings/search-matches';

export type RangeOrFacet = Exclude<keyof SearchFilters, 'verified'>;

/**
 * The marketplace's filters as conditions on the listing `l`, each given the SQL of its value (a
 * parameter on the marketplace page, a saved search's column when a new listing is matched).
 */
export const FILTER_CONDITIONS: Record<RangeOrFacet, (value: string) => string> = {
  minPriceCents: (value) => `l.price_cents >= ${value}`,
  maxPriceCents: (value) => `l.price_cents <= ${value}`,
  category: (value) => `l.category = ${value}`,
  extension: (value) => `l.extension = ${value}`,
  registrar: (value) => `l.registrar = ${value}`,
};

export const VERIFIED_CONDITION = 'l.verified';

/** The listing's name or description contains the search (`pattern`, a LIKE pattern of it). */
export const containsCondition = (pattern: string) => `l.search_text like ${pattern}`;

/** Contains the search, or has a word near it (pg_trgm word similarity, SEARCH_SIMILARITY). */
export const searchCondition = (pattern: string, words: string) =>
  `(${containsCondition(pattern)} or ${words} <% l.search_text)`;
