/** Events of the `credits-<userId>` stream: the user's ledger of credit lots. */
export const CREDITS_STREAM_PREFIX = 'credits-';

export const creditsStreamId = (userId: string) => `${CREDITS_STREAM_PREFIX}${userId}`;

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

export interface CreditSpent {
  type: 'credits.CreditSpent';
  data: { lotId: string; listingId: string; spentAt: string };
}

export type CreditEvent = CreditsGranted | CreditSpent;

export const CREDIT_LIFETIME_MONTHS = 12;

export function creditExpiry(grantedAt: Date): Date {
  const expiry = new Date(grantedAt);
  expiry.setUTCMonth(expiry.getUTCMonth() + CREDIT_LIFETIME_MONTHS);
  return expiry;
}
