import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { PRICE_RANGES } from '../../model/marketplace-search';
import { searchWords } from '../../model/name-words';
import { MarketplaceAnswers } from '../marketplace-answers';
import { type Narrowing, narrowingOf, refuseInvertedPrices } from '../narrowing';
import { SearchIndexFeed } from '../search-index-feed';
import { type FacetCount, type MarketplaceFacets } from './get-marketplace-facets.response.dto';

const RANGES_IN_CENTS = PRICE_RANGES.map(({ min, max }) => ({
  minCents: min * 100,
  maxCents: max * 100,
}));

/**
 * The counts beside the marketplace's filters (ADR 0037): for the search and filters asked, how
 * many listings on sale match, and how many each other category, extension, registrar and price
 * range would show. Counted by the search index over the listings it keeps, searched or not; the
 * counts of a page without a search are kept while the read model stays as it was
 * (MarketplaceAnswers), as its listings are.
 */
@Injectable()
export class GetMarketplaceFacetsHandler {
  constructor(
    private readonly clock: Clock,
    private readonly answers: MarketplaceAnswers,
    private readonly searchIndex: SearchIndexFeed,
  ) {}

  async execute(query: Narrowing & { search?: string }): Promise<MarketplaceFacets> {
    refuseInvertedPrices(query);
    const now = this.clock.now();
    const filters = narrowingOf(query);
    const words = searchWords(query.search?.trim().toLowerCase() ?? '');
    const count = async (): Promise<MarketplaceFacets> => {
      const index = await this.searchIndex.current();
      const facets = index.facets({ words, filters, now: now.getTime() }, RANGES_IN_CENTS);
      const counts = (byValue: Map<string, number>): FacetCount[] =>
        [...byValue]
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([value, count]) => ({ value, count }));
      return {
        total: facets.total,
        categories: counts(facets.category),
        extensions: counts(facets.extension),
        registrars: counts(facets.registrar),
        priceRanges: PRICE_RANGES.map((range, number) => ({
          ...range,
          count: facets.priceRanges[number],
        })),
      };
    };
    if (words.length > 0) return count();
    const version = await this.answers.version(now);
    return this.answers.get(`facets:${JSON.stringify(filters)}`, version.key, count);
  }
}
