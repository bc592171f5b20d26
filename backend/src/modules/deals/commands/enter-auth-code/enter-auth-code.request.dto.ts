import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Matches } from 'class-validator';
import { trimmed } from '../../../../platform/http/field-rule';
import { AUTH_CODE_PATTERN, DEAL_MESSAGES } from '../../model/deal-rules';

export class EnterAuthCodeRequest {
  @ApiProperty({
    description:
      'The name’s transfer auth code (EPP code) from the registrar: 4 to 128 visible characters, no spaces. Kept sealed, shown to the buyer once, erased once the name is transferred or the deal cancelled.',
    writeOnly: true,
    example: 'x7#Qp9!vR2',
  })
  @Transform(trimmed)
  @IsString({ message: DEAL_MESSAGES.authCode })
  @Matches(AUTH_CODE_PATTERN, { message: DEAL_MESSAGES.authCode })
  auth_code!: string;
}
