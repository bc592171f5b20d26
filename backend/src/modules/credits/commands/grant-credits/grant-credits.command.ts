import { type CreditLotKind } from '../../model/credit.events';

/** Give a user a lot of credits. Payments grant them; until then the demo seed and the CLI do. */
export interface GrantCreditsCommand {
  userId: string;
  amount: number;
  kind: CreditLotKind;
  /** Why: a purchase id, a Pro period, `demo-seed` or `cli`. */
  source: string;
  /** Makes the grant idempotent: the same lot id is never granted twice. */
  lotId?: string;
}
