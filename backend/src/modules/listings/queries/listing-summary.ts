import { type DataSource, type EntityManager } from 'typeorm';
import { isUuid } from '../../../platform/ids/uuid';
import { type ListingStatus } from '../model/listing-rules';

/** What another module may read of a listing: its name, seller, price and where it stands. */
export interface ListingSummary {
  name: string;
  sellerId: string;
  priceCents: number;
  status: ListingStatus;
  autoRelist: boolean;
  expiresAt: Date;
}

/**
 * A listing as the listings module's read model holds it, or undefined for an id that names none
 * (a malformed one included). Other modules read a listing through here, never from
 * `domain_listings` themselves (architecture.spec.ts).
 */
export async function listingSummary(
  db: DataSource | EntityManager,
  listingId: string,
): Promise<ListingSummary | undefined> {
  if (!isUuid(listingId)) return undefined;
  const [row] = await db.query<
    {
      name: string;
      seller_id: string;
      price_cents: number;
      status: ListingStatus;
      auto_relist: boolean;
      expires_at: Date;
    }[]
  >(
    `select name, seller_id, price_cents, status, auto_relist, expires_at
       from domain_listings where id = $1`,
    [listingId],
  );
  return (
    row && {
      name: row.name,
      sellerId: row.seller_id,
      priceCents: row.price_cents,
      status: row.status,
      autoRelist: row.auto_relist,
      expiresAt: row.expires_at,
    }
  );
}
