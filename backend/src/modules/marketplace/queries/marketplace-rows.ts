import { conversionRate } from '../../listings';
import { type MarketplaceListing } from './get-public-listings/get-public-listings.response.dto';

const DAY = 24 * 60 * 60 * 1000;

/** A `marketplace_listings` row as read with `MARKETPLACE_COLUMNS` (needs `$1` = now). */
export interface MarketplaceRow {
  id: string;
  seller_id: string;
  seller_tier: 'free' | 'pro';
  name: string;
  extension: string;
  price_cents: number;
  registrar: string;
  description: string;
  category: string;
  domain_type: string;
  tags: string[];
  is_priority: boolean;
  views: number;
  inquiries: number;
  created_at: Date;
  last_relisted_at: Date | null;
  period_start: Date;
  expires_at: Date;
  verified: boolean;
  registration_expires_at: Date | null;
}

/**
 * The listing's columns from `l` and its seller's plan as of `$1` (now), looked up for each row
 * read: a join made PostgreSQL hash every seller for a page of 20 listings.
 */
export const MARKETPLACE_COLUMNS = `l.id, l.seller_id, l.name, l.extension, l.price_cents,
  l.registrar, l.description, l.category, l.domain_type, l.tags, l.is_priority, l.views,
  l.inquiries, l.created_at, l.last_relisted_at, l.period_start, l.expires_at, l.verified,
  l.registration_expires_at,
  coalesce((select 'pro' from marketplace_sellers s
             where s.seller_id = l.seller_id and s.tier = 'pro'
               and (s.pro_until is null or s.pro_until > $1)), 'free') as seller_tier`;

/**
 * On the marketplace as of `$1`: active, and not past its period with auto-relist off (such a
 * listing is expired whether or not the relist job has run yet).
 */
export const ON_MARKETPLACE = `l.status = 'active' and (l.auto_relist or l.expires_at > $1)`;

export function toMarketplaceListing(row: MarketplaceRow, now: Date): MarketplaceListing {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price_cents / 100,
    status: 'active',
    is_priority: row.is_priority,
    inquiries: row.inquiries,
    views: row.views,
    created_at: row.created_at.toISOString(),
    last_relisted_at: row.last_relisted_at?.toISOString() ?? null,
    expires_at: row.expires_at.toISOString(),
    domain_type: row.domain_type,
    registrar: row.registrar,
    tags: row.tags,
    conversion_rate: conversionRate(row.inquiries, row.views),
    days_listed: Math.max(0, Math.floor((now.getTime() - row.period_start.getTime()) / DAY)),
    category: row.category,
    extension: row.extension,
    seller: { id: row.seller_id, user_tier: row.seller_tier },
    verified: row.verified,
    registration_expires_at: row.registration_expires_at?.toISOString() ?? null,
  };
}
