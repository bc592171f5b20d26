import { type EntityManager } from 'typeorm';
import { isUuid } from '../../../platform/ids/uuid';

/** The seller and buyer of a deal, as the deals read model knows them. */
export interface DealParties {
  sellerId: string;
  buyerId: string | null;
}

type PartiesRow = { seller_id: string; buyer_id: string | null };

const partiesOf = (rows: PartiesRow[]): DealParties | undefined =>
  rows[0] && { sellerId: rows[0].seller_id, buyerId: rows[0].buyer_id };

/** The parties of the timeline `timelineId`; undefined when there is no such timeline. */
export async function partiesOfTimeline(
  manager: EntityManager,
  timelineId: string,
): Promise<DealParties | undefined> {
  if (!isUuid(timelineId)) return undefined;
  return partiesOf(
    await manager.query<PartiesRow[]>(
      `select seller_id, buyer_id from deal_timelines where id = $1`,
      [timelineId],
    ),
  );
}

/** The parties of the checklist's timeline; undefined when there is no such checklist. */
export async function partiesOfVerification(
  manager: EntityManager,
  verificationId: string,
): Promise<DealParties | undefined> {
  return partiesOf(
    await manager.query<PartiesRow[]>(
      `select t.seller_id, t.buyer_id
         from deal_verifications v join deal_timelines t on t.id = v.timeline_id
        where v.id = $1`,
      [verificationId],
    ),
  );
}
