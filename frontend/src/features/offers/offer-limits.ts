/**
 * The limits of offers as the server applies them (ADR 0026), checked in the forms first. Messages
 * are the server's own.
 */
export const MIN_OFFER_USD = 1;
export const MAX_OFFER_USD = 1_000_000;
export const OFFER_MESSAGE_MAX_LENGTH = 1000;
export const DECLINE_MESSAGE_MAX_LENGTH = 500;
export const MIN_DEADLINE_DAYS = 1;
export const MAX_DEADLINE_DAYS = 14;

export const OFFER_LIMIT_MESSAGES = {
  amountRequired: 'Offer amount is required',
  amount: 'Offer amount must be between $1 and $1,000,000',
  amountCents: 'Offer amount can have at most two decimal places',
  message: `Message cannot exceed ${OFFER_MESSAGE_MAX_LENGTH} characters`,
  minimum: 'Minimum must be between $1 and $1,000,000',
  buyNow: 'Buy Now price must be between $1 and $1,000,000',
  buyNowBelowMinimum: 'Buy Now price must be above the minimum',
  declineMessage: `The answer cannot exceed ${DECLINE_MESSAGE_MAX_LENGTH} characters`,
  days: 'Days must be a whole number from 1 to 14',
} as const;

/** A NumberInput holds '' while empty. */
function amountProblem(
  value: number | string,
  messages: { required: string; range: string },
): string | null {
  if (value === '') return messages.required;
  const amount = Number(value);
  if (!Number.isFinite(amount) || amount < MIN_OFFER_USD || amount > MAX_OFFER_USD)
    return messages.range;
  if (Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6)
    return OFFER_LIMIT_MESSAGES.amountCents;
  return null;
}

export function validateOfferAmount(value: number | string): string | null {
  return amountProblem(value, {
    required: OFFER_LIMIT_MESSAGES.amountRequired,
    range: OFFER_LIMIT_MESSAGES.amount,
  });
}

/** An optional amount of the rules (minimum, Buy Now): empty means none. */
export function validateOptionalAmount(value: number | string, range: string): string | null {
  return value === '' ? null : amountProblem(value, { required: range, range });
}

export function validateOfferMessage(value: string): string | null {
  return value.trim().length > OFFER_MESSAGE_MAX_LENGTH ? OFFER_LIMIT_MESSAGES.message : null;
}

export function validateDays(value: number | string): string | null {
  const days = Number(value);
  return value === '' ||
    !Number.isInteger(days) ||
    days < MIN_DEADLINE_DAYS ||
    days > MAX_DEADLINE_DAYS
    ? OFFER_LIMIT_MESSAGES.days
    : null;
}
