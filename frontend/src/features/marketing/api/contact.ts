import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { moduleKeys } from '../../../lib/api/module-keys';
import type { components } from '@dlm/sdk';
import { STALE_TIME } from '../../../lib/query-client';

export type SendContactMessageRequest = components['schemas']['SendContactMessageRequest'];

export function contactStatusQueryOptions() {
  return queryOptions({
    queryKey: [...moduleKeys.marketing, 'contact-status'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/contact', { signal })),
    // The operator turns the form off rarely; a send answered "disabled" is handled by the form.
    staleTime: STALE_TIME.slow,
  });
}

/** Whether the operator has the contact form switched on, and the promised response time. */
export function useContactStatus() {
  return useQuery(contactStatusQueryOptions());
}

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: SendContactMessageRequest) => unwrap(api.POST('/api/contact', { body })),
  });
}
