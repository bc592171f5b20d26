import { BillingModule } from './billing';
import { CreditsModule } from './credits';
import { DashboardModule } from './dashboard';
import { IdentityModule } from './identity';
import { ListingsModule } from './listings';

/** Every business module, in the api and in the worker alike. A new module is added here. */
export const BUSINESS_MODULES = [
  IdentityModule,
  CreditsModule,
  BillingModule,
  ListingsModule,
  DashboardModule,
];
