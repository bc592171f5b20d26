import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { moduleKeys } from '../../../lib/api/module-keys';
import type { components } from '@dlm/sdk';

export type AuditSale = components['schemas']['AuditSale'];

export const SALES_PAGE_SIZE = 50;

/** `domain` is an exact, lower-case name; without it every sale is listed. */
export function salesQueryOptions(domain: string | undefined) {
  return infiniteQueryOptions({
    queryKey: [...moduleKeys.audit, 'sales', domain ? { domain } : {}],
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        api.GET('/api/audit/sales', {
          params: {
            query: {
              limit: SALES_PAGE_SIZE,
              ...(domain && { domain }),
              ...(pageParam !== null && { cursor: pageParam }),
            },
          },
          signal,
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** Sales in the order they were recorded, each with its restore if there was one. */
export function useSales(domain: string | undefined) {
  return useInfiniteQuery(salesQueryOptions(domain));
}
