import { ApiProperty } from '@nestjs/swagger';
import { Pagination } from '../../../platform/http/pagination.dto';
import {
  INQUIRY_PRIORITIES,
  INQUIRY_STATUSES,
  INQUIRY_TYPES,
  type InquiryPriority,
  type InquiryStatus,
  type InquiryType,
} from '../model/inquiry-rules';

export class InquiryDomain {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'cloudly.io' })
  name!: string;

  @ApiProperty({ description: 'The listing’s asking price in USD', example: 249 })
  price!: number;
}

/** An inquiry as its buyer sees it (spec section 3). */
export class Inquiry {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'Jane Buyer' })
  buyer_name!: string;

  @ApiProperty({ example: 'jane@example.com' })
  buyer_email!: string;

  @ApiProperty()
  message!: string;

  @ApiProperty({ enum: INQUIRY_TYPES })
  inquiryType!: InquiryType;

  @ApiProperty({ enum: INQUIRY_STATUSES })
  status!: InquiryStatus;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;

  @ApiProperty({ format: 'date-time' })
  updated_at!: string;

  @ApiProperty({ type: InquiryDomain })
  domain!: InquiryDomain;
}

/** An inquiry as a lead of its seller: with its priority and the seller's notes. */
export class SellerInquiry extends Inquiry {
  @ApiProperty({
    enum: INQUIRY_PRIORITIES,
    description: 'offer high, question medium, contact low',
  })
  priority!: InquiryPriority;

  @ApiProperty({ description: 'The seller’s private notes' })
  notes!: string;
}

export class InquiriesPage {
  @ApiProperty({ type: [Inquiry] })
  inquiries!: Inquiry[];

  @ApiProperty({ type: Pagination })
  pagination!: Pagination;
}

export class SellerInquiriesPage {
  @ApiProperty({ type: [SellerInquiry] })
  inquiries!: SellerInquiry[];

  @ApiProperty({ type: Pagination })
  pagination!: Pagination;
}
