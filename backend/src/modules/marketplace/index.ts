/** The marketplace module's public surface: other modules import from here only. */
export { MarketplaceModule } from './marketplace.module';
export { MarketplaceListingsProjection } from './projections/marketplace-listings.projection';
export { LandingPageNames, type LandingPageName } from './queries/landing-page-names';
export { MarketplaceWarmUp } from './queries/marketplace-warm-up';
export {
  STORED_SEARCH_COLUMNS,
  type StoredSearch,
  marketplaceSearchOf,
  StoredSearchMatcher,
  storedSearchOf,
  storedSearchValues,
  STORED_WORDS_COLUMNS,
  storedWordsValues,
} from './queries/stored-searches';
