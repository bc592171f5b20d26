import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsIn,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { LimitParam, PageParam } from '../../../../platform/http/page-query';
import { CATEGORIES, REGISTRARS } from '../../../listings';
import {
  DEFAULT_SORT,
  EXTENSION_PATTERN,
  MARKETPLACE_MAX_PAGE_SIZE,
  MARKETPLACE_PAGE_SIZE,
  MARKETPLACE_SORTS,
  type MarketplaceSort,
  normalizeExtension,
  PRICE_CEILING_USD,
  PRICE_FLOOR_USD,
  SEARCH_MAX_LENGTH,
} from '../../model/marketplace-search';

const trimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || undefined : value;

function PriceBound(name: 'min_price' | 'max_price') {
  const message = `${name} must be a number between ${PRICE_FLOOR_USD} and ${PRICE_CEILING_USD}`;
  return applyDecorators(
    ApiPropertyOptional({ type: Number, minimum: PRICE_FLOOR_USD, maximum: PRICE_CEILING_USD }),
    IsOptional(),
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' && value.trim() === '' ? undefined : value,
    ),
    Type(() => Number),
    IsNumber({ allowNaN: false, allowInfinity: false }, { message }),
    Min(PRICE_FLOOR_USD, { message }),
    Max(PRICE_CEILING_USD, { message }),
  );
}

/** The public listings' query (spec section 7): empty parameters count as absent. */
export class GetPublicListingsRequest {
  @PageParam()
  page?: number;

  @LimitParam(MARKETPLACE_MAX_PAGE_SIZE, MARKETPLACE_PAGE_SIZE)
  limit?: number;

  @ApiPropertyOptional({
    maxLength: SEARCH_MAX_LENGTH,
    description: 'Words of the name or description; case-insensitive and tolerant of typos',
  })
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: 'search must be text' })
  @MaxLength(SEARCH_MAX_LENGTH, {
    message: `search must be at most ${SEARCH_MAX_LENGTH} characters`,
  })
  search?: string;

  @ApiPropertyOptional({ enum: MARKETPLACE_SORTS, default: DEFAULT_SORT })
  @IsOptional()
  @Transform(trimmed)
  @IsIn(MARKETPLACE_SORTS, { message: `sort must be one of ${MARKETPLACE_SORTS.join(', ')}` })
  sort?: MarketplaceSort;

  @PriceBound('min_price')
  min_price?: number;

  @PriceBound('max_price')
  max_price?: number;

  @ApiPropertyOptional({ enum: CATEGORIES })
  @IsOptional()
  @Transform(trimmed)
  @IsIn(CATEGORIES, { message: `category must be one of ${CATEGORIES.join(', ')}` })
  category?: string;

  @ApiPropertyOptional({ example: '.io', description: 'With or without the dot' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && value.trim() ? normalizeExtension(value) : undefined,
  )
  @IsString({ message: 'extension must be text' })
  @Matches(EXTENSION_PATTERN, { message: 'extension must look like .com' })
  extension?: string;

  @ApiPropertyOptional({ enum: REGISTRARS })
  @IsOptional()
  @Transform(trimmed)
  @IsIn(REGISTRARS, { message: `registrar must be one of ${REGISTRARS.join(', ')}` })
  registrar?: string;

  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description: 'true: only listings whose seller proved control of the name (a DNS record)',
  })
  @IsOptional()
  @Transform(trimmed)
  @IsIn(['true', 'false'], { message: 'verified must be true or false' })
  verified?: 'true' | 'false';
}
