import { type CheckTrigger } from '../../model/listing.events';
import { type CheckReadings } from '../../model/ownership';

export interface RecordOwnershipCheckCommand {
  listingId: string;
  /** The seller who asked for the check; absent for the sweep. */
  sellerId?: string;
  trigger: CheckTrigger;
  readings: CheckReadings;
  /** The listing's name, when the caller has read it already (it is locked, as for relisting). */
  name?: string;
  /** The sweep's round of the listing, so that a round is recorded once however often it runs. */
  commandId?: string;
}
