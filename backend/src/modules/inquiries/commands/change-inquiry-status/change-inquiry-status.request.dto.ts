import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { trimmed } from '../../../../platform/http/field-rule';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  INQUIRY_MESSAGES,
  INQUIRY_STATUSES,
  type InquiryStatus,
  NOTES_MAX_LENGTH,
} from '../../model/inquiry-rules';

/** `PUT /api/inquiries/update-status` (spec section 7). */
export class UpdateInquiryStatusRequest {
  @ApiProperty({ enum: INQUIRY_STATUSES })
  @IsIn(INQUIRY_STATUSES, { message: INQUIRY_MESSAGES.status })
  status!: InquiryStatus;
}

/** `PUT /api/seller-dashboard/inquiry-status`: the status and the seller's notes. */
export class SellerInquiryStatusRequest extends UpdateInquiryStatusRequest {
  @ApiPropertyOptional({ maxLength: NOTES_MAX_LENGTH, description: 'Absent: notes unchanged' })
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: 'notes must be text' })
  @MaxLength(NOTES_MAX_LENGTH, { message: INQUIRY_MESSAGES.notesLong })
  notes?: string;
}
