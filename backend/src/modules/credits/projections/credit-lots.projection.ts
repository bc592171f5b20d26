import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { type RecordedEvent } from '../../../platform/event-store/event';
import { type Projection } from '../../../platform/projections/projection';
import {
  CREDIT_EVENT_TYPES,
  type CreditExpiryWarned,
  type CreditsExpired,
  type CreditSpent,
  type CreditsGranted,
} from '../model/credit.events';

/**
 * `credit_lots` and `credit_spends`: each lot, and which listing spent which credit. What remains
 * of a lot is its amount less its spends, so applying an event twice changes nothing. Inline: a
 * balance is read in the same transaction that spends it.
 */
@Injectable()
export class CreditLotsProjection implements Projection {
  readonly name = 'credits.credit-lots';
  readonly eventTypes = CREDIT_EVENT_TYPES;
  readonly tables = ['credit_lots', 'credit_spends'] as const;

  async apply(events: RecordedEvent[], manager: EntityManager): Promise<void> {
    for (const event of events) {
      if (event.type === 'credits.CreditsGranted') {
        const data = event.data as CreditsGranted['data'];
        await manager.query(
          `insert into credit_lots (id, user_id, kind, amount, granted_at, expires_at, source)
           values ($1, $2, $3, $4, $5, $6, $7) on conflict (id) do nothing`,
          [
            data.lotId,
            data.userId,
            data.kind,
            data.amount,
            data.grantedAt,
            data.expiresAt,
            data.source,
          ],
        );
      } else if (event.type === 'credits.CreditSpent') {
        const data = event.data as CreditSpent['data'];
        await manager.query(
          `insert into credit_spends (listing_id, lot_id, spent_at) values ($1, $2, $3)
           on conflict (listing_id) do nothing`,
          [data.listingId, data.lotId, data.spentAt],
        );
      } else if (event.type === 'credits.CreditsExpired') {
        const data = event.data as CreditsExpired['data'];
        await manager.query(
          `update credit_lots set expired_at = $2, expired_amount = $3 where id = $1`,
          [data.lotId, data.expiredAt, data.amount],
        );
      } else if (event.type === 'credits.CreditExpiryWarned') {
        const data = event.data as CreditExpiryWarned['data'];
        await manager.query(`update credit_lots set warned_at = $2 where id = $1`, [
          data.lotId,
          data.warnedAt,
        ]);
      }
    }
  }
}
