/** What buyers can ask of the marketplace (spec sections 2, 3 and 7; DECISIONS.md "Listings"). */
export const MARKETPLACE_SORTS = [
  'priority_date',
  'newest',
  'price_asc',
  'price_desc',
  'views_desc',
  'inquiries_desc',
  'alphabetical',
  'expiry_soon',
] as const;
export type MarketplaceSort = (typeof MARKETPLACE_SORTS)[number];
export const DEFAULT_SORT: MarketplaceSort = 'priority_date';

export const MARKETPLACE_PAGE_SIZE = 50;
export const MARKETPLACE_MAX_PAGE_SIZE = 100;
export const SEARCH_MAX_LENGTH = 100;

/** The price filter's bounds in USD; a bound equal to its default is the same as none. */
export const PRICE_FLOOR_USD = 0;
export const PRICE_CEILING_USD = 1000;

export interface PriceRange {
  min: number;
  max: number;
  label: string;
}

/** The ranges of the price dropdown, after All Prices. */
export const PRICE_RANGES: readonly PriceRange[] = [
  { min: 0, max: 100, label: 'Under $100' },
  { min: 100, max: 250, label: '$100 - $250' },
  { min: 250, max: 500, label: '$250 - $500' },
  { min: 500, max: 1000, label: '$500 - $1,000' },
];

/**
 * Each sort as an ORDER BY over `marketplace_listings` (aliased `l`): its key, then verified
 * listings before unverified ones where the key ties, then the id so that pages never overlap;
 * each matches a partial index of the migrations.
 */
export const SORT_ORDER: Record<MarketplaceSort, string> = {
  priority_date: 'l.is_priority desc, l.period_start desc, l.verified desc, l.id',
  newest: 'l.created_at desc, l.verified desc, l.id',
  price_asc: 'l.price_cents, l.verified desc, l.id',
  price_desc: 'l.price_cents desc, l.verified desc, l.id',
  views_desc: 'l.views desc, l.verified desc, l.id',
  inquiries_desc: 'l.inquiries desc, l.verified desc, l.id',
  alphabetical: 'l.name, l.verified desc, l.id',
  expiry_soon: 'l.expires_at, l.verified desc, l.id',
};

/**
 * How close a word of a name must be to a word of the search to stand for it, a typo corrected
 * (pg_trgm similarity of the two words): 0.3 lets one wrong letter of a five-letter word through
 * (`clowd` for `cloud`, 0.33) and two swapped ones (`pixle` for `pixel`, 0.33).
 */
export const SEARCH_SIMILARITY = 0.3;

/** What a page of a search is narrowed by, besides the search; prices in cents. */
export interface SearchFilters {
  minPriceCents?: number;
  maxPriceCents?: number;
  category?: string;
  extension?: string;
  registrar?: string;
  /** Verified listings only. */
  verified?: true;
}

/** An extension as stored (`.io`), from `io`, `.IO` or ` .io `. */
export function normalizeExtension(value: string): string {
  const trimmed = value.trim().toLowerCase();
  return trimmed.startsWith('.') ? trimmed : `.${trimmed}`;
}

export const EXTENSION_PATTERN = /^\.(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
