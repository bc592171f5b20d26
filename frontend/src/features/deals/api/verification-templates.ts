import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { moduleKeys } from '../../../lib/api/module-keys';
import type { components } from '@dlm/sdk';
import { STALE_TIME } from '../../../lib/query-client';

export type VerificationTemplate = components['schemas']['VerificationTemplateDto'];
export type VerificationType = VerificationTemplate['type'];

export function verificationTemplatesQueryOptions() {
  return queryOptions({
    queryKey: [...moduleKeys.deals, 'verification-templates'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/verification/templates', { signal })),
    // The checklists are part of the product, not data: they change with a release.
    staleTime: STALE_TIME.static,
  });
}

export function useVerificationTemplates() {
  return useQuery(verificationTemplatesQueryOptions());
}
