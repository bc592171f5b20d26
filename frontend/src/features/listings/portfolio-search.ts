import { useSearchParams } from 'react-router-dom';
import type { MyListingsParams } from './api/my-listings';
import { LISTING_STATUSES, type ListingStatus } from './listing-status';

export interface PortfolioSearch {
  status: ListingStatus | undefined;
  /** Part of the domain name. */
  search: string;
  page: number;
}

/** Spec section 9: the dashboard shows the seller's domains 50 at a time. */
export const PORTFOLIO_PAGE_SIZE = 50;

/** A status filter from a URL or a select; anything else means every status. */
export function statusFilterOf(value: string | null): ListingStatus | undefined {
  return LISTING_STATUSES.find((status) => status === value);
}

/** The portfolio's filters and page from the URL (`?status=sold&search=brew&page=2`). */
export function readPortfolioSearch(params: URLSearchParams): PortfolioSearch {
  const page = Number(params.get('page'));
  return {
    status: statusFilterOf(params.get('status')),
    search: params.get('search') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL of a search; defaults (every status, no search, page 1) are left out. */
export function portfolioSearchParams(search: PortfolioSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.status) params.set('status', search.status);
  if (search.search.trim() !== '') params.set('search', search.search);
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

export function myListingsParams(search: PortfolioSearch): MyListingsParams {
  const text = search.search.trim();
  return {
    page: search.page,
    limit: PORTFOLIO_PAGE_SIZE,
    ...(search.status && { status: search.status }),
    ...(text !== '' && { search: text }),
  };
}

/**
 * The portfolio's search, kept in the dashboard's URL so that reloading or going back keeps it.
 * Each change is committed at once (flushSync), not as a transition: the search box's delayed
 * search then builds on the status just chosen, never on the one before it.
 */
export function usePortfolioSearch(): [PortfolioSearch, (next: PortfolioSearch) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const show = (next: PortfolioSearch) =>
    setSearchParams(portfolioSearchParams(next), { replace: true, flushSync: true });
  return [readPortfolioSearch(searchParams), show];
}
