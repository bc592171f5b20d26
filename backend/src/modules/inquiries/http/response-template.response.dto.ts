import { ApiProperty } from '@nestjs/swagger';
import { INQUIRY_TYPES, type InquiryType } from '../model/inquiry-rules';

/** A seller's reply template (DECISIONS.md "Inquiries and leads"). */
export class ResponseTemplate {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'Accept offer' })
  name!: string;

  @ApiProperty({ enum: INQUIRY_TYPES })
  inquiryType!: InquiryType;

  @ApiProperty({ example: 'Your offer for {domain}' })
  subject!: string;

  @ApiProperty()
  body!: string;

  @ApiProperty({ format: 'date-time' })
  updated_at!: string;
}

export class ResponseTemplates {
  @ApiProperty({ type: [ResponseTemplate] })
  templates!: ResponseTemplate[];
}

export class DeletedResponseTemplate {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: [true] })
  deleted!: true;
}
