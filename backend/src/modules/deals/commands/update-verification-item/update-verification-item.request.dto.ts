import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { trimmed } from '../../../../platform/http/field-rule';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import {
  DEAL_MESSAGES,
  ITEM_FIELD_MAX_LENGTH,
  ITEM_VALUE_MAX_LENGTH,
  NOTES_MAX_LENGTH,
} from '../../model/deal-rules';

export class UpdateVerificationItemRequest {
  @ApiProperty({ maxLength: ITEM_FIELD_MAX_LENGTH, example: 'auth_code_shared' })
  @IsString({ message: DEAL_MESSAGES.field })
  @MaxLength(ITEM_FIELD_MAX_LENGTH, { message: DEAL_MESSAGES.field })
  field!: string;

  @ApiProperty({
    maxLength: ITEM_VALUE_MAX_LENGTH,
    description: 'What was done; an empty string clears the item',
    example: 'Sent by e-mail on June 2',
  })
  @Transform(trimmed)
  @IsString({ message: DEAL_MESSAGES.value })
  @MaxLength(ITEM_VALUE_MAX_LENGTH, { message: DEAL_MESSAGES.valueLong })
  value!: string;

  @ApiPropertyOptional({ maxLength: NOTES_MAX_LENGTH, description: 'Absent: notes unchanged' })
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: DEAL_MESSAGES.notes })
  @MaxLength(NOTES_MAX_LENGTH, { message: DEAL_MESSAGES.notesLong })
  notes?: string;
}
