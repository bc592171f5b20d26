import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { moduleKeys } from '../../../lib/api/module-keys';
import type { components } from '@dlm/sdk';

export type AuditProjection = components['schemas']['AuditProjection'];

/** How often the projections table asks again while it is on screen. */
export const PROJECTIONS_REFRESH_MS = 5_000;

export function projectionsQueryOptions() {
  return queryOptions({
    queryKey: [...moduleKeys.audit, 'projections'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/audit/projections', { signal })),
  });
}

/** Every projection with its checkpoint and lag, fresh every few seconds while shown. */
export function useProjections() {
  return useQuery({ ...projectionsQueryOptions(), refetchInterval: PROJECTIONS_REFRESH_MS });
}
