import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsUUID } from 'class-validator';
import { LimitParam, PageParam } from '../../../platform/http/page-query';
import { OFFER_LIST_DEFAULT, OFFER_LIST_MAX, OFFER_MESSAGES } from '../model/offer-rules';

export const OFFER_LIST_STATUSES = ['open', 'closed', 'all'] as const;

export class OfferListRequest {
  @PageParam()
  page?: number;

  @LimitParam(OFFER_LIST_MAX, OFFER_LIST_DEFAULT)
  limit?: number;

  @ApiPropertyOptional({
    enum: OFFER_LIST_STATUSES,
    description: 'open: awaiting an answer; closed: over; all (the default)',
  })
  @IsOptional()
  @IsIn(OFFER_LIST_STATUSES, { message: OFFER_MESSAGES.status })
  status?: (typeof OFFER_LIST_STATUSES)[number];
}

export class OfferInboxRequest extends OfferListRequest {
  @ApiPropertyOptional({ format: 'uuid', description: 'Only the offers on this listing' })
  @IsOptional()
  @IsUUID('all', { message: OFFER_MESSAGES.listingId })
  listingId?: string;

  @ApiPropertyOptional({
    type: Boolean,
    description: 'Include offers below your minimum (declined at once); hidden by default',
  })
  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'lowballs must be true or false' })
  lowballs?: boolean;
}
