import { type EntityManager } from 'typeorm';

/**
 * The lock every command takes that may make a listing of `name` active (list, relist, restore),
 * so that checking the name is free and taking it cannot interleave with another seller's.
 */
export function domainNameLock(name: string): string {
  return `domain-name:${name}`;
}

/** The names among `names` with an active listing other than `exceptListingId`. */
export async function activeNames(
  manager: EntityManager,
  names: string[],
  exceptListingId?: string,
): Promise<Set<string>> {
  const rows: { name: string }[] = await manager.query(
    `select name from domain_listings
      where name = any($1::text[]) and status = 'active' and id is distinct from $2::uuid`,
    [names, exceptListingId ?? null],
  );
  return new Set(rows.map((row) => row.name));
}

/**
 * The lock and the read of a command that makes an existing listing active again (relist,
 * restore, reinstate): its name is locked, and `nameTaken` says whether another listing of the
 * name is active. With `sellerId`, another seller's listing has no name here, and the model
 * answers NOT_FOUND.
 */
export async function nameCheckOfListing(
  manager: EntityManager,
  listingId: string,
  sellerId?: string,
): Promise<NameCheck> {
  const rows: { name: string }[] = await manager.query(
    `select name from domain_listings where id = $1 and seller_id = coalesce($2, seller_id)`,
    [listingId, sellerId ?? null],
  );
  return nameCheckOf(listingId, rows[0]?.name);
}

export interface NameCheck {
  locks: string[];
  read: (manager: EntityManager) => Promise<{ nameTaken: boolean }>;
}

/** The same, for a caller that has read the listing's name already (none: nothing to lock). */
export function nameCheckOf(listingId: string, name: string | undefined): NameCheck {
  return {
    locks: name ? [domainNameLock(name)] : [],
    read: async (locked) => ({
      nameTaken: name !== undefined && (await activeNames(locked, [name], listingId)).size > 0,
    }),
  };
}

/** The seller of a listing (it never changes), or undefined for an unknown id. */
export async function sellerOfListing(
  manager: EntityManager,
  listingId: string,
): Promise<string | undefined> {
  const rows: { seller_id: string }[] = await manager.query(
    `select seller_id from domain_listings where id = $1`,
    [listingId],
  );
  return rows[0]?.seller_id;
}
