/**
 * The user aggregate's events, stream `user-<uuid>`. No e-mail, name, password or token ever goes
 * in an event: personal data lives in the `users` table, which can be erased without breaking replay.
 */
export const USER_REGISTERED = 'identity.UserRegistered';
export const PROFILE_UPDATED = 'identity.ProfileUpdated';
export const PASSWORD_CHANGED = 'identity.PasswordChanged';
export const PLAN_CHANGED = 'identity.PlanChanged';

export interface UserRegisteredData {
  userId: string;
  /** ISO 8601 */
  createdAt: string;
  acceptedTerms: boolean;
  marketingConsent: boolean;
}

export type ProfileField = 'full_name' | 'marketing_consent';

export interface ProfileUpdatedData {
  userId: string;
  /** Which fields changed. The new full name itself is kept in `users`, not here. */
  changed: ProfileField[];
  /** Present when marketing consent changed: consent is not personal data and replay needs it. */
  marketingConsent?: boolean;
  /** ISO 8601 */
  updatedAt: string;
}

export interface PasswordChangedData {
  userId: string;
  via: 'reset' | 'update';
  /** ISO 8601 */
  changedAt: string;
}

export type UserTier = 'free' | 'pro';

/** The user's plan. Pro holds until `periodEnd` (null: no end, e.g. granted by an operator). */
export interface PlanChangedData {
  userId: string;
  tier: UserTier;
  /** ISO 8601 or null */
  periodEnd: string | null;
  /** ISO 8601 */
  changedAt: string;
}

export type UserEvent =
  | { type: typeof USER_REGISTERED; schemaVersion: 1; data: UserRegisteredData }
  | { type: typeof PROFILE_UPDATED; schemaVersion: 1; data: ProfileUpdatedData }
  | { type: typeof PASSWORD_CHANGED; schemaVersion: 1; data: PasswordChangedData }
  | { type: typeof PLAN_CHANGED; schemaVersion: 1; data: PlanChangedData };

export const USER_EVENT_TYPES = [
  USER_REGISTERED,
  PROFILE_UPDATED,
  PASSWORD_CHANGED,
  PLAN_CHANGED,
] as const;

export function userStreamId(userId: string): string {
  return `user-${userId}`;
}
