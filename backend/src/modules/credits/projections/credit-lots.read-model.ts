import { defineReadModel, defineTable } from '../../../platform/projections/read-model';
import { CREDIT_EVENT_TYPES, type CreditEvent } from '../model/credit.events';

type Data<T extends CreditEvent['type']> = Extract<CreditEvent, { type: T }>['data'];

type LotRow = {
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
};

type SpendRow = {
  listing_id: string;
  lot_id: string;
  spent_at: string;
};

/**
 * `credit_lots` and `credit_spends`: each lot, and which listing spent which credit (one credit a
 * listing). What remains of a lot is its amount less its spends. Inline: a balance is read in the
 * same transaction that spends it. The lots are written before the spends that refer to them.
 */
export const creditLotsReadModel = defineReadModel({
  name: 'credits.credit-lots',
  eventTypes: CREDIT_EVENT_TYPES,
  tables: [
    defineTable<LotRow>({
      table: 'credit_lots',
      columns: [
        'id',
        'user_id',
        'kind',
        'amount',
        'granted_at',
        'expires_at',
        'source',
        'expired_at',
        'expired_amount',
        'warned_at',
      ],
      key: ['id'],
      madeBy: ['credits.CreditsGranted'],
      keysOf: (event) =>
        event.type === 'credits.CreditSpent'
          ? []
          : [{ id: (event.data as { lotId: string }).lotId }],
      evolve(lot, event) {
        const type = event.type as CreditEvent['type'];
        switch (type) {
          case 'credits.CreditsGranted': {
            const d = event.data as Data<typeof type>;
            return (
              lot ?? {
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
              }
            );
          }
          case 'credits.CreditsExpired': {
            const d = event.data as Data<typeof type>;
            return lot && { ...lot, expired_at: d.expiredAt, expired_amount: d.amount };
          }
          case 'credits.CreditExpiryWarned': {
            const d = event.data as Data<typeof type>;
            return lot && { ...lot, warned_at: d.warnedAt };
          }
          default:
            return lot;
        }
      },
    }),
    defineTable<SpendRow>({
      table: 'credit_spends',
      columns: ['listing_id', 'lot_id', 'spent_at'],
      key: ['listing_id'],
      appendOnly: true,
      keysOf: (event) =>
        event.type === 'credits.CreditSpent'
          ? [{ listing_id: (event.data as Data<'credits.CreditSpent'>).listingId }]
          : [],
      evolve(_spend, event) {
        const d = event.data as Data<'credits.CreditSpent'>;
        return { listing_id: d.listingId, lot_id: d.lotId, spent_at: d.spentAt };
      },
    }),
  ],
});
