import { Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { SpaIndex } from '../../platform/web/spa-page';
import { marketplaceListingsReadModel } from './projections/marketplace-listings.read-model';
import { GetMarketplaceFacetsController } from './queries/get-marketplace-facets/get-marketplace-facets.http.controller';
import { GetMarketplaceFacetsHandler } from './queries/get-marketplace-facets/get-marketplace-facets.handler';
import { GetPublicListingController } from './queries/get-public-listing/get-public-listing.http.controller';
import { GetPublicListingHandler } from './queries/get-public-listing/get-public-listing.handler';
import { GetPublicListingsController } from './queries/get-public-listings/get-public-listings.http.controller';
import { GetPublicListingsHandler } from './queries/get-public-listings/get-public-listings.handler';
import { LandingPageNames } from './queries/landing-page-names';
import { LandingImageHandler } from './queries/landing-image/landing-image.handler';
import { LandingImageController } from './queries/landing-image/landing-image.http.controller';
import { LandingPageController } from './queries/landing-page/landing-page.http.controller';
import { LandingPageHandler } from './queries/landing-page/landing-page.handler';
import { MarketplaceAnswers } from './queries/marketplace-answers';
import { MarketplaceWarmUp } from './queries/marketplace-warm-up';
import { StoredSearchMatcher } from './queries/stored-searches';

/**
 * What buyers browse (spec section 2, Marketplace; section 7, public listings): an asynchronous
 * read model of the listings on sale, the public listings query and each domain's landing page.
 */
@Module({
  controllers: [
    GetPublicListingsController,
    GetMarketplaceFacetsController,
    GetPublicListingController,
    LandingPageController,
    LandingImageController,
  ],
  providers: [
    GetPublicListingsHandler,
    GetMarketplaceFacetsHandler,
    MarketplaceAnswers,
    GetPublicListingHandler,
    LandingImageHandler,
    LandingPageHandler,
    LandingPageNames,
    StoredSearchMatcher,
    SpaIndex,
    MarketplaceWarmUp,
  ],
  exports: [LandingPageNames, StoredSearchMatcher, MarketplaceWarmUp],
})
export class MarketplaceModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.register(marketplaceListingsReadModel, 'async');
  }
}
