import { type EntityManager } from 'typeorm';
import { isUuid } from '../../../../platform/ids/uuid';

/** The report a recommendation belongs to, whoever's it is; undefined for an unknown one. */
export async function reportOfRecommendation(
  manager: EntityManager,
  recommendationId: string,
): Promise<string | undefined> {
  if (!isUuid(recommendationId)) return undefined;
  const rows = await manager.query<Array<{ report_id: string }>>(
    `select report_id from sale_report_recommendations where id = $1`,
    [recommendationId],
  );
  return rows[0]?.report_id;
}
