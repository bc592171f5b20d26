import { ApiError } from '../../lib/api/errors';

/** Spec section 8, "Inquiries and leads": the server said no, or the call failed. */
export function markLeadSoldFailure(error: unknown): string {
  return error instanceof ApiError && error.status > 0
    ? 'Failed to mark as sold. Please try again.'
    : 'Error marking as sold. Please try again.';
}
