import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { moduleKeys } from '../../../lib/api/module-keys';
import { listingQueryOptions } from './get-listing';
import { listingOwnershipQueryOptions } from './listing-ownership';
import { myListingsKeyPrefix } from './my-listings';
import { ownershipSummaryKeyPrefix } from './ownership-summary';

/**
 * "Check now": looks the listing's records and registration up at once and answers the ownership
 * with the new check first. A check can verify, suspend or reinstate the listing, so its status
 * and badge refresh wherever they show: its page, the portfolio, the summary and the marketplace.
 */
export function useCheckOwnership(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      unwrap(api.POST('/api/domains/{id}/ownership/check', { params: { path: { id } } })),
    onSuccess: (ownership) => {
      queryClient.setQueryData(listingOwnershipQueryOptions(id).queryKey, ownership);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: listingQueryOptions(id).queryKey }),
        queryClient.invalidateQueries({ queryKey: myListingsKeyPrefix }),
        queryClient.invalidateQueries({ queryKey: ownershipSummaryKeyPrefix }),
        queryClient.invalidateQueries({ queryKey: moduleKeys.marketplace }),
      ]);
    },
  });
}
