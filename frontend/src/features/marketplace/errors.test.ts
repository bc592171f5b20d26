import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from '../../lib/api/errors';
import { marketplaceErrorMessage } from './errors';

describe('marketplaceErrorMessage (spec section 8, "Marketplace load")', () => {
  it.each([
    [
      new ApiError('Request failed with status 401', 'UNKNOWN_ERROR', 401),
      'Authentication issue. Please try signing out and signing back in.',
    ],
    [
      new Error('Unauthorized'),
      'Authentication issue. Please try signing out and signing back in.',
    ],
    [
      new ApiError('Nope', 'FORBIDDEN', 403),
      'Access denied. Please check your account permissions.',
    ],
    [new Error('forbidden by policy'), 'Access denied. Please check your account permissions.'],
    [
      networkError(),
      'Network connection issue. Please check your internet connection and try again.',
    ],
    [
      new Error('Proxy service unavailable'),
      'Network connection issue. Please check your internet connection and try again.',
    ],
    [new Error('The operation timed out'), 'Request timed out. Please try again.'],
    [new Error('Gateway timeout'), 'Request timed out. Please try again.'],
    [new ApiError('Search is resting', 'INTERNAL_ERROR', 500), 'Search is resting'],
    [new Error(''), 'Failed to load marketplace listings'],
    ['not an error', 'Failed to load marketplace listings'],
  ])('%s -> %s', (error, message) => {
    expect(marketplaceErrorMessage(error)).toBe(message);
  });
});
