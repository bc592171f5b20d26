import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsUUID } from 'class-validator';
import { FieldRule, textLengthProblem, trimmed } from '../../../../platform/http/field-rule';
import { emailProblem, normalizeEmail } from '../../../identity';
import {
  INQUIRY_MESSAGES,
  INQUIRY_TYPES,
  type InquiryType,
  MESSAGE_MAX_LENGTH,
  MESSAGE_MIN_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
} from '../../model/inquiry-rules';

/** The Contact Seller form (spec sections 3 and 5): values are trimmed before they are checked. */
export class SubmitInquiryRequest {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: INQUIRY_MESSAGES.domainId })
  domainId!: string;

  @ApiProperty({ maxLength: 254, example: 'jane@example.com' })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? normalizeEmail(value) : value,
  )
  @FieldRule('buyerEmail', (value) =>
    typeof value !== 'string' || value === ''
      ? INQUIRY_MESSAGES.emailRequired
      : emailProblem(value, false),
  )
  buyerEmail!: string;

  @ApiProperty({ minLength: NAME_MIN_LENGTH, maxLength: NAME_MAX_LENGTH, example: 'Jane Buyer' })
  @Transform(trimmed)
  @FieldRule('buyerName', (value) =>
    textLengthProblem(value, NAME_MIN_LENGTH, NAME_MAX_LENGTH, {
      required: INQUIRY_MESSAGES.nameRequired,
      short: INQUIRY_MESSAGES.nameShort,
      long: INQUIRY_MESSAGES.nameLong,
    }),
  )
  buyerName!: string;

  @ApiProperty({ minLength: MESSAGE_MIN_LENGTH, maxLength: MESSAGE_MAX_LENGTH })
  @Transform(trimmed)
  @FieldRule('message', (value) =>
    textLengthProblem(value, MESSAGE_MIN_LENGTH, MESSAGE_MAX_LENGTH, {
      required: INQUIRY_MESSAGES.messageRequired,
      short: INQUIRY_MESSAGES.messageShort,
      long: INQUIRY_MESSAGES.messageLong,
    }),
  )
  message!: string;

  @ApiProperty({ enum: INQUIRY_TYPES })
  @IsIn(INQUIRY_TYPES, { message: INQUIRY_MESSAGES.inquiryType })
  inquiryType!: InquiryType;
}
