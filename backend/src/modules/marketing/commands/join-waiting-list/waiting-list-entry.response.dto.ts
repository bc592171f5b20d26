import { ApiProperty } from '@nestjs/swagger';
import { INTEREST_TYPES, type InterestType } from '../../model/marketing-rules';

export class WaitingListEntry {
  @ApiProperty({ enum: INTEREST_TYPES })
  interestType!: InterestType;

  @ApiProperty({
    description:
      'True when this address was already on the list for this interest; nothing new was stored.',
  })
  alreadyJoined!: boolean;
}
