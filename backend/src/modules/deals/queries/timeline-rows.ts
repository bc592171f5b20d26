import { type TimelineStage, type TimelineStatus } from '../model/deal-rules';

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
}

export const TIMELINE_COLUMNS = `t.id, t.transaction_id, t.listing_id, t.seller_id, t.buyer_id,
  t.stage, t.status, t.created_at, t.updated_at, s.domain_name, s.sale_price_cents,
  s.listed_price_cents, s.sold_at`;
export const TIMELINE_FROM = `deal_timelines t join deal_sales s on s.sale_id = t.transaction_id`;
