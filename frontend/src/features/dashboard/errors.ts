import { ApiError, CONNECTION_MESSAGE } from '../../lib/api/errors';

export function isAuthError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.code === 'UNAUTHORIZED');
}

/** Spec section 8, "Dashboard stats". */
export function statsErrorMessage(error: unknown): string {
  if (isAuthError(error)) return 'Please sign in again to view your statistics';
  if (error instanceof ApiError) {
    if (error.status === 403 || error.code === 'FORBIDDEN') {
      return 'You do not have permission to view these statistics';
    }
    if (error.status === 0) return CONNECTION_MESSAGE;
  }
  return 'Failed to load dashboard statistics';
}
