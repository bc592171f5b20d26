import { type EntityManager } from 'typeorm';
import { isUuid } from '../../../platform/ids/uuid';
import { OfferNotFoundError } from '../model/offer.errors';

/** The listing and seller of an offer (neither ever changes), to lock before deciding on it. */
export async function offerSubject(
  manager: EntityManager,
  offerId: string,
): Promise<{ listingId: string; sellerId: string }> {
  if (!isUuid(offerId)) throw new OfferNotFoundError();
  const rows: { listing_id: string; seller_id: string }[] = await manager.query(
    `select listing_id, seller_id from offers where id = $1`,
    [offerId],
  );
  if (!rows[0]) throw new OfferNotFoundError();
  return { listingId: rows[0].listing_id, sellerId: rows[0].seller_id };
}
