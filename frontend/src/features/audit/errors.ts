import { ApiError } from '../../lib/api/errors';

const UNEXPECTED_FAILURE = 'Something went wrong. Please try again.';

/** The server's own message for a failed call, or the connection failure. */
export function failureMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : UNEXPECTED_FAILURE;
}

/** The caller is signed in but is not an auditor (the role applies from the next sign-in). */
export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** Why a rebuild did not run; a rebuild already under way is the usual reason. */
export function rebuildFailureMessage(error: unknown, name: string): string {
  if (error instanceof ApiError && error.code === 'PROJECTION_BUSY') {
    return `${name} is being rebuilt already. Wait for that rebuild to finish, then try again.`;
  }
  return failureMessage(error);
}
