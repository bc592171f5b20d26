import type { operations } from '@dlm/sdk';

export type ListingsQuery = NonNullable<operations['getPublicListings']['parameters']['query']>;
export type MarketplaceSort = NonNullable<ListingsQuery['sort']>;
export type ViewMode = 'grid' | 'list';

/** The sort choices in the spec's order (section 9), first the default. */
export const SORT_OPTIONS: readonly { value: MarketplaceSort; label: string }[] = [
  { value: 'priority_date', label: 'Featured First' },
  { value: 'newest', label: 'Newest First' },
  { value: 'price_asc', label: 'Price: Low to High' },
  { value: 'price_desc', label: 'Price: High to Low' },
  { value: 'views_desc', label: 'Most Popular' },
  { value: 'inquiries_desc', label: 'Most Inquiries' },
  { value: 'alphabetical', label: 'Alphabetical' },
  { value: 'expiry_soon', label: 'Expiring Soon' },
];

export const DEFAULT_SORT: MarketplaceSort = 'priority_date';
/** The price filter's defaults (spec section 2); a bound equal to its default is not sent. */
export const MIN_PRICE_DEFAULT = 0;
export const MAX_PRICE_DEFAULT = 1000;
/** Spec section 9: marketplace page size. */
export const PAGE_SIZE = 50;

/** Everything a marketplace search is made of; it lives in the URL so it can be shared. */
export interface MarketplaceSearch {
  search: string;
  category: string;
  extension: string;
  registrar: string;
  sort: MarketplaceSort;
  minPrice: number;
  maxPrice: number;
  /** Only listings whose seller proved control of the name (ADR 0024). */
  verifiedOnly: boolean;
  page: number;
  view: ViewMode;
}

export const DEFAULT_SEARCH: MarketplaceSearch = {
  search: '',
  category: '',
  extension: '',
  registrar: '',
  sort: DEFAULT_SORT,
  minPrice: MIN_PRICE_DEFAULT,
  maxPrice: MAX_PRICE_DEFAULT,
  verifiedOnly: false,
  page: 1,
  view: 'grid',
};

/**
 * The quick filters of the Advanced Filters panel (spec section 2). Each sets the whole price range
 * it means, so one chosen after another (High Interest after Premium) keeps none of the other's.
 */
export const QUICK_FILTERS: readonly {
  label: string;
  apply: Pick<MarketplaceSearch, 'sort'> & Partial<MarketplaceSearch>;
}[] = [
  {
    label: 'Budget Friendly',
    apply: { sort: 'price_asc', minPrice: MIN_PRICE_DEFAULT, maxPrice: 100 },
  },
  { label: 'Premium', apply: { sort: 'views_desc', minPrice: 500, maxPrice: MAX_PRICE_DEFAULT } },
  {
    label: 'High Interest',
    apply: { sort: 'inquiries_desc', minPrice: MIN_PRICE_DEFAULT, maxPrice: MAX_PRICE_DEFAULT },
  },
];

function isSort(value: string | null): value is MarketplaceSort {
  return SORT_OPTIONS.some((option) => option.value === value);
}

function priceParam(value: string | null, fallback: number): number {
  if (value === null || value.trim() === '') return fallback;
  const price = Number(value);
  return Number.isFinite(price) && price >= MIN_PRICE_DEFAULT && price <= MAX_PRICE_DEFAULT
    ? price
    : fallback;
}

function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * Reads a search from the URL; anything unreadable falls back to its default, and so does a price
 * range whose minimum is above its maximum (the server would refuse it).
 */
export function readSearch(params: URLSearchParams): MarketplaceSearch {
  const sort = params.get('sort');
  const minPrice = priceParam(params.get('min_price'), MIN_PRICE_DEFAULT);
  const maxPrice = priceParam(params.get('max_price'), MAX_PRICE_DEFAULT);
  const inverted = minPrice > maxPrice;
  return {
    search: params.get('search')?.trim() ?? '',
    category: params.get('category') ?? '',
    extension: params.get('extension') ?? '',
    registrar: params.get('registrar') ?? '',
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    minPrice: inverted ? MIN_PRICE_DEFAULT : minPrice,
    maxPrice: inverted ? MAX_PRICE_DEFAULT : maxPrice,
    verifiedOnly: params.get('verified') === 'true',
    page: pageParam(params.get('page')),
    view: params.get('view') === 'list' ? 'list' : 'grid',
  };
}

/**
 * The search as the API's query: empty values left out, and a price bound equal to its default
 * not sent (spec section 2).
 */
export function listingsQuery(search: MarketplaceSearch): ListingsQuery {
  const query: ListingsQuery = { page: search.page, limit: PAGE_SIZE };
  if (search.search) query.search = search.search;
  if (search.sort !== DEFAULT_SORT) query.sort = search.sort;
  if (search.minPrice !== MIN_PRICE_DEFAULT) query.min_price = search.minPrice;
  if (search.maxPrice !== MAX_PRICE_DEFAULT) query.max_price = search.maxPrice;
  if (search.category) query.category = search.category as ListingsQuery['category'];
  if (search.extension) query.extension = search.extension;
  if (search.registrar) query.registrar = search.registrar as ListingsQuery['registrar'];
  if (search.verifiedOnly) query.verified = 'true';
  return query;
}

/** The search as URL parameters, defaults left out; other parameters (`contact`) are kept. */
export function writeSearch(search: MarketplaceSearch, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  const { page, limit: _limit, ...filters } = listingsQuery(search);
  for (const key of [
    'search',
    'sort',
    'min_price',
    'max_price',
    'category',
    'extension',
    'registrar',
    'verified',
    'page',
    'view',
  ]) {
    next.delete(key);
  }
  for (const [key, value] of Object.entries(filters)) next.set(key, String(value));
  if (page !== undefined && page > 1) next.set('page', String(page));
  if (search.view !== 'grid') next.set('view', search.view);
  return next;
}

/** True when the search narrows or reorders the listings, i.e. Clear has something to clear. */
export function hasActiveFilters(search: MarketplaceSearch): boolean {
  return (
    search.search !== '' ||
    search.category !== '' ||
    search.extension !== '' ||
    search.registrar !== '' ||
    search.sort !== DEFAULT_SORT ||
    search.minPrice !== MIN_PRICE_DEFAULT ||
    search.maxPrice !== MAX_PRICE_DEFAULT ||
    search.verifiedOnly
  );
}

/** The search with every filter cleared; the view mode stays as chosen. */
export function clearedSearch(search: MarketplaceSearch): MarketplaceSearch {
  return { ...DEFAULT_SEARCH, view: search.view };
}

/** The page buttons to show: at most `max`, around the current page. */
export function pageWindow(current: number, totalPages: number, max = 5): number[] {
  const count = Math.min(max, totalPages);
  const start = Math.min(Math.max(1, current - Math.floor(count / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}
