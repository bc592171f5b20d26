import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../api/client';
import { moduleKeys } from '../api/module-keys';

/**
 * Opens the deal that follows a sale: creates its timeline, or answers the one it already has (the
 * server keeps one per sale). Shared rather than owned by the deals feature because the lead
 * manager and My listings open deals too, and features do not import each other.
 */
export function useOpenDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transactionId: string) =>
      unwrap(api.POST('/api/transaction-timeline/create', { body: { transactionId } })),
    // By the deals module's root: lib knows no feature's keys, and the caller's list of deals changes.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moduleKeys.deals }),
  });
}
