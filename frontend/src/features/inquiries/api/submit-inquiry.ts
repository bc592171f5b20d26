import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { moduleKeys } from '../../../lib/api/module-keys';
import type { components } from '@dlm/sdk';

export type SubmitInquiryRequest = components['schemas']['SubmitInquiryRequest'];
export type Inquiry = components['schemas']['Inquiry'];

export function useSubmitInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitInquiryRequest) => unwrap(api.POST('/api/inquiries/submit', { body })),
    // The listing's inquiry count changes on the marketplace.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moduleKeys.marketplace }),
  });
}
