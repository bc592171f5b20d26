import { ApiError, CONNECTION_MESSAGE } from '../../lib/api/errors';

/** True when the server answered (status > 0), as opposed to the call never reaching it. */
function isServerAnswer(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status > 0;
}

/** The server's own words for a failure it answered, if it gave any. */
export function serverMessage(error: unknown): string | undefined {
  return isServerAnswer(error) && error.code !== 'UNKNOWN_ERROR' ? error.message : undefined;
}

export interface FailureText {
  title: string;
  detail?: string;
}

/** Spec section 8, "Domains": mark sold. */
export function markSoldFailure(error: unknown): FailureText {
  if (isServerAnswer(error)) {
    return { title: 'Failed to mark domain as sold', detail: serverMessage(error) };
  }
  return { title: 'An unexpected error occurred' };
}

/** Spec section 8, "Domains": restore. */
export function restoreFailureMessage(error: unknown): string {
  if (isServerAnswer(error)) return serverMessage(error) ?? 'Failed to restore domain';
  return 'An error occurred while restoring the domain';
}

/** Spec section 8, "Domains": the list load. */
export function listingsErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status === 0
    ? CONNECTION_MESSAGE
    : 'Failed to load domain listings';
}
