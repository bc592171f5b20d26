import type { TimelineListParams } from './api/my-timelines';

export type RoleFilter = NonNullable<TimelineListParams['role']>;
export type StatusFilter = NonNullable<TimelineListParams['status']>;

export interface DealListSearch {
  role: RoleFilter | undefined;
  status: StatusFilter | undefined;
  page: number;
}

export const DEALS_PAGE_SIZE = 20;

const ROLE_FILTERS: readonly RoleFilter[] = ['seller', 'buyer'];
const STATUS_FILTERS: readonly StatusFilter[] = ['open', 'completed', 'cancelled'];

function oneOf<T extends string>(options: readonly T[], value: string | null): T | undefined {
  return options.find((option) => option === value);
}

/** A role filter from a URL or a select; anything else means every role. */
export function roleFilterOf(value: string | null): RoleFilter | undefined {
  return oneOf(ROLE_FILTERS, value);
}

/** A status filter from a URL or a select; anything else means every status. */
export function statusFilterOf(value: string | null): StatusFilter | undefined {
  return oneOf(STATUS_FILTERS, value);
}

/** The list's filters and page from the URL (`?role=seller&status=open&page=2`); junk is ignored. */
export function readDealListSearch(params: URLSearchParams): DealListSearch {
  const page = Number(params.get('page'));
  return {
    role: roleFilterOf(params.get('role')),
    status: statusFilterOf(params.get('status')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL of a search; defaults (every role, every status, page 1) are left out. */
export function dealListSearchParams(search: DealListSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.role) params.set('role', search.role);
  if (search.status) params.set('status', search.status);
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

export function timelineListParams(search: DealListSearch): TimelineListParams {
  return {
    page: search.page,
    limit: DEALS_PAGE_SIZE,
    ...(search.role && { role: search.role }),
    ...(search.status && { status: search.status }),
  };
}
