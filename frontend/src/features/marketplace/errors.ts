import { ApiError } from '../../lib/api/errors';

export const MARKETPLACE_LOAD_DEFAULT = 'Failed to load marketplace listings';

/** Spec section 8, "Marketplace load": what the page says when the listings cannot be loaded. */
export function marketplaceErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  const text = message.toLowerCase();
  const code = error instanceof ApiError ? error.code : '';
  const status = error instanceof ApiError ? error.status : undefined;

  if (
    status === 401 ||
    code === 'UNAUTHORIZED' ||
    text.includes('401') ||
    text.includes('unauthorized')
  ) {
    return 'Authentication issue. Please try signing out and signing back in.';
  }
  if (
    status === 403 ||
    code === 'FORBIDDEN' ||
    text.includes('403') ||
    text.includes('forbidden')
  ) {
    return 'Access denied. Please check your account permissions.';
  }
  if (
    code === 'NETWORK_ERROR' ||
    code === 'PROXY_UNAVAILABLE' ||
    text.includes('network') ||
    text.includes('proxy')
  ) {
    return 'Network connection issue. Please check your internet connection and try again.';
  }
  // A page past the first 10,000 results: the server says to refine the search.
  const deepPage =
    error instanceof ApiError
      ? error.details?.find((detail) => detail.field === 'page')
      : undefined;
  if (code === 'VALIDATION_ERROR' && deepPage) return deepPage.message;
  if (text.includes('timeout') || text.includes('timed out')) {
    return 'Request timed out. Please try again.';
  }
  return message || MARKETPLACE_LOAD_DEFAULT;
}
