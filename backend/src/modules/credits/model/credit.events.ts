/** Events of the `credits-<userId>` stream: the user's ledger of credit lots. */
export const CREDITS_STREAM_PREFIX = 'credits-';

export const creditsStreamId = (userId: string) => `${CREDITS_STREAM_PREFIX}${userId}`;

/** The user a `credits-<userId>` stream belongs to. */
export const userIdOfCreditsStream = (streamId: string) =>
  streamId.slice(CREDITS_STREAM_PREFIX.length);

export type CreditLotKind = 'purchased' | 'pro_allocation';

export interface CreditsGranted {
  type: 'credits.CreditsGranted';
  data: {
    lotId: string;
    userId: string;
    kind: CreditLotKind;
    amount: number;
    grantedAt: string;
    /** 12 months after the grant. */
    expiresAt: string;
    /** Why the lot exists: a purchase id, a Pro period, `demo-seed` or `cli`. */
    source: string;
  };
}

/** One credit of a lot paid for one listing. */
export interface CreditSpent {
  type: 'credits.CreditSpent';
  data: { lotId: string; listingId: string; spentAt: string };
}

/** What was left of a lot when it reached its expiry. */
export interface CreditsExpired {
  type: 'credits.CreditsExpired';
  data: { lotId: string; amount: number; expiredAt: string };
}

/** The owner was told by mail that what is left of the lot expires within 30 days. Once per lot. */
export interface CreditExpiryWarned {
  type: 'credits.CreditExpiryWarned';
  data: { lotId: string; remaining: number; expiresAt: string; warnedAt: string };
}

export type CreditEvent = CreditsGranted | CreditSpent | CreditsExpired | CreditExpiryWarned;

export const CREDIT_EVENT_TYPES = [
  'credits.CreditsGranted',
  'credits.CreditSpent',
  'credits.CreditsExpired',
  'credits.CreditExpiryWarned',
] as const satisfies readonly CreditEvent['type'][];

export const CREDIT_LIFETIME_MONTHS = 12;
/** An active lot expiring within this many days shows a warning. */
export const CREDIT_EXPIRY_WARNING_DAYS = 30;

/** When a lot expiring at `expiresAt` is warned of. */
export function creditWarningTime(expiresAt: Date): Date {
  return new Date(expiresAt.getTime() - CREDIT_EXPIRY_WARNING_DAYS * 24 * 60 * 60 * 1000);
}

export function creditExpiry(grantedAt: Date): Date {
  const expiry = new Date(grantedAt);
  expiry.setUTCMonth(expiry.getUTCMonth() + CREDIT_LIFETIME_MONTHS);
  return expiry;
}
