import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn } from 'class-validator';
import { FieldRule } from '../../../../platform/http/field-rule';
import { emailProblem, normalizeEmail } from '../../../identity';
import { INTEREST_TYPES, type InterestType, MARKETING_MESSAGES } from '../../model/marketing-rules';

/** The home page's waiting-list form: an interest and an e-mail address (spec section 3). */
export class JoinWaitingListRequest {
  @ApiProperty({ enum: INTEREST_TYPES })
  @IsIn(INTEREST_TYPES, { message: MARKETING_MESSAGES.interestType })
  interestType!: InterestType;

  @ApiProperty({ maxLength: 254, example: 'jane@example.com' })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? normalizeEmail(value) : value,
  )
  @FieldRule('email', (value) => emailProblem(value, true))
  email!: string;
}
