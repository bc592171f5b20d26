import { Module, type OnModuleInit } from '@nestjs/common';
import { Clock } from '../../platform/clock/clock';
import { AppConfig } from '../../platform/config/app-config';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { ActivateProHandler } from './commands/activate-pro/activate-pro.handler';
import { CancelSubscriptionController } from './commands/cancel-subscription/cancel-subscription.http.controller';
import { CancelSubscriptionHandler } from './commands/cancel-subscription/cancel-subscription.handler';
import { CompleteCheckoutHandler } from './commands/complete-checkout/complete-checkout.handler';
import { CreateCheckoutSessionController } from './commands/create-checkout-session/create-checkout-session.http.controller';
import { CreateCheckoutSessionHandler } from './commands/create-checkout-session/create-checkout-session.handler';
import { HandleStripeWebhookController } from './commands/handle-stripe-webhook/handle-stripe-webhook.http.controller';
import { HandleStripeWebhookHandler } from './commands/handle-stripe-webhook/handle-stripe-webhook.handler';
import { PurchaseCreditsHandler } from './commands/purchase-credits/purchase-credits.handler';
import { RefundDuplicateSubscriptionHandler } from './commands/refund-duplicate-subscription/refund-duplicate-subscription.handler';
import { RenewProHandler } from './commands/renew-pro/renew-pro.handler';
import { SyncSubscriptionHandler } from './commands/sync-subscription/sync-subscription.handler';
import { StartCheckoutHandler } from './commands/start-checkout/start-checkout.handler';
import { CancelTestCheckoutController } from './commands/cancel-test-checkout/cancel-test-checkout.http.controller';
import { CancelTestCheckoutHandler } from './commands/cancel-test-checkout/cancel-test-checkout.handler';
import { PayTestCheckoutController } from './commands/pay-test-checkout/pay-test-checkout.http.controller';
import { PayTestCheckoutHandler } from './commands/pay-test-checkout/pay-test-checkout.handler';
import { GetTestCheckoutController } from './queries/get-test-checkout/get-test-checkout.http.controller';
import { GetTestCheckoutHandler } from './queries/get-test-checkout/get-test-checkout.handler';
import { subscriptionsReadModel } from './projections/subscriptions.read-model';
import { transactionsReadModel } from './projections/transactions.read-model';
import { PaymentProvider } from './providers/payment-provider';
import { StripePaymentProvider } from './providers/stripe.provider';
import { TestCheckoutProvider } from './providers/test-checkout.provider';
import { UnavailablePaymentProvider } from './providers/unavailable.provider';
import { GetProductsController } from './queries/get-products/get-products.http.controller';
import { GetProductsHandler } from './queries/get-products/get-products.handler';
import { GetRestTransactionsController } from './queries/get-rest-transactions/get-rest-transactions.http.controller';
import { GetRestTransactionsHandler } from './queries/get-rest-transactions/get-rest-transactions.handler';
import { GetSubscriptionController } from './queries/get-subscription/get-subscription.http.controller';
import { GetSubscriptionHandler } from './queries/get-subscription/get-subscription.handler';
import { GetTransactionsController } from './queries/get-transactions/get-transactions.http.controller';
import { GetTransactionsHandler } from './queries/get-transactions/get-transactions.handler';
import { TestPurchases } from './test-purchases';

/**
 * Stripe Checkout, or the built-in test checkout without Stripe keys (refused in production unless
 * PAYMENTS_TEST_MODE=true, when nothing is on sale instead).
 */
function choosePaymentProvider(config: AppConfig, clock: Clock): PaymentProvider {
  if (config.STRIPE_SECRET_KEY) return new StripePaymentProvider(config, clock);
  if (!config.isProduction || config.PAYMENTS_TEST_MODE) return new TestCheckoutProvider(config);
  return new UnavailablePaymentProvider();
}

/** Payments, plans and billing (DECISIONS.md "Payments", "Credits and plans"). */
@Module({
  controllers: [
    GetProductsController,
    CreateCheckoutSessionController,
    GetTestCheckoutController,
    PayTestCheckoutController,
    CancelTestCheckoutController,
    HandleStripeWebhookController,
    CancelSubscriptionController,
    GetSubscriptionController,
    GetTransactionsController,
    GetRestTransactionsController,
  ],
  providers: [
    { provide: PaymentProvider, useFactory: choosePaymentProvider, inject: [AppConfig, Clock] },
    CreateCheckoutSessionHandler,
    StartCheckoutHandler,
    GetTestCheckoutHandler,
    PayTestCheckoutHandler,
    CancelTestCheckoutHandler,
    TestPurchases,
    CompleteCheckoutHandler,
    PurchaseCreditsHandler,
    ActivateProHandler,
    RenewProHandler,
    SyncSubscriptionHandler,
    CancelSubscriptionHandler,
    HandleStripeWebhookHandler,
    RefundDuplicateSubscriptionHandler,
    GetProductsHandler,
    GetSubscriptionHandler,
    GetTransactionsHandler,
    GetRestTransactionsHandler,
  ],
  exports: [TestPurchases],
})
export class BillingModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.register(transactionsReadModel, 'inline');
    this.projections.register(subscriptionsReadModel, 'inline');
  }
}
