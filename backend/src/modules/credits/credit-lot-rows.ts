/**
 * Reads of the credit_lots read model with expiry applied at the given time, whether or not the
 * expiry job has closed the lot yet.
 */
export const LOT_REMAINING_SQL = `
  greatest(l.amount - (select count(*) from credit_spends s where s.lot_id = l.id)::int, 0)`;

export const LOT_SPENDABLE_SQL = `(l.expired_at is null and l.expires_at > $2)`;
