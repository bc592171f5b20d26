import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { moduleKeys } from '../../../lib/api/module-keys';
import type { components } from '@dlm/sdk';

export type Verification = components['schemas']['Verification'];
export type VerificationItem = components['schemas']['VerificationItem'];

export function verificationQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...moduleKeys.deals, 'verification', id],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/verification/detail/{id}', { params: { path: { id } }, signal })),
  });
}

export function useVerification(id: string) {
  return useQuery(verificationQueryOptions(id));
}
