import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { type RecordedEvent } from '../../../platform/event-store/event';
import { type Projection } from '../../../platform/projections/projection';
import { groupBy, inWaves } from '../../../platform/projections/waves';
import { CREDIT_EVENT_TYPES, type CreditEvent, type CreditSpent } from '../model/credit.events';
import { CreditLotsFold } from './credit-lots.fold';

/**
 * `credit_lots` and `credit_spends`: each lot, and which listing spent which credit. What remains
 * of a lot is its amount less its spends, so applying an event twice changes nothing. Inline: a
 * balance is read in the same transaction that spends it. A batch is applied in waves (each lot
 * and each listing's spend once per wave), one set-based statement per event type and wave.
 */
@Injectable()
export class CreditLotsProjection implements Projection {
  readonly name = 'credits.credit-lots';
  readonly eventTypes = CREDIT_EVENT_TYPES;
  readonly tables = ['credit_lots', 'credit_spends'] as const;

  rowFold(): CreditLotsFold {
    return new CreditLotsFold();
  }

  async apply(events: RecordedEvent[], manager: EntityManager): Promise<void> {
    // A spend is its listing's (one credit per listing); everything else is its lot's.
    const keyOf = (event: RecordedEvent) =>
      event.type === 'credits.CreditSpent'
        ? `listing:${(event.data as CreditSpent['data']).listingId}`
        : `lot:${(event.data as { lotId: string }).lotId}`;
    for (const wave of inWaves(events, keyOf)) {
      const groups = groupBy(wave, (event) => event.type);
      // Grants first: a spend of the same wave may draw on a lot granted in it.
      for (const type of CREDIT_EVENT_TYPES) {
        const group = groups.get(type);
        if (group) await this.applyAll(type, group, manager);
      }
    }
  }

  /** Events of one type, each of a different lot (spends: of a different listing). */
  private async applyAll(
    type: CreditEvent['type'],
    events: RecordedEvent[],
    manager: EntityManager,
  ): Promise<void> {
    const data = <T extends CreditEvent['type']>() =>
      events.map((event) => event.data as Extract<CreditEvent, { type: T }>['data']);
    switch (type) {
      case 'credits.CreditsGranted': {
        const granted = data<'credits.CreditsGranted'>();
        await manager.query(
          `insert into credit_lots (id, user_id, kind, amount, granted_at, expires_at, source)
           select * from unnest($1::uuid[], $2::uuid[], $3::text[], $4::int[], $5::timestamptz[],
                                $6::timestamptz[], $7::text[])
           on conflict (id) do nothing`,
          [
            granted.map((d) => d.lotId),
            granted.map((d) => d.userId),
            granted.map((d) => d.kind),
            granted.map((d) => d.amount),
            granted.map((d) => d.grantedAt),
            granted.map((d) => d.expiresAt),
            granted.map((d) => d.source),
          ],
        );
        return;
      }
      case 'credits.CreditSpent': {
        const spent = data<'credits.CreditSpent'>();
        await manager.query(
          `insert into credit_spends (listing_id, lot_id, spent_at)
           select * from unnest($1::uuid[], $2::uuid[], $3::timestamptz[])
           on conflict (listing_id) do nothing`,
          [spent.map((d) => d.listingId), spent.map((d) => d.lotId), spent.map((d) => d.spentAt)],
        );
        return;
      }
      case 'credits.CreditsExpired': {
        const expired = data<'credits.CreditsExpired'>();
        await manager.query(
          `update credit_lots l set expired_at = e.at, expired_amount = e.amount
             from unnest($1::uuid[], $2::timestamptz[], $3::int[]) as e(id, at, amount)
            where l.id = e.id`,
          [
            expired.map((d) => d.lotId),
            expired.map((d) => d.expiredAt),
            expired.map((d) => d.amount),
          ],
        );
        return;
      }
      case 'credits.CreditExpiryWarned': {
        const warned = data<'credits.CreditExpiryWarned'>();
        await manager.query(
          `update credit_lots l set warned_at = e.at
             from unnest($1::uuid[], $2::timestamptz[]) as e(id, at)
            where l.id = e.id`,
          [warned.map((d) => d.lotId), warned.map((d) => d.warnedAt)],
        );
        return;
      }
      default: {
        const unknown: never = type;
        return unknown;
      }
    }
  }
}
