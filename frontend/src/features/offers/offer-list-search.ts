import type { OfferListStatus } from './api/my-offers';

export interface OfferListSearch {
  status: OfferListStatus;
  page: number;
}

export const OFFERS_PAGE_SIZE = 20;

export const STATUS_FILTERS: readonly { value: OfferListStatus; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
  { value: 'all', label: 'All' },
];

function statusOf(value: string | null): OfferListStatus {
  return STATUS_FILTERS.find((filter) => filter.value === value)?.value ?? 'open';
}

/** The list's filter and page from the URL (`?status=closed&page=2`); open offers by default. */
export function readOfferListSearch(params: URLSearchParams): OfferListSearch {
  const page = Number(params.get('page'));
  return {
    status: statusOf(params.get('status')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL of a search; the defaults (open, page 1) are left out. */
export function offerListSearchParams(search: OfferListSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.status !== 'open') params.set('status', search.status);
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}
