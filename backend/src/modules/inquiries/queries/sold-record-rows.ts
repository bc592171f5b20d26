import { type SoldRecord } from '../http/sold-record.response.dto';

/** A seller's sale with its lead's buyer, as read with `SOLD_RECORD_SELECT`. */
export interface SoldRecordRow {
  listing_id: string;
  inquiry_id: string | null;
  domain_name: string;
  sale_price_cents: number;
  listed_price_cents: number;
  sold_at: Date;
  transaction_id: string;
  buyer_name: string | null;
  buyer_email: string | null;
}

/** `seller_sales s` with the contact of the lead it was sold from, if any, as `c`. */
export const SOLD_RECORD_SELECT = `select s.listing_id, s.inquiry_id, s.domain_name,
    s.sale_price_cents, s.listed_price_cents, s.sold_at, s.transaction_id, c.buyer_name,
    c.buyer_email
  from seller_sales s left join inquiry_contacts c on c.inquiry_id = s.inquiry_id`;

export function toSoldRecord(row: SoldRecordRow): SoldRecord {
  return {
    id: row.listing_id,
    buyer_name: row.buyer_name,
    buyer_email: row.buyer_email,
    domain_name: row.domain_name,
    sale_price: row.sale_price_cents / 100,
    listed_price: row.listed_price_cents / 100,
    sold_date: row.sold_at.toISOString(),
    inquiry_id: row.inquiry_id,
    transaction_id: row.transaction_id,
  };
}
