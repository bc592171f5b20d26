import { AuditModule } from './audit';
import { BillingModule } from './billing';
import { CreditsModule } from './credits';
import { DashboardModule } from './dashboard';
import { DealsModule } from './deals';
import { IdentityModule } from './identity';
import { InquiriesModule } from './inquiries';
import { IntegrationsModule } from './integrations';
import { ListingsModule } from './listings';
import { MarketingModule } from './marketing';
import { MarketplaceModule } from './marketplace';
import { OffersModule } from './offers';
import { WatchlistsModule } from './watchlists';

/** Every business module, in the api and in the worker alike. A new module is added here. */
export const BUSINESS_MODULES = [
  IdentityModule,
  CreditsModule,
  BillingModule,
  ListingsModule,
  DashboardModule,
  MarketplaceModule,
  InquiriesModule,
  DealsModule,
  OffersModule,
  WatchlistsModule,
  IntegrationsModule,
  MarketingModule,
  AuditModule,
];
