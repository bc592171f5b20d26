/** The listings module's public surface: other modules import from here only. */
export { ListingsModule } from './listings.module';
export { ListDomainHandler } from './commands/list-domain/list-domain.handler';
export { type ListDomainCommand } from './commands/list-domain/list-domain.command';
export { ListDomainsInBulkHandler } from './commands/list-domains-in-bulk/list-domains-in-bulk.handler';
export { MarkDomainSoldHandler } from './commands/mark-domain-sold/mark-domain-sold.handler';
export { RestoreDomainHandler } from './commands/restore-domain/restore-domain.handler';
export { EndListingPeriodHandler } from './commands/end-listing-period/end-listing-period.handler';
export { UpdateListingHandler } from './commands/update-listing/update-listing.handler';
export { CATEGORIES, REGISTRARS } from './model/listing-rules';
export {
  decide as decideListing,
  isOnMarketplace,
  listingStream,
  type ListingState,
} from './model/listing';
export { nameCheckOfListing, sellerOfListing } from './commands/active-names';
export { RecordViewHandler } from './commands/record-view/record-view.handler';
export { RecordOwnershipCheckHandler } from './commands/record-ownership-check/record-ownership-check.handler';
export { OwnershipCheckJobs, OWNERSHIP_CHECKS_QUEUE } from './jobs/ownership-checks.processor';
export { ListingNotFoundError } from './model/listing.errors';
export { RdapRegistrations, type Registration } from './providers/rdap-registrations';
export { sameRegistrar } from './model/registrar-names';
export { nameRegistrationOf, type NameRegistration } from './queries/name-registration';
export { HIGH_RENEWAL_USD, renewalPriceOf, type RenewalPrice } from './model/renewal-prices';
export { DomainListing } from './http/domain-listing.response.dto';
export { conversionRate, type ListingRow, toDomainListing } from './queries/listing-rows';
export { listingSummary, type ListingSummary } from './queries/listing-summary';
export * from './model/listing.events';
export { SalePriceField } from './http/listing-fields';
export { toCents } from './model/listing-rules';
export { isWithinReversalWindow } from './model/listing';
