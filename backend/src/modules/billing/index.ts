/** The billing module's public surface: other modules import from here only. */
export { BillingModule } from './billing.module';
export { CreateCheckoutSessionHandler } from './commands/create-checkout-session/create-checkout-session.handler';
export { CompleteCheckoutHandler } from './commands/complete-checkout/complete-checkout.handler';
export { TEST_PRICE_IDS } from './providers/test-checkout.provider';
export { CHECKOUT_SESSION_PLACEHOLDER } from './providers/payment-provider';
