import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from '../../lib/api/errors';
import { inquiryErrorMessage } from './errors';

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
