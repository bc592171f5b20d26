import { type CheckTrigger } from '../../model/listing.events';

export interface CheckOwnershipCommand {
  listingId: string;
  /** The seller asking ("Check now", "Check all"); absent for the sweep. */
  sellerId?: string;
  trigger: CheckTrigger;
  /**
   * The seller's "Check now": refused while the listing or the seller is over the limits of
   * `listing-rules.ts`; a check the system runs (the sweep, Check all) is not held to them.
   */
  checkNow?: boolean;
  /** The sweep's round (the check's scheduled time, epoch ms): recorded once per round. */
  round?: string;
}
