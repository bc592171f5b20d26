import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { type RecordedEvent } from '../../../platform/event-store/event';
import { type Projection } from '../../../platform/projections/projection';
import { type PaymentRecorded } from '../model/checkout.events';

/**
 * `transactions`: one row per payment received (spec section 3 "Transaction"), the payment
 * history and the CSV receipts. Inline, so /billing lists a payment as soon as it is taken.
 */
@Injectable()
export class TransactionsProjection implements Projection {
  readonly name = 'billing.transactions';
  readonly eventTypes = ['billing.PaymentRecorded'] as const;
  readonly tables = ['transactions'] as const;

  async apply(events: RecordedEvent[], manager: EntityManager): Promise<void> {
    for (const event of events) {
      const data = event.data as PaymentRecorded['data'];
      await manager.query(
        `insert into transactions (id, type, amount_cents, product, credits_purchased, period_end,
                                   provider, payment_gateway_ref, seller_id, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) on conflict (id) do nothing`,
        [
          data.transactionId,
          data.type,
          data.amountCents,
          data.product,
          data.creditsPurchased,
          data.periodEnd,
          data.provider,
          data.paymentRef,
          data.userId,
          data.recordedAt,
        ],
      );
    }
  }
}
