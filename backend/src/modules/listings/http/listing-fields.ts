import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  MaxLength,
} from 'class-validator';
import { FieldRule } from '../../../platform/http/field-rule';
import {
  DOMAIN_NAME_MAX_LENGTH,
  domainNameProblem,
  normalizeDomainName,
} from '../model/domain-name';
import {
  CATEGORIES,
  canonicalCategory,
  canonicalRegistrar,
  DESCRIPTION_MAX_LENGTH,
  hasAtMostTwoDecimals,
  LISTING_MESSAGES,
  MAX_PRICE_USD,
  MAX_SALE_PRICE_USD,
  MAX_TAGS,
  MIN_PRICE_USD,
  MIN_SALE_PRICE_USD,
  REGISTRARS,
  TAG_MAX_LENGTH,
} from '../model/listing-rules';

/*
 * The fields of a listing as the API accepts them, shared by the single form, the bulk rows and
 * the edit form so that each rule and message lives once. Each field reports the first rule it
 * breaks, in the spec's words where the spec has them.
 */

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
/** CSV cells and form inputs arrive as text: "249" and "249.50" are numbers. */
const numeric = (value: unknown) =>
  typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;

function priceProblem(
  value: unknown,
  min: number,
  max: number,
  messages: { required: string; range: string; cents: string },
): string | undefined {
  if (value === undefined || value === null || value === '') return messages.required;
  if (typeof value !== 'number' || !Number.isFinite(value)) return LISTING_MESSAGES.priceNumber;
  if (value < min || value > max) return messages.range;
  if (!hasAtMostTwoDecimals(value)) return messages.cents;
  return undefined;
}

export const DomainNameField = () =>
  applyDecorators(
    ApiProperty({
      description: 'Lower-cased and trimmed by the server',
      maxLength: DOMAIN_NAME_MAX_LENGTH,
      example: 'cloudly.io',
    }),
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? normalizeDomainName(value) : value,
    ),
    FieldRule('domainName', domainNameProblem),
  );

export const PriceField = (options: { optional?: boolean } = {}) =>
  applyDecorators(
    (options.optional ? ApiPropertyOptional : ApiProperty)({
      description: 'USD, at most two decimals',
      minimum: MIN_PRICE_USD,
      maximum: MAX_PRICE_USD,
      example: 249,
    }),
    ...(options.optional ? [IsOptional()] : []),
    Transform(({ value }: { value: unknown }) => numeric(value)),
    FieldRule('listingPrice', (value) =>
      priceProblem(value, MIN_PRICE_USD, MAX_PRICE_USD, {
        required: LISTING_MESSAGES.priceRequired,
        range: LISTING_MESSAGES.priceRange,
        cents: LISTING_MESSAGES.priceCents,
      }),
    ),
  );

export const SalePriceField = () =>
  applyDecorators(
    ApiProperty({
      description: 'Final sale price in USD, at most two decimals',
      minimum: MIN_SALE_PRICE_USD,
      maximum: MAX_SALE_PRICE_USD,
      example: 300,
    }),
    Transform(({ value }: { value: unknown }) => numeric(value)),
    FieldRule('salePrice', (value) =>
      priceProblem(value, MIN_SALE_PRICE_USD, MAX_SALE_PRICE_USD, {
        required: LISTING_MESSAGES.salePriceRequired,
        range: LISTING_MESSAGES.salePriceRange,
        cents: LISTING_MESSAGES.salePriceCents,
      }),
    ),
  );

export const RegistrarField = () =>
  applyDecorators(
    ApiProperty({ enum: REGISTRARS, description: 'Matched without regard to case' }),
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? (canonicalRegistrar(value) ?? value.trim()) : value,
    ),
    FieldRule('registrar', (value) =>
      value === undefined || value === null || value === ''
        ? LISTING_MESSAGES.registrarRequired
        : typeof value === 'string' && (REGISTRARS as readonly string[]).includes(value)
          ? undefined
          : LISTING_MESSAGES.registrar,
    ),
  );

export const DescriptionField = () =>
  applyDecorators(
    ApiPropertyOptional({ maxLength: DESCRIPTION_MAX_LENGTH, default: '' }),
    IsOptional(),
    Transform(({ value }: { value: unknown }) => trimmed(value)),
    IsString({ message: 'Description must be text' }),
    MaxLength(DESCRIPTION_MAX_LENGTH, { message: LISTING_MESSAGES.description }),
  );

export const CategoryField = () =>
  applyDecorators(
    ApiPropertyOptional({ enum: CATEGORIES, default: 'Other' }),
    IsOptional(),
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? (canonicalCategory(value) ?? value.trim()) : value,
    ),
    IsIn(CATEGORIES, { message: LISTING_MESSAGES.category }),
  );

export const TagsField = () =>
  applyDecorators(
    ApiPropertyOptional({ type: [String], maxItems: MAX_TAGS, default: [] }),
    IsOptional(),
    IsArray({ message: 'tags must be a list' }),
    ArrayMaxSize(MAX_TAGS, { message: `At most ${MAX_TAGS} tags` }),
    IsString({ each: true, message: 'Each tag must be text' }),
    MaxLength(TAG_MAX_LENGTH, {
      each: true,
      message: `Each tag must be at most ${TAG_MAX_LENGTH} characters`,
    }),
  );

export const FlagField = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({ description }),
    IsOptional(),
    IsBoolean({ message: `${description} must be true or false` }),
  );
