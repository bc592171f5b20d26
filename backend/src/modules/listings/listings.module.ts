import { Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { DeleteListingController } from './commands/delete-listing/delete-listing.http.controller';
import { DeleteListingHandler } from './commands/delete-listing/delete-listing.handler';
import { ListDomainController } from './commands/list-domain/list-domain.http.controller';
import { ListDomainHandler } from './commands/list-domain/list-domain.handler';
import { ListDomainsInBulkController } from './commands/list-domains-in-bulk/list-domains-in-bulk.http.controller';
import { ListDomainsInBulkHandler } from './commands/list-domains-in-bulk/list-domains-in-bulk.handler';
import { MarkDomainSoldController } from './commands/mark-domain-sold/mark-domain-sold.http.controller';
import { MarkDomainSoldHandler } from './commands/mark-domain-sold/mark-domain-sold.handler';
import { RecordViewController } from './commands/record-view/record-view.http.controller';
import { EndListingPeriodHandler } from './commands/end-listing-period/end-listing-period.handler';
import { RelistingJobs } from './jobs/relisting.processor';
import { RecordViewHandler } from './commands/record-view/record-view.handler';
import { RelistDomainController } from './commands/relist-domain/relist-domain.http.controller';
import { RelistDomainHandler } from './commands/relist-domain/relist-domain.handler';
import { RestoreDomainController } from './commands/restore-domain/restore-domain.http.controller';
import { RestoreDomainHandler } from './commands/restore-domain/restore-domain.handler';
import { UpdateListingController } from './commands/update-listing/update-listing.http.controller';
import { UpdateListingHandler } from './commands/update-listing/update-listing.handler';
import { domainListingsReadModel } from './projections/domain-listings.read-model';
import { CheckAllOwnershipController } from './commands/check-all-ownership/check-all-ownership.http.controller';
import { CheckAllOwnershipHandler } from './commands/check-all-ownership/check-all-ownership.handler';
import { CheckOwnershipController } from './commands/check-ownership/check-ownership.http.controller';
import { CheckOwnershipHandler } from './commands/check-ownership/check-ownership.handler';
import { RecordOwnershipCheckHandler } from './commands/record-ownership-check/record-ownership-check.handler';
import { OwnershipCheckJobs } from './jobs/ownership-checks.processor';
import { DnsTxtRecords } from './providers/dns-txt-records';
import { RdapRegistrations } from './providers/rdap-registrations';
import { GetListingOwnershipController } from './queries/get-listing-ownership/get-listing-ownership.http.controller';
import { GetListingOwnershipHandler } from './queries/get-listing-ownership/get-listing-ownership.handler';
import { GetOwnershipSummaryController } from './queries/get-ownership-summary/get-ownership-summary.http.controller';
import { GetOwnershipSummaryHandler } from './queries/get-ownership-summary/get-ownership-summary.handler';
import { GetListingDetailController } from './queries/get-listing-detail/get-listing-detail.http.controller';
import { GetListingDetailHandler } from './queries/get-listing-detail/get-listing-detail.handler';
import { GetMyListingsController } from './queries/get-my-listings/get-my-listings.http.controller';
import { GetMyListingsHandler } from './queries/get-my-listings/get-my-listings.handler';

/** Listing a domain and its lifecycle (DECISIONS.md "Listings"). */
@Module({
  controllers: [
    ListDomainController,
    ListDomainsInBulkController,
    GetMyListingsController,
    GetListingDetailController,
    UpdateListingController,
    DeleteListingController,
    RelistDomainController,
    MarkDomainSoldController,
    RestoreDomainController,
    RecordViewController,
    GetOwnershipSummaryController,
    CheckAllOwnershipController,
    GetListingOwnershipController,
    CheckOwnershipController,
  ],
  providers: [
    ListDomainHandler,
    ListDomainsInBulkHandler,
    GetMyListingsHandler,
    GetListingDetailHandler,
    UpdateListingHandler,
    DeleteListingHandler,
    RelistDomainHandler,
    MarkDomainSoldHandler,
    RestoreDomainHandler,
    RecordViewHandler,
    EndListingPeriodHandler,
    RelistingJobs,
    DnsTxtRecords,
    RdapRegistrations,
    RecordOwnershipCheckHandler,
    CheckOwnershipHandler,
    CheckAllOwnershipHandler,
    GetListingOwnershipHandler,
    GetOwnershipSummaryHandler,
    OwnershipCheckJobs,
  ],
  exports: [
    RdapRegistrations,
    ListDomainHandler,
    ListDomainsInBulkHandler,
    MarkDomainSoldHandler,
    RecordViewHandler,
    RecordOwnershipCheckHandler,
  ],
})
export class ListingsModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.register(domainListingsReadModel, 'inline');
  }
}
