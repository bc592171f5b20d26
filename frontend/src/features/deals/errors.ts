import { ApiError } from '../../lib/api/errors';

const UNEXPECTED_FAILURE = 'Something went wrong. Please try again.';

/**
 * What to tell the user about a failed call: the server's own message, which explains refusals
 * such as a stage out of order or a closed deal, or the connection failure.
 */
export function failureMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : UNEXPECTED_FAILURE;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
