import { type CheckTrigger } from '../../model/listing.events';

export interface CheckOwnershipCommand {
  listingId: string;
  /** The seller asking ("Check now", "Check all"); absent for the sweep. */
  sellerId?: string;
  trigger: CheckTrigger;
  /** The sweep's round (the check's scheduled time, epoch ms): recorded once per round. */
  round?: string;
}
