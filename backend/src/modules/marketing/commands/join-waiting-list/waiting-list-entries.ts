import { type EntityManager } from 'typeorm';
import { type InterestType } from '../../model/marketing-rules';

/**
 * The lock of an address's sign-up for an interest, so two racing ones cannot both find it new.
 * Advisory lock keys are hashed, never stored.
 */
export function signUpLock(email: string, interestType: InterestType): string {
  return `waitlist:${interestType}:${email}`;
}

/** Whether the address is on the waiting list with this interest already. */
export async function isOnWaitingList(
  manager: EntityManager,
  email: string,
  interestType: InterestType,
): Promise<boolean> {
  const rows = await manager.query<unknown[]>(
    `select 1 from waitlist_entries where email = $1 and interest_type = $2`,
    [email, interestType],
  );
  return rows.length > 0;
}
