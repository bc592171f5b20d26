import { toUsd } from '../model/products';
import { type TransactionDto } from '../http/transaction.response.dto';

export const TRANSACTION_COLUMNS = `id, type, status, amount_cents, product, credits_purchased,
  period_end, provider, payment_gateway_ref, seller_id, buyer_id, created_at`;

export interface TransactionRow {
  id: string;
  type: TransactionDto['type'];
  status: 'completed';
  amount_cents: number;
  product: 'credit' | 'pro';
  credits_purchased: number;
  period_end: Date | null;
  provider: 'stripe' | 'test';
  payment_gateway_ref: string;
  seller_id: string;
  buyer_id: string | null;
  created_at: Date;
}

export function toTransaction(row: TransactionRow): TransactionDto {
  return {
    id: row.id,
    type: row.type,
    amount: toUsd(row.amount_cents),
    status: row.status,
    created_at: row.created_at.toISOString(),
    metadata: {
      credits_purchased: row.credits_purchased,
      product: row.product,
      period_end: row.period_end?.toISOString() ?? null,
      provider: row.provider,
    },
    payment_gateway_ref: row.payment_gateway_ref,
    seller_id: row.seller_id,
    buyer_id: row.buyer_id,
  };
}
