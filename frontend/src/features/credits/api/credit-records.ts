import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { moduleKeys } from '../../../lib/api/module-keys';
import type { components } from '@dlm/sdk';

export type CreditRecord = components['schemas']['CreditRecord'];

export function creditRecordsQueryOptions() {
  return queryOptions({
    queryKey: [...moduleKeys.credits, 'records'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/user/credits', { signal })),
  });
}

export function useCreditRecords() {
  return useQuery(creditRecordsQueryOptions());
}
