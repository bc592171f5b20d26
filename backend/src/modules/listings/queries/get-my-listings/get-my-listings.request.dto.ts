import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { LimitParam, ListParam, PageParam } from '../../../../platform/http/page-query';
import { LISTING_STATUSES, type ListingStatus } from '../../model/listing-rules';

export const MY_LISTINGS_MAX_LIMIT = 100;

export class GetMyListingsRequest {
  @PageParam()
  page?: number;

  @LimitParam(MY_LISTINGS_MAX_LIMIT, 20)
  limit?: number;

  @ListParam('status', LISTING_STATUSES, 'active,sold')
  status?: ListingStatus[];

  @ApiPropertyOptional({ maxLength: 253, description: 'Part of the domain name' })
  @IsOptional()
  @IsString({ message: 'search must be text' })
  @MaxLength(253, { message: 'search must be at most 253 characters' })
  search?: string;
}
