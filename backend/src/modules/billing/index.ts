/** The billing module's public surface: other modules import from here only. */
export { BillingModule } from './billing.module';
export { TestPurchases } from './test-purchases';
