import { ApiProperty } from '@nestjs/swagger';
import { INTEREST_TYPES, type InterestType } from '../../model/marketing-rules';

/**
 * The same answer whether the address was new to the list or already on it, so the form cannot
 * be used to find out who has signed up.
 */
export class WaitingListEntry {
  @ApiProperty({ enum: INTEREST_TYPES })
  interestType!: InterestType;
}
