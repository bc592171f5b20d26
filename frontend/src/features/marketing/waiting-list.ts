import { ApiError } from '../../lib/api/errors';
import type { InterestType } from './api/join-waiting-list';

export const INTEREST_TYPES: readonly { value: InterestType; label: string }[] = [
  { value: 'seller', label: 'Seller' },
  { value: 'buyer', label: 'Buyer' },
];

const EMAIL_MAX_LENGTH = 254;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const RATE_LIMITED_MESSAGE =
  'Too many attempts in a short time. Please wait a minute and try again.';

const UNAVAILABLE_MESSAGE =
  'We could not add you to the waiting list just now. Please try again in a few minutes.';

/** The server's rules for the address (POST /api/waitlist), with its messages; trimmed first. */
export function validateWaitingListEmail(value: string): string | null {
  const email = value.trim();
  if (email.length === 0) return 'Email is required';
  if (email.length > EMAIL_MAX_LENGTH) return 'Email address is too long';
  if (!EMAIL_PATTERN.test(email)) return 'Please enter a valid email address';
  return null;
}

export function validateInterestType(value: string): string | null {
  return INTEREST_TYPES.some((type) => type.value === value)
    ? null
    : 'Please choose whether you are a seller or a buyer';
}

/** What to say when joining failed and no field explains it. */
export function waitingListErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429 || error.code === 'RATE_LIMITED') return RATE_LIMITED_MESSAGE;
    if (error.isClientError || error.code === 'NETWORK_ERROR') return error.message;
  }
  return UNAVAILABLE_MESSAGE;
}
