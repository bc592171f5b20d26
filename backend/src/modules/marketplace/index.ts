/** The marketplace module's public surface: other modules import from here only. */
export { MarketplaceModule } from './marketplace.module';
export { marketplaceListingsReadModel } from './projections/marketplace-listings.read-model';
export { LandingPageNames, type LandingPageName } from './queries/landing-page-names';
export { MarketplaceWarmUp } from './queries/marketplace-warm-up';
export {
  type StoredSearch,
  type StoredSearchColumns,
  marketplaceSearchOf,
  StoredSearchMatcher,
  storedSearchColumns,
  storedSearchOf,
  type StoredWordsRow,
  storedWordsRow,
} from './queries/stored-searches';
