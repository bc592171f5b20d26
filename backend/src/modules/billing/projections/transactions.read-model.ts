import { defineReadModel, defineTable } from '../../../platform/projections/read-model';
import { type PaymentRecorded } from '../model/checkout.events';

type TransactionRow = {
  id: string;
  type: string;
  amount_cents: number;
  product: string;
  credits_purchased: number;
  period_end: string | null;
  provider: string;
  payment_gateway_ref: string;
  seller_id: string;
  created_at: string;
};

/**
 * `transactions`: one row per payment received (spec section 3 "Transaction"), the payment
 * history and the CSV receipts. Inline, so /billing lists a payment as soon as it is taken.
 */
export const transactionsReadModel = defineReadModel({
  name: 'billing.transactions',
  eventTypes: ['billing.PaymentRecorded'],
  tables: [
    defineTable<TransactionRow>({
      table: 'transactions',
      columns: [
        'id',
        'type',
        'amount_cents',
        'product',
        'credits_purchased',
        'period_end',
        'provider',
        'payment_gateway_ref',
        'seller_id',
        'created_at',
      ],
      key: ['id'],
      appendOnly: true,
      keysOf: (event) => [{ id: (event.data as PaymentRecorded['data']).transactionId }],
      evolve(_row, event) {
        const data = event.data as PaymentRecorded['data'];
        return {
          id: data.transactionId,
          type: data.type,
          amount_cents: data.amountCents,
          product: data.product,
          credits_purchased: data.creditsPurchased,
          period_end: data.periodEnd,
          provider: data.provider,
          payment_gateway_ref: data.paymentRef,
          seller_id: data.userId,
          created_at: data.recordedAt,
        };
      },
    }),
  ],
});
