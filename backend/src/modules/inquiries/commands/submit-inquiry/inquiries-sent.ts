import { type EntityManager } from 'typeorm';

const HOUR = 60 * 60 * 1000;

/** The lock a buyer's inquiries are counted under, so two at once cannot both pass the limit. */
export function inquirerLock(buyerId: string): string {
  return `inquirer-${buyerId}`;
}

/** How many inquiries the buyer sent in the hour before `now`. */
export async function inquiriesSentLastHour(
  manager: EntityManager,
  buyerId: string,
  now: Date,
): Promise<number> {
  const [{ sent }] = await manager.query<[{ sent: number }]>(
    `select count(*)::int as sent from inquiry_leads where buyer_id = $1 and created_at > $2`,
    [buyerId, new Date(now.getTime() - HOUR)],
  );
  return sent;
}
