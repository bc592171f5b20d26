import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { LISTING_STATUSES, type ListingStatus } from '../../model/listing-rules';

export const MY_LISTINGS_MAX_LIMIT = 100;

export class GetMyListingsRequest {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: MY_LISTINGS_MAX_LIMIT, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be between 1 and 100' })
  @Max(MY_LISTINGS_MAX_LIMIT, { message: 'limit must be between 1 and 100' })
  limit?: number;

  @ApiPropertyOptional({
    description: `One status or several separated by commas: ${LISTING_STATUSES.join(', ')}`,
    example: 'active,sold',
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((status) => status.trim())
          .filter(Boolean)
      : value,
  )
  @IsIn(LISTING_STATUSES, {
    each: true,
    message: `status must be one of ${LISTING_STATUSES.join(', ')}`,
  })
  status?: ListingStatus[];

  @ApiPropertyOptional({ maxLength: 253, description: 'Part of the domain name' })
  @IsOptional()
  @IsString({ message: 'search must be text' })
  @MaxLength(253, { message: 'search must be at most 253 characters' })
  search?: string;
}
