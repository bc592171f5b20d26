import { reversalDeadline, isWithinReversalWindow } from '../model/listing';
import { type ListingStatus } from '../model/listing-rules';
import { type DomainListing } from '../http/domain-listing.response.dto';
import { type SuspensionReason } from '../model/listing.events';

/** A `domain_listings` row as read with `LISTING_COLUMNS`. */
export interface ListingRow {
  id: string;
  seller_id: string;
  name: string;
  extension: string;
  price_cents: number;
  registrar: string;
  description: string;
  category: string;
  domain_type: string;
  tags: string[];
  notes: string;
  auto_relist: boolean;
  status: ListingStatus;
  views: number;
  inquiries: number;
  created_at: Date;
  last_relisted_at: Date | null;
  expires_at: Date;
  sold_at: Date | null;
  sale_price_cents: number | null;
  sale_recorded_at: Date | null;
  transaction_id: string | null;
  updated_at: Date;
  verified_at: Date | null;
  suspension_reason: SuspensionReason | null;
  registration_expires_at: Date | null;
}

export const LISTING_COLUMNS = `id, seller_id, name, extension, price_cents, registrar, description,
  category, domain_type, tags, notes, auto_relist, status, views, inquiries,
  created_at, last_relisted_at, expires_at, sold_at, sale_price_cents, sale_recorded_at,
  transaction_id, updated_at, verified_at, suspension_reason, registration_expires_at`;

const DAY = 24 * 60 * 60 * 1000;

/** inquiries / views x 100, one decimal; 0 without views. */
export function conversionRate(inquiries: number, views: number): number {
  return views > 0 ? Math.round((inquiries / views) * 1000) / 10 : 0;
}

export function toDomainListing(
  row: ListingRow,
  sellerTier: 'free' | 'pro',
  now: Date,
  viewer: 'owner' | 'public',
): DomainListing {
  const periodStart = row.last_relisted_at ?? row.created_at;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price_cents / 100,
    status: row.status,
    // Featured follows the seller's plan, as on the marketplace (ADR 0021, "19.9").
    is_priority: sellerTier === 'pro',
    inquiries: row.inquiries,
    views: row.views,
    created_at: row.created_at.toISOString(),
    last_relisted_at: row.last_relisted_at?.toISOString() ?? null,
    expires_at: row.expires_at.toISOString(),
    domain_type: row.domain_type,
    registrar: row.registrar,
    tags: row.tags,
    conversion_rate: conversionRate(row.inquiries, row.views),
    days_listed: Math.max(0, Math.floor((now.getTime() - periodStart.getTime()) / DAY)),
    category: row.category,
    extension: row.extension,
    seller: { id: row.seller_id, user_tier: sellerTier },
    verified: row.verified_at !== null,
    registration_expires_at: row.registration_expires_at?.toISOString() ?? null,
    verified_at: row.verified_at?.toISOString() ?? null,
    suspension_reason: row.suspension_reason,
    auto_relist: row.auto_relist,
    ...(viewer === 'owner' ? { notes: row.notes } : {}),
    sale_price: row.sale_price_cents === null ? null : row.sale_price_cents / 100,
    sold_at: row.sold_at?.toISOString() ?? null,
    transaction_id: row.transaction_id,
    restorable_until:
      row.status === 'sold' &&
      row.sale_recorded_at &&
      isWithinReversalWindow(row.sale_recorded_at, now)
        ? reversalDeadline(row.sale_recorded_at).toISOString()
        : null,
    updated_at: row.updated_at.toISOString(),
  };
}
