import { Injectable, Logger } from '@nestjs/common';
import { DEFAULT_SORT, MARKETPLACE_PAGE_SIZE } from '../model/marketplace-search';
import { GetMarketplaceFacetsHandler } from './get-marketplace-facets/get-marketplace-facets.handler';
import { GetPublicListingsHandler } from './get-public-listings/get-public-listings.handler';

/**
 * A search of two words and a piece, and its counts, answered once before the api takes requests
 * (`main.ts`): the pool's first connections are opened and have read the search tables' entries
 * of the catalogue, and the code's paths are compiled, so that the first buyer after a start waits
 * no longer than the next (issue 49). Nothing of the answers is kept. A failure is logged, not
 * fatal: the api starts as it would have, and its readiness says what is down.
 */
@Injectable()
export class MarketplaceWarmUp {
  private readonly logger = new Logger(MarketplaceWarmUp.name);

  constructor(
    private readonly listings: GetPublicListingsHandler,
    private readonly facets: GetMarketplaceFacetsHandler,
  ) {}

  async run(): Promise<void> {
    const search = 'domain names';
    await Promise.all([
      this.listings.execute({
        page: 1,
        limit: MARKETPLACE_PAGE_SIZE,
        search,
        sort: DEFAULT_SORT,
        verifiedOnly: false,
      }),
      this.facets.execute({ search, verifiedOnly: false }),
    ]).catch((error: unknown) =>
      this.logger.warn(`The marketplace's warm-up search failed: ${String(error)}`),
    );
  }
}
