import { type InterestType } from '../../model/marketing-rules';

/** A visitor asks to hear when the marketplace opens to sellers or to buyers like them. */
export interface JoinWaitingListCommand {
  email: string;
  interestType: InterestType;
}
