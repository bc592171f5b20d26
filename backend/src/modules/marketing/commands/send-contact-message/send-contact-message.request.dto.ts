import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { FieldRule, textLengthProblem, trimmed } from '../../../../platform/http/field-rule';
import { emailProblem, normalizeEmail } from '../../../identity';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_NAME_MIN_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
  MARKETING_MESSAGES,
} from '../../model/marketing-rules';

/** The about page's contact form; values are trimmed before they are checked. */
export class SendContactMessageRequest {
  @ApiProperty({
    minLength: CONTACT_NAME_MIN_LENGTH,
    maxLength: CONTACT_NAME_MAX_LENGTH,
    example: 'Jane Seller',
  })
  @Transform(trimmed)
  @FieldRule('name', (value) =>
    textLengthProblem(value, CONTACT_NAME_MIN_LENGTH, CONTACT_NAME_MAX_LENGTH, {
      required: MARKETING_MESSAGES.nameRequired,
      short: MARKETING_MESSAGES.nameShort,
      long: MARKETING_MESSAGES.nameLong,
    }),
  )
  name!: string;

  @ApiProperty({ maxLength: 254, example: 'jane@example.com' })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? normalizeEmail(value) : value,
  )
  @FieldRule('email', (value) =>
    typeof value !== 'string' || value === ''
      ? MARKETING_MESSAGES.emailRequired
      : emailProblem(value, false),
  )
  email!: string;

  @ApiPropertyOptional({ type: String, maxLength: CONTACT_SUBJECT_MAX_LENGTH, default: '' })
  @Transform(({ value }: { value: unknown }) => (value === undefined ? '' : trimmed({ value })))
  @FieldRule('subject', (value) =>
    typeof value === 'string' && value.length <= CONTACT_SUBJECT_MAX_LENGTH
      ? undefined
      : MARKETING_MESSAGES.subjectLong,
  )
  subject = '';

  @ApiProperty({ minLength: CONTACT_MESSAGE_MIN_LENGTH, maxLength: CONTACT_MESSAGE_MAX_LENGTH })
  @Transform(trimmed)
  @FieldRule('message', (value) =>
    textLengthProblem(value, CONTACT_MESSAGE_MIN_LENGTH, CONTACT_MESSAGE_MAX_LENGTH, {
      required: MARKETING_MESSAGES.messageRequired,
      short: MARKETING_MESSAGES.messageShort,
      long: MARKETING_MESSAGES.messageLong,
    }),
  )
  message!: string;
}
