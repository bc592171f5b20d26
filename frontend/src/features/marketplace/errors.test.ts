import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from '../../lib/api/errors';
import { inquiryErrorMessage, marketplaceErrorMessage } from './errors';

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

describe('inquiryErrorMessage (spec section 8, "Inquiries and leads")', () => {
  it('passes the server’s own words through', () => {
    expect(
      inquiryErrorMessage(
        new ApiError('This domain is no longer available', 'LISTING_UNAVAILABLE', 409),
      ),
    ).toBe('This domain is no longer available');
  });

  it('says the send failed when the server gave no words', () => {
    expect(
      inquiryErrorMessage(new ApiError('Request failed with status 502', 'UNKNOWN_ERROR', 502)),
    ).toBe('Failed to send inquiry. Please try again.');
  });

  it('says an unexpected error occurred when no answer came', () => {
    expect(inquiryErrorMessage(networkError())).toBe(
      'An unexpected error occurred. Please try again.',
    );
    expect(inquiryErrorMessage(new TypeError('boom'))).toBe(
      'An unexpected error occurred. Please try again.',
    );
  });
});
