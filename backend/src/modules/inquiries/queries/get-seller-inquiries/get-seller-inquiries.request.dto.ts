import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { LimitParam, ListParam, PageParam } from '../../../../platform/http/page-query';
import {
  INQUIRY_PRIORITIES,
  INQUIRY_STATUSES,
  type InquiryPriority,
  type InquiryStatus,
  LEAD_LIST_MAX,
} from '../../model/inquiry-rules';

export class GetSellerInquiriesRequest {
  @PageParam()
  page?: number;

  @LimitParam(LEAD_LIST_MAX, 20)
  limit?: number;

  @ListParam('status', INQUIRY_STATUSES, 'new,responded')
  status?: InquiryStatus[];

  @ListParam('priority', INQUIRY_PRIORITIES, 'high')
  priority?: InquiryPriority[];

  @ApiPropertyOptional({
    maxLength: 100,
    description: 'Part of the domain name, the buyer’s name or e-mail, or the message',
  })
  @IsOptional()
  @IsString({ message: 'search must be text' })
  @MaxLength(100, { message: 'search must be at most 100 characters' })
  search?: string;
}
