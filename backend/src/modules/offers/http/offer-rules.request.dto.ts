import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { FieldRule, trimmed } from '../../../platform/http/field-rule';
import {
  DECLINE_MESSAGE_MAX_LENGTH,
  MAX_DEADLINE_DAYS,
  MIN_DEADLINE_DAYS,
  OFFER_MESSAGES,
} from '../model/offer-rules';
import { amountProblem } from './offer-fields';

const optionalAmount = (message: string) => (value: unknown) =>
  value === null || value === undefined
    ? undefined
    : amountProblem(value, { required: message, range: message });

/** A seller's rules for offers: on one listing, or the default of every listing. */
export class OfferRulesRequest {
  @ApiProperty({ description: 'Whether buyers may make offers at all' })
  @IsBoolean({ message: OFFER_MESSAGES.offersAllowed })
  offersAllowed!: boolean;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 100,
    description: 'Hidden minimum, USD: offers below it are declined at once. Null or absent: none',
  })
  @FieldRule('offerMinimum', optionalAmount(OFFER_MESSAGES.floor))
  minimum?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 180,
    description:
      'Buy Now price, USD: offers at or above it are accepted at once. Null or absent: none',
  })
  @FieldRule('offerBuyNow', optionalAmount(OFFER_MESSAGES.buyNow))
  buyNow?: number | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: DECLINE_MESSAGE_MAX_LENGTH,
    description: 'The polite answer to offers below the minimum; null or empty: the default answer',
  })
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: OFFER_MESSAGES.message })
  @MaxLength(DECLINE_MESSAGE_MAX_LENGTH, { message: OFFER_MESSAGES.declineMessageLong })
  declineMessage?: string | null;

  @ApiProperty({ minimum: MIN_DEADLINE_DAYS, maximum: MAX_DEADLINE_DAYS, example: 3 })
  @IsInt({ message: OFFER_MESSAGES.deadlineDays })
  @Min(MIN_DEADLINE_DAYS, { message: OFFER_MESSAGES.deadlineDays })
  @Max(MAX_DEADLINE_DAYS, { message: OFFER_MESSAGES.deadlineDays })
  paymentDays!: number;

  @ApiProperty({ minimum: MIN_DEADLINE_DAYS, maximum: MAX_DEADLINE_DAYS, example: 5 })
  @IsInt({ message: OFFER_MESSAGES.deadlineDays })
  @Min(MIN_DEADLINE_DAYS, { message: OFFER_MESSAGES.deadlineDays })
  @Max(MAX_DEADLINE_DAYS, { message: OFFER_MESSAGES.deadlineDays })
  transferDays!: number;
}
