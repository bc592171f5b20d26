import { countOf } from '../format';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A registration ending within this many days warns the seller and the buyers (ADR 0024). */
export const EXPIRY_WARNING_DAYS = 60;

/**
 * What to say about a name's registration end, as its registry's RDAP gave it: "Expires in 40 days"
 * within the warning window, "Registration expired" once past, nothing when far off or unknown.
 * Days round up, so a name with hours left still "expires in 1 day", never "in 0 days".
 */
export function registrationExpiryWarning(
  expiresAt: string | null | undefined,
  now: Date = new Date(),
): string | null {
  if (!expiresAt) return null;
  const left = Date.parse(expiresAt) - now.getTime();
  if (Number.isNaN(left)) return null;
  if (left <= 0) return 'Registration expired';
  const days = Math.ceil(left / DAY_MS);
  return days <= EXPIRY_WARNING_DAYS ? `Expires in ${countOf(days, 'day')}` : null;
}
