import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { moduleKeys } from '../../../lib/api/module-keys';

/** Records that the seller answered a lead: its status becomes responded (spec section 4). */
export function useMarkLeadResponded() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inquiryId: string) =>
      unwrap(
        api.PUT('/api/seller-dashboard/inquiry-status', {
          params: { query: { id: inquiryId } },
          body: { status: 'responded' },
        }),
      ),
    // The lead's badge and the overview's response rate change: the whole lead manager is refreshed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moduleKeys.inquiries }),
  });
}
