import { type RecordedEvent } from '../../../platform/event-store/event';
import { type RowFold } from '../../../platform/projections/row-fold';
import { type CreditEvent } from '../model/credit.events';

type Data<T extends CreditEvent['type']> = Extract<CreditEvent, { type: T }>['data'];

interface LotRow {
  id: string;
  user_id: string;
  kind: string;
  amount: number;
  granted_at: string;
  expires_at: string;
  source: string;
  expired_at: string | null;
  expired_amount: number | null;
  warned_at: string | null;
}

interface SpendRow {
  listing_id: string;
  lot_id: string;
  spent_at: string;
}

/**
 * `credit_lots` and `credit_spends` folded in memory for a rebuild (`RowFold`): the rows
 * `CreditLotsProjection.apply` leaves, the lots written before the spends that refer to them.
 */
export class CreditLotsFold implements RowFold {
  private readonly lots = new Map<string, LotRow>();
  private readonly spends = new Map<string, SpendRow>();

  fold(event: RecordedEvent): void {
    const type = event.type as CreditEvent['type'];
    switch (type) {
      case 'credits.CreditsGranted': {
        const d = event.data as Data<typeof type>;
        if (this.lots.has(d.lotId)) return;
        this.lots.set(d.lotId, {
          id: d.lotId,
          user_id: d.userId,
          kind: d.kind,
          amount: d.amount,
          granted_at: d.grantedAt,
          expires_at: d.expiresAt,
          source: d.source,
          expired_at: null,
          expired_amount: null,
          warned_at: null,
        });
        return;
      }
      case 'credits.CreditSpent': {
        const d = event.data as Data<typeof type>;
        if (this.spends.has(d.listingId)) return;
        this.spends.set(d.listingId, {
          listing_id: d.listingId,
          lot_id: d.lotId,
          spent_at: d.spentAt,
        });
        return;
      }
      case 'credits.CreditsExpired': {
        const d = event.data as Data<typeof type>;
        const lot = this.lots.get(d.lotId);
        if (!lot) return;
        lot.expired_at = d.expiredAt;
        lot.expired_amount = d.amount;
        return;
      }
      case 'credits.CreditExpiryWarned': {
        const d = event.data as Data<typeof type>;
        const lot = this.lots.get(d.lotId);
        if (lot) lot.warned_at = d.warnedAt;
        return;
      }
    }
  }

  tables() {
    return [
      { table: 'credit_lots', rows: this.lots.values() },
      { table: 'credit_spends', rows: this.spends.values() },
    ];
  }
}
