import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { ReadDatabase } from '../../../../platform/database/read-database';
import { PRICE_RANGES, type SearchFilters } from '../../model/marketplace-search';
import { MarketplaceAnswers } from '../marketplace-answers';
import { type Narrowing, narrowingOf, refuseInvertedPrices } from '../narrowing';
import {
  countedOf,
  filterConditions,
  MarketplaceStatement,
  matchesOf,
  type Search,
  searchOf,
} from '../search-matches';
import { type FacetCount, type MarketplaceFacets } from './get-marketplace-facets.response.dto';

/** The listing's columns the filters read. */
const FILTERED = ['category', 'extension', 'registrar', 'price_cents', 'verified'] as const;

/** The filters a facet's counts leave out (their own), and the column each counts by. */
const FACETS = [
  { key: 'categories', column: 'category', leaveOut: 'category' },
  { key: 'extensions', column: 'extension', leaveOut: 'extension' },
  { key: 'registrars', column: 'registrar', leaveOut: 'registrar' },
] as const;

/**
 * The counts beside the marketplace's filters (ADR 0037): for the search and filters asked, how
 * many listings on sale match, and how many each other category, extension, registrar and price
 * range would show; each count exact up to 10,000, as the page's total (ADR 0046). Counted in
 * PostgreSQL over the search's matches (or every listing on sale), in one statement; the counts
 * of a page without a search are kept while the read model stays as it was (MarketplaceAnswers),
 * as its listings are.
 */
@Injectable()
export class GetMarketplaceFacetsHandler {
  constructor(
    private readonly dataSource: ReadDatabase,
    private readonly clock: Clock,
    private readonly answers: MarketplaceAnswers,
  ) {}

  async execute(query: Narrowing & { search?: string }): Promise<MarketplaceFacets> {
    refuseInvertedPrices(query);
    const now = this.clock.now();
    const filters = narrowingOf(query);
    const search = await searchOf(this.dataSource, query.search ?? '');
    if (search) return this.count(search, filters, now);
    const version = await this.answers.version(now);
    return this.answers.get(`facets:${JSON.stringify(filters)}`, version.key, () =>
      this.count(undefined, filters, now),
    );
  }

  private async count(
    search: Search | undefined,
    filters: SearchFilters,
    now: Date,
  ): Promise<MarketplaceFacets> {
    const statement = new MarketplaceStatement(now);
    // The listings on sale that the search matches (every word or the piece; `matchesOf`), with
    // the columns the filters read, once; each count then keeps the filters but its own.
    const matched = search
      ? `${matchesOf(search, statement, FILTERED, {})},
         l as materialized (select ${FILTERED.join(', ')} from words
                            union all
                            select ${FILTERED.join(', ')} from pieces)`
      : `l as materialized (select ${FILTERED.map((column) => `l.${column}`).join(', ')}
                              from marketplace_listings l where ${statement.where({})})`;
    const where = (leaveOut?: (typeof FACETS)[number]['leaveOut'] | 'price') =>
      ['true', ...filterConditions(filters, statement.param, leaveOut)].join(' and ');
    const byValue = FACETS.map(
      ({ key, column, leaveOut }) =>
        `(select coalesce(json_agg(json_build_object('value', value, 'count', count)
                                   order by value collate "C"), '[]')
            from (select l.${column} as value, count(*)::int as count from l
                   where ${where(leaveOut)} group by l.${column}) as counted) as ${key}`,
    );
    const ranges = PRICE_RANGES.map(
      ({ min, max }) =>
        `(select count(*)::int from l where ${where('price')}
             and l.price_cents between ${statement.param(min * 100)} and ${statement.param(max * 100)})`,
    );
    const [row] = await this.dataSource.query<
      [
        {
          total: number;
          categories: FacetCount[];
          extensions: FacetCount[];
          registrars: FacetCount[];
          price_ranges: number[];
        },
      ]
    >(
      `with ${matched}
       select (select count(*)::int from l where ${where()}) as total, ${byValue.join(', ')},
              array[${ranges.join(', ')}] as price_ranges`,
      statement.params,
    );
    const capped = (counts: FacetCount[]) =>
      counts.map(({ value, count }) => {
        const counted = countedOf(count);
        return { value, count: counted.count, countIsLowerBound: counted.isLowerBound };
      });
    const total = countedOf(row.total);
    return {
      total: total.count,
      totalIsLowerBound: total.isLowerBound,
      categories: capped(row.categories),
      extensions: capped(row.extensions),
      registrars: capped(row.registrars),
      priceRanges: PRICE_RANGES.map((range, place) => {
        const counted = countedOf(row.price_ranges[place]);
        return { ...range, count: counted.count, countIsLowerBound: counted.isLowerBound };
      }),
    };
  }
}
