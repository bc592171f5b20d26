import { type EntityManager } from 'typeorm';

/**
 * Whether the sale of the timeline was reversed since it was opened, from the sales read model,
 * which is kept in each sale's and restore's own transaction.
 */
export async function saleOfTimelineRestored(
  manager: EntityManager,
  timelineId: string,
): Promise<boolean> {
  const [sale] = await manager.query<Array<{ restored: boolean }>>(
    `select s.restored_at is not null as restored
       from deal_timelines t join deal_sales s on s.sale_id = t.transaction_id
      where t.id = $1`,
    [timelineId],
  );
  return sale?.restored ?? false;
}
