/**
 * What the marketplace knows of a deal's name from its listing: the seller's proof of ownership and
 * the registration its last RDAP check read. Dates are null when unknown.
 */
export interface NameRecord {
  domainName: string;
  /** With its dot: `.com`. */
  extension: string;
  verifiedAt: Date | null;
  lastCheckedAt: Date | null;
  registrarOfRecord: string | null;
  expiresAt: Date | null;
  registeredAt: Date | null;
  transferredAt: Date | null;
  statuses: readonly string[];
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * ICANN's Transfer Policy: a registrar may deny a transfer to another registrar within 60 days of
 * the name's registration or its last transfer, and most do.
 */
export const TRANSFER_LOCK_DAYS = 60;

/** When the 60-day lock after registration or the last transfer ends, if it has not yet. */
export function transferLockedUntil(name: NameRecord, now: Date): Date | null {
  const latest = [name.registeredAt, name.transferredAt]
    .filter((date): date is Date => date !== null)
    .reduce<Date | null>((a, b) => (a === null || b > a ? b : a), null);
  if (!latest) return null;
  const until = new Date(latest.getTime() + TRANSFER_LOCK_DAYS * DAY_MS);
  return until > now ? until : null;
}

/** Whole days from `now` to `date`, negative once past. */
export function daysUntil(date: Date, now: Date): number {
  return Math.floor((date.getTime() - now.getTime()) / DAY_MS);
}

/** A date as buyers read it in a sentence: "12 Mar 2027". */
export function dayOf(date: Date): string {
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
