import { ApiError } from '../../lib/api/errors';

/** Spec section 8, "Checkout". */
export const CHECKOUT_MESSAGES = {
  unavailable: 'Payment service is temporarily unavailable. Please try again in a few moments.',
  signInAgain: 'Please sign in again to continue with your purchase.',
  productUnavailable: 'This payment option is not currently available. Please contact support.',
  invalidUrl: 'Payment system error: Invalid checkout URL received. Please contact support.',
  noUrl: 'Payment system error: No checkout URL received. Please contact support with this error.',
  network: 'Network connection error. Please check your internet connection and try again.',
  slow: 'Payment service is taking too long to respond. Please try again.',
} as const;

const UNAVAILABLE_CODES = new Set(['NETWORK_ERROR', 'PROXY_UNAVAILABLE', 'PAYMENTS_UNAVAILABLE']);

type Problem = 'productUnavailable' | 'invalidUrl' | 'noUrl';

/** A purchase that cannot go on for a reason found in the browser, not told by the server. */
export class CheckoutProblem extends Error {
  override readonly name = 'CheckoutProblem';

  constructor(problem: Problem) {
    super(CHECKOUT_MESSAGES[problem]);
  }
}

function paymentError(reason: string): string {
  return `Payment error: ${reason.replace(/\.$/, '')}. Please try again or contact support.`;
}

export function isAlreadyPro(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'ALREADY_PRO';
}

export function checkoutErrorMessage(error: unknown): string {
  if (error instanceof CheckoutProblem) return error.message;
  if (error instanceof ApiError) {
    if (UNAVAILABLE_CODES.has(error.code)) return CHECKOUT_MESSAGES.unavailable;
    if (error.status === 401 || error.code === 'UNAUTHORIZED') return CHECKOUT_MESSAGES.signInAgain;
    if (error.code === 'PRODUCT_NOT_FOUND') return CHECKOUT_MESSAGES.productUnavailable;
    return paymentError(error.message);
  }
  // Thrown before any answer: a fetch that failed, or the request's timeout that fired.
  const thrown = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  if (thrown.toLowerCase().includes('fetch')) return CHECKOUT_MESSAGES.network;
  if (thrown.toLowerCase().includes('timeout')) return CHECKOUT_MESSAGES.slow;
  return paymentError(error instanceof Error ? error.message : String(error));
}
