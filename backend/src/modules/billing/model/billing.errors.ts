import { DomainError } from '../../../platform/errors/domain-error';

export const BILLING_MESSAGES = {
  productNotFound: 'This payment option is not currently available. Please contact support.',
  paymentsUnavailable:
    'Payment service is temporarily unavailable. Please try again in a few moments.',
  alreadyPro: 'You are already on Liquidation Pro.',
  noActiveSubscription: 'You have no active subscription to cancel.',
  checkoutNotOpen: 'This checkout session is no longer open.',
  checkoutNotFound: 'Checkout session not found',
  invalidSignature: 'Invalid webhook signature',
} as const;

export class ProductNotFoundError extends DomainError {
  constructor() {
    super('PRODUCT_NOT_FOUND', BILLING_MESSAGES.productNotFound, 'not_found');
  }
}

export class PaymentsUnavailableError extends DomainError {
  constructor() {
    super('PAYMENTS_UNAVAILABLE', BILLING_MESSAGES.paymentsUnavailable, 'unavailable');
  }
}

export class AlreadyProError extends DomainError {
  constructor() {
    super('ALREADY_PRO', BILLING_MESSAGES.alreadyPro, 'conflict');
  }
}

export class NoActiveSubscriptionError extends DomainError {
  constructor() {
    super('NO_ACTIVE_SUBSCRIPTION', BILLING_MESSAGES.noActiveSubscription, 'conflict');
  }
}

export class CheckoutNotOpenError extends DomainError {
  constructor() {
    super('CHECKOUT_NOT_OPEN', BILLING_MESSAGES.checkoutNotOpen, 'conflict');
  }
}

export class CheckoutNotFoundError extends DomainError {
  constructor() {
    super('NOT_FOUND', BILLING_MESSAGES.checkoutNotFound, 'not_found');
  }
}

export class InvalidWebhookSignatureError extends DomainError {
  constructor() {
    super('INVALID_SIGNATURE', BILLING_MESSAGES.invalidSignature, 'validation');
  }
}
