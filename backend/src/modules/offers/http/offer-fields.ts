import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { FieldRule, trimmed } from '../../../platform/http/field-rule';
import {
  MAX_OFFER_USD,
  MIN_OFFER_USD,
  OFFER_MESSAGE_MAX_LENGTH,
  OFFER_MESSAGES,
} from '../model/offer-rules';

const numeric = (value: unknown) =>
  typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;

/** A USD amount from $1 to $1,000,000 with at most two decimals, or the first rule it breaks. */
export function amountProblem(
  value: unknown,
  messages: { required: string; range: string } = {
    required: OFFER_MESSAGES.amountRequired,
    range: OFFER_MESSAGES.amount,
  },
): string | undefined {
  if (value === undefined || value === null || value === '') return messages.required;
  if (typeof value !== 'number' || !Number.isFinite(value)) return messages.range;
  if (value < MIN_OFFER_USD || value > MAX_OFFER_USD) return messages.range;
  if (Math.abs(value * 100 - Math.round(value * 100)) > 1e-6) return OFFER_MESSAGES.amountCents;
  return undefined;
}

export const OfferAmountField = () =>
  applyDecorators(
    ApiProperty({
      type: Number,
      minimum: MIN_OFFER_USD,
      maximum: MAX_OFFER_USD,
      example: 120,
      description: 'USD',
    }),
    Transform(({ value }) => numeric(value)),
    FieldRule('offerAmount', (value) => amountProblem(value)),
  );

export const OfferMessageField = () =>
  applyDecorators(
    ApiPropertyOptional({ maxLength: OFFER_MESSAGE_MAX_LENGTH }),
    IsOptional(),
    Transform(trimmed),
    IsString({ message: OFFER_MESSAGES.message }),
    MaxLength(OFFER_MESSAGE_MAX_LENGTH, { message: OFFER_MESSAGES.messageLong }),
  );

export const ConfirmAmountField = () =>
  applyDecorators(
    ApiPropertyOptional({
      type: Boolean,
      description:
        'The buyer confirms an amount above the asking price; without it such an amount is refused with 422 OFFER_NEEDS_CONFIRMATION',
    }),
    IsOptional(),
    IsBoolean({ message: OFFER_MESSAGES.confirmAmount }),
  );
