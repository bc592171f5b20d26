import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { invalidateAfterPayment } from './invalidate-after-payment';
import { useAuth } from '../../../lib/auth/auth-context';
import { subscriptionQueryOptions } from './subscription';

/** Cancels Liquidation Pro at the end of the paid period; the plan stays Pro until then. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/payments/cancel-subscription')),
    onSuccess: async (subscription) => {
      // Shown at once from the answer; the refetch then confirms it with everything else.
      if (user) queryClient.setQueryData(subscriptionQueryOptions(user.id).queryKey, subscription);
      await invalidateAfterPayment(queryClient);
    },
  });
}
