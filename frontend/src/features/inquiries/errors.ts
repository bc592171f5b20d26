import { ApiError } from '../../lib/api/errors';

/** Spec section 8, "Inquiries and leads": the server said no, or the call failed. */
export function markLeadSoldFailure(error: unknown): string {
  return error instanceof ApiError && error.status > 0
    ? 'Failed to mark as sold. Please try again.'
    : 'Error marking as sold. Please try again.';
}

export const INQUIRY_FAILED_MESSAGE = 'Failed to send inquiry. Please try again.';
export const INQUIRY_EXCEPTION_MESSAGE = 'An unexpected error occurred. Please try again.';

/**
 * Spec section 8, "Inquiries and leads": the server's own words when it answered with any, else the
 * failure message; when the call never got an answer, the exception message.
 */
export function inquiryErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return INQUIRY_EXCEPTION_MESSAGE;
  return error.code !== 'UNKNOWN_ERROR' && error.message ? error.message : INQUIRY_FAILED_MESSAGE;
}
