import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Length } from 'class-validator';
import { trimmed } from '../../../../platform/http/field-rule';
import { DEAL_MESSAGES, REGISTRAR_NAME_MAX_LENGTH } from '../../model/deal-rules';

export class SetReceivingRegistrarRequest {
  @ApiProperty({
    description: 'The registrar the buyer receives the name at, as it names itself',
    maxLength: REGISTRAR_NAME_MAX_LENGTH,
    example: 'Porkbun',
  })
  @Transform(trimmed)
  @IsString({ message: DEAL_MESSAGES.registrar })
  @Length(2, REGISTRAR_NAME_MAX_LENGTH, { message: DEAL_MESSAGES.registrar })
  registrar!: string;
}
