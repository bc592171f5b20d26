import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from '../../lib/api/errors';
import {
  CHECKOUT_MESSAGES,
  CheckoutProblem,
  checkoutErrorMessage,
  isAlreadyPro,
} from './checkout-errors';

describe('checkoutErrorMessage (spec section 8, "Checkout")', () => {
  it.each([
    ['NETWORK_ERROR', networkError()],
    ['PROXY_UNAVAILABLE', new ApiError('Proxy service unavailable', 'PROXY_UNAVAILABLE', 502)],
    ['PAYMENTS_UNAVAILABLE', new ApiError('Payment service is down', 'PAYMENTS_UNAVAILABLE', 503)],
  ])('says the service is unavailable for %s', (_code, error) => {
    expect(checkoutErrorMessage(error)).toBe(
      'Payment service is temporarily unavailable. Please try again in a few moments.',
    );
  });

  it.each([
    ['a 401', new ApiError('Unauthorized', 'UNKNOWN_ERROR', 401)],
    ['UNAUTHORIZED', new ApiError('Session expired', 'UNAUTHORIZED', 401)],
  ])('asks to sign in again for %s', (_case, error) => {
    expect(checkoutErrorMessage(error)).toBe(
      'Please sign in again to continue with your purchase.',
    );
  });

  it('says the option is not available for PRODUCT_NOT_FOUND', () => {
    expect(checkoutErrorMessage(new ApiError('Not found', 'PRODUCT_NOT_FOUND', 404))).toBe(
      'This payment option is not currently available. Please contact support.',
    );
  });

  it("wraps any other server answer in the server's words, without a doubled full stop", () => {
    expect(checkoutErrorMessage(new ApiError('Validation failed', 'VALIDATION_ERROR', 400))).toBe(
      'Payment error: Validation failed. Please try again or contact support.',
    );
    expect(checkoutErrorMessage(new ApiError('Something broke.', 'INTERNAL_ERROR', 500))).toBe(
      'Payment error: Something broke. Please try again or contact support.',
    );
  });

  it.each([
    ['productUnavailable', CHECKOUT_MESSAGES.productUnavailable],
    ['invalidUrl', 'Payment system error: Invalid checkout URL received. Please contact support.'],
    [
      'noUrl',
      'Payment system error: No checkout URL received. Please contact support with this error.',
    ],
  ] as const)('gives the message of the %s problem', (problem, message) => {
    expect(checkoutErrorMessage(new CheckoutProblem(problem))).toBe(message);
  });

  it.each([
    ["Chromium's", new TypeError('Failed to fetch')],
    ["Node's", new TypeError('fetch failed')],
    ["Firefox's", new TypeError('NetworkError when attempting to fetch resource.')],
  ])('calls %s thrown fetch failure a network connection error', (_browser, error) => {
    expect(checkoutErrorMessage(error)).toBe(
      'Network connection error. Please check your internet connection and try again.',
    );
  });

  it.each([
    ['a TimeoutError', new DOMException('signal timed out', 'TimeoutError')],
    ['a message naming a timeout', new Error('Request timeout after 30000 ms')],
  ])('says the service is too slow for %s', (_case, error) => {
    expect(checkoutErrorMessage(error)).toBe(
      'Payment service is taking too long to respond. Please try again.',
    );
  });

  it('wraps any other thrown error in its own message', () => {
    expect(checkoutErrorMessage(new Error('Unexpected end of JSON input'))).toBe(
      'Payment error: Unexpected end of JSON input. Please try again or contact support.',
    );
  });
});

describe('isAlreadyPro', () => {
  it('recognises the ALREADY_PRO refusal only', () => {
    expect(
      isAlreadyPro(new ApiError('You are already on Liquidation Pro.', 'ALREADY_PRO', 409)),
    ).toBe(true);
    expect(isAlreadyPro(new ApiError('Conflict', 'CONFLICT', 409))).toBe(false);
    expect(isAlreadyPro(new Error('ALREADY_PRO'))).toBe(false);
  });
});
