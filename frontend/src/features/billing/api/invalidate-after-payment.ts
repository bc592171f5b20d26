import type { QueryClient } from '@tanstack/react-query';
import { moduleKeys } from '../../../lib/api/module-keys';
import { SUBSCRIPTION_KEY } from './subscription';
import { PAYMENT_HISTORY_KEY } from './payment-history';

/**
 * After a payment or a cancelled subscription: the profile (credits and tier), the credit history,
 * the subscription and the payment history.
 */
export async function invalidateAfterPayment(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: moduleKeys.identity }),
    queryClient.invalidateQueries({ queryKey: moduleKeys.credits }),
    queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY }),
    queryClient.invalidateQueries({ queryKey: PAYMENT_HISTORY_KEY }),
  ]);
}
