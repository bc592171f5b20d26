/** The listings module's public surface: other modules import from here only. */
export { ListingsModule } from './listings.module';
export { ListDomainHandler } from './commands/list-domain/list-domain.handler';
export { type ListDomainCommand } from './commands/list-domain/list-domain.command';
export { ListDomainsInBulkHandler } from './commands/list-domains-in-bulk/list-domains-in-bulk.handler';
export { MarkDomainSoldHandler } from './commands/mark-domain-sold/mark-domain-sold.handler';
export { CATEGORIES, REGISTRARS } from './model/listing-rules';
export * from './model/listing.events';
