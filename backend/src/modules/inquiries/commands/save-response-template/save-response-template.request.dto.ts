import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { trimmed } from '../../../../platform/http/field-rule';
import { IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import {
  INQUIRY_MESSAGES,
  INQUIRY_TYPES,
  type InquiryType,
  TEMPLATE_BODY_MAX_LENGTH,
  TEMPLATE_NAME_MAX_LENGTH,
  TEMPLATE_SUBJECT_MAX_LENGTH,
} from '../../model/inquiry-rules';

export class SaveResponseTemplateRequest {
  @ApiPropertyOptional({ format: 'uuid', description: 'One of your templates to replace' })
  @IsOptional()
  @IsUUID('all', { message: 'id must be a template id' })
  id?: string;

  @ApiProperty({ maxLength: TEMPLATE_NAME_MAX_LENGTH })
  @Transform(trimmed)
  @IsString({ message: 'Template name is required' })
  @IsNotEmpty({ message: 'Template name is required' })
  @MaxLength(TEMPLATE_NAME_MAX_LENGTH, {
    message: `Template name cannot exceed ${TEMPLATE_NAME_MAX_LENGTH} characters`,
  })
  name!: string;

  @ApiProperty({ enum: INQUIRY_TYPES })
  @IsIn(INQUIRY_TYPES, { message: INQUIRY_MESSAGES.inquiryType })
  inquiryType!: InquiryType;

  @ApiProperty({ maxLength: TEMPLATE_SUBJECT_MAX_LENGTH })
  @Transform(trimmed)
  @IsString({ message: 'Subject is required' })
  @IsNotEmpty({ message: 'Subject is required' })
  @MaxLength(TEMPLATE_SUBJECT_MAX_LENGTH, {
    message: `Subject cannot exceed ${TEMPLATE_SUBJECT_MAX_LENGTH} characters`,
  })
  subject!: string;

  @ApiProperty({ maxLength: TEMPLATE_BODY_MAX_LENGTH })
  @Transform(trimmed)
  @IsString({ message: 'Template text is required' })
  @IsNotEmpty({ message: 'Template text is required' })
  @MaxLength(TEMPLATE_BODY_MAX_LENGTH, {
    message: `Template text cannot exceed ${TEMPLATE_BODY_MAX_LENGTH} characters`,
  })
  body!: string;
}
