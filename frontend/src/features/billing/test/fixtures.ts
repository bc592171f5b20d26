import type { Transaction } from '../api/payment-history';
import { PROFILE } from '../../../test/api-stub';

export const CREDIT_PAYMENT: Transaction = {
  id: '7d4e1f0a-2b3c-4d5e-8f90-a1b2c3d4e5f6',
  type: 'listing_fee',
  amount: 29.97,
  status: 'completed',
  created_at: '2025-04-10T12:00:00.000Z',
  metadata: { credits_purchased: 3, product: 'credit', period_end: null, provider: 'test' },
  payment_gateway_ref: 'test_cs_0b9a7c1e',
  seller_id: PROFILE.id,
  buyer_id: null,
};

export const PRO_PAYMENT: Transaction = {
  id: '8e5f2a1b-3c4d-4e5f-9a01-b2c3d4e5f607',
  type: 'pro_membership',
  amount: 500,
  status: 'completed',
  created_at: '2025-12-01T12:00:00.000Z',
  metadata: {
    credits_purchased: 100,
    product: 'pro',
    period_end: '2026-12-01T12:00:00.000Z',
    provider: 'stripe',
  },
  payment_gateway_ref: 'pi_3PabcDEF',
  seller_id: PROFILE.id,
  buyer_id: null,
};

export function paymentsPage(transactions: Transaction[], total = transactions.length) {
  const credits = transactions.filter((transaction) => transaction.type === 'listing_fee');
  return {
    transactions,
    pagination: {
      page: 1,
      limit: 50,
      total,
      totalPages: Math.max(1, Math.ceil(total / 50)),
      hasNextPage: total > 50,
      hasPreviousPage: false,
    },
    summary: {
      total_spent: transactions.reduce((sum, transaction) => sum + transaction.amount, 0),
      credit_purchase_count: credits.length,
      credits_purchased: transactions.reduce(
        (sum, transaction) => sum + transaction.metadata.credits_purchased,
        0,
      ),
    },
  };
}
