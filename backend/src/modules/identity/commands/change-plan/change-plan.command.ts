import { type UserTier } from '../../model/user.events';

/** Put a user on a plan without a payment (a payment's plan change is billing's). */
export interface ChangePlanCommand {
  userId: string;
  tier: UserTier;
  /** When Pro ends; null: no end. */
  periodEnd: Date | null;
}
