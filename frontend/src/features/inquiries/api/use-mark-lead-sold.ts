import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { invalidateAfterListingChange } from '../../../lib/api/module-keys';

/**
 * Marks a lead's domain sold to that buyer at the listed price; the server archives the lead with
 * the note "Marked as sold on <date>".
 */
export function useMarkLeadSold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inquiryId: string) =>
      unwrap(
        api.POST('/api/seller-dashboard/mark-sold', {
          params: { query: { id: inquiryId } },
          body: {},
        }),
      ),
    // The leads, the sales, the marketplace and the seller's listings and figures all change.
    onSuccess: () => invalidateAfterListingChange(queryClient),
  });
}
