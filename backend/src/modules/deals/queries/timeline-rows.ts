import { type TimelineStage, type TimelineStatus } from '../model/deal-rules';
import { type EscrowFeePayer, type HoldReason } from '../model/timeline.events';

/** A timeline with its sale, as read with `TIMELINE_COLUMNS` from `TIMELINE_FROM`. */
export interface TimelineRow {
  id: string;
  transaction_id: string;
  listing_id: string;
  seller_id: string;
  buyer_id: string | null;
  stage: TimelineStage;
  status: TimelineStatus;
  created_at: Date;
  updated_at: Date;
  domain_name: string;
  sale_price_cents: number;
  listed_price_cents: number;
  sold_at: Date;
  offer_id: string | null;
  payment_due_at: Date | null;
  transfer_days: number | null;
  transfer_due_at: Date | null;
  next_deadline: 'payment' | 'transfer' | null;
  next_due_at: Date | null;
  escrow_state: 'requested' | 'open' | null;
  escrow_id: string | null;
  escrow_pay_url: string | null;
  escrow_fee_payer: EscrowFeePayer | null;
  escrow_inspection_days: number | null;
  escrow_requested_at: Date | null;
  auth_code_entered_at: Date | null;
  auth_code_viewed_at: Date | null;
  receiving_registrar: string | null;
  hold_reason: HoldReason | null;
  hold_registrar: string | null;
  held_at: Date | null;
}

export const TIMELINE_COLUMNS = `t.id, t.transaction_id, t.listing_id, t.seller_id, t.buyer_id,
  t.stage, t.status, t.created_at, t.updated_at, s.domain_name, s.sale_price_cents,
  s.listed_price_cents, s.sold_at, t.offer_id, t.payment_due_at, t.transfer_days,
  t.transfer_due_at, t.next_deadline, t.next_due_at, t.escrow_state, t.escrow_id, t.escrow_pay_url,
  t.escrow_fee_payer, t.escrow_inspection_days, t.escrow_requested_at, t.auth_code_entered_at,
  t.auth_code_viewed_at, t.receiving_registrar, t.hold_reason, t.hold_registrar, t.held_at`;

/** The running deadline has passed (whether or not the clock's job has run). */
export function isOverdue(row: Pick<TimelineRow, 'status' | 'next_due_at'>, now: Date): boolean {
  return (
    row.status === 'open' && row.next_due_at !== null && row.next_due_at.getTime() <= now.getTime()
  );
}
export const TIMELINE_FROM = `deal_timelines t join deal_sales s on s.sale_id = t.transaction_id`;
