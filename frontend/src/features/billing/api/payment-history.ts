import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { moduleKeys } from '../../../lib/api/module-keys';
import type { components } from '@dlm/sdk';

export type Transaction = components['schemas']['TransactionDto'];

/** Spec section 9: the payment history shows the latest 50 payments. */
export const PAYMENT_HISTORY_PAGE = { page: 1, limit: 50 } as const;

/** Every page of the payment history: what a payment or a cancellation changes. */
export const PAYMENT_HISTORY_KEY = [...moduleKeys.billing, 'transactions'] as const;

export function paymentHistoryQueryOptions(params: { page: number; limit: number }) {
  return queryOptions({
    queryKey: [...PAYMENT_HISTORY_KEY, params],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/billing/transactions', { params: { query: params }, signal })),
  });
}

export function usePaymentHistory() {
  return useQuery(paymentHistoryQueryOptions(PAYMENT_HISTORY_PAGE));
}
