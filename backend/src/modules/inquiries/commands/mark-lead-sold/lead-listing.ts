import { type EntityManager } from 'typeorm';

/**
 * The listing a lead is about, whoever's lead it is: a lead keeps its listing for life, so it is
 * read before the command locks the two. Undefined for a lead that does not exist.
 */
export async function leadListingId(
  manager: EntityManager,
  inquiryId: string,
): Promise<string | undefined> {
  const rows = await manager.query<Array<{ listing_id: string }>>(
    `select listing_id from inquiry_leads where id = $1`,
    [inquiryId],
  );
  return rows[0]?.listing_id;
}
