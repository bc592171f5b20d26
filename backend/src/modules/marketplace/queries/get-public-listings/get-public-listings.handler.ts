import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { ReadDatabase } from '../../../../platform/database/read-database';
import { ValidationError } from '../../../../platform/errors/domain-error';
import { paginationOf } from '../../../../platform/http/pagination.dto';
import { PRICE_RANGES, type SearchFilters, SORT_ORDER } from '../../model/marketplace-search';
import { highlightsOf } from '../../model/name-words';
import {
  MARKETPLACE_COLUMNS,
  type MarketplaceRow,
  ON_MARKETPLACE,
  toMarketplaceListing,
} from '../marketplace-rows';
import { MarketplaceAnswers } from '../marketplace-answers';
import { narrowingOf, refuseInvertedPrices } from '../narrowing';
import { exactCondition } from '../search-conditions';
import {
  COUNTED_AT_MOST,
  type Counted,
  countedOf,
  MarketplaceStatement,
  type Search,
  searchOf,
} from '../search-matches';
import { type GetPublicListingsQuery } from './get-public-listings.query';
import {
  type MarketplaceFilters,
  type PublicListingsPage,
} from './get-public-listings.response.dto';

/** The columns whose values on sale the filters offer. */
const FACETS = ['category', 'extension', 'registrar'] as const;

/**
 * The marketplace page: the listings on the marketplace that match every filter and the search,
 * in the chosen order (with a search, ranked first: the exact name, then names with every word
 * whole, then with the start of every word, then with corrected words, then with the search's
 * piece; ADR 0046), the options the filters offer, and how many listings match (exact up to
 * 10,000). A search is answered in PostgreSQL from the search tables each time; pages, counts and
 * options without one are kept while the read model stays as it was (MarketplaceAnswers).
 */
@Injectable()
export class GetPublicListingsHandler {
  constructor(
    private readonly dataSource: ReadDatabase,
    private readonly clock: Clock,
    private readonly answers: MarketplaceAnswers,
  ) {}

  async execute(query: GetPublicListingsQuery): Promise<PublicListingsPage> {
    refuseInvertedPrices(query);
    const now = this.clock.now();
    const version = await this.answers.version(now);
    const search = await searchOf(this.dataSource, query.search ?? '');
    if (!search)
      return this.answers.get(
        `page:${JSON.stringify({ ...query, search: undefined })}`,
        version.key,
        () => this.page(query, undefined, now, version.key),
      );
    return this.page(query, search, now, version.key);
  }

  private async page(
    query: GetPublicListingsQuery,
    search: Search | undefined,
    now: Date,
    version: string,
  ): Promise<PublicListingsPage> {
    const narrowing = narrowingOf(query);
    // A page that starts past the first 10,000 results holds none of them: it is past the end
    // when fewer match, and refused when more do (`refuseDeepPage`).
    const deep = (query.page - 1) * query.limit >= COUNTED_AT_MOST;
    const [rows, total, { filters: options, totalActive }] = await Promise.all([
      deep ? [] : this.rows(query, search, narrowing, now),
      search
        ? this.count(search, narrowing, now)
        : // A browsing page's count is kept: it reads the listings on sale.
          this.answers.get(`count:${JSON.stringify(narrowing)}`, version, () =>
            this.count(undefined, narrowing, now),
          ),
      this.answers.get('options', version, () => this.options(now)),
    ]);
    if (deep && total.isLowerBound) refuseDeepPage();
    const corrected = new Set(search?.near.flat());
    return {
      domains: rows.map((row) => ({
        ...toMarketplaceListing(row, now),
        highlights: search ? highlightsOf(row.name, search.words, corrected, search.piece) : [],
      })),
      pagination: {
        ...paginationOf(query.page, query.limit, total.count),
        totalIsLowerBound: total.isLowerBound,
      },
      filters: options,
      stats: { totalActive },
    };
  }

  /**
   * The page's rows: the page's ids first, from the sort's index alone where it can (a deep page
   * skips over index entries, not rows), then their rows.
   */
  private async rows(
    query: GetPublicListingsQuery,
    search: Search | undefined,
    narrowing: SearchFilters,
    now: Date,
  ): Promise<MarketplaceRow[]> {
    const statement = new MarketplaceStatement(now);
    const from = statement.from(search);
    const where = statement.where(narrowing);
    const order = SORT_ORDER[query.sort];
    // With a search, the exact name first, then the matches' ranks (`rank`, a column of the
    // output that the order names).
    const rank = search
      ? `case when ${exactCondition('l', statement.param(search.text), statement.param(search.words.join('')))}
              then 0 else m.rank end`
      : '0';
    const limit = statement.param(query.limit);
    const offset = statement.param((query.page - 1) * query.limit);
    return this.dataSource.query(
      `select ${MARKETPLACE_COLUMNS}
         from (select l.id, ${rank} as rank from ${from} where ${where}
                order by rank, ${order} limit ${limit} offset ${offset}) as page
         join marketplace_listings l on l.id = page.id
        order by page.rank, ${order}`,
      statement.params,
    );
  }

  /** How many listings match, counted up to one past COUNTED_AT_MOST. */
  private async count(
    search: Search | undefined,
    narrowing: SearchFilters,
    now: Date,
  ): Promise<Counted> {
    const statement = new MarketplaceStatement(now);
    const [{ total }] = await this.dataSource.query<[{ total: number }]>(
      `select count(*)::int as total
         from (select from ${statement.from(search)} where ${statement.where(narrowing)}
                limit ${COUNTED_AT_MOST + 1}) as found`,
      statement.params,
    );
    return countedOf(total);
  }

  private async options(now: Date): Promise<{ filters: MarketplaceFilters; totalActive: number }> {
    const [row] = await this.dataSource.query<
      [{ category: string[]; extension: string[]; registrar: string[]; total: number }]
    >(
      // Each column's values one index seek at a time (a loose index scan), not a distinct over
      // every listing on sale.
      `with recursive ${FACETS.map(
        (column) => `${column}(value) as (
           select min(l.${column}) from marketplace_listings l where ${ON_MARKETPLACE}
           union all
           select (select min(l.${column}) from marketplace_listings l
                    where ${ON_MARKETPLACE} and l.${column} > ${column}.value)
             from ${column} where value is not null)`,
      ).join(', ')}
       select ${FACETS.map(
         (column) =>
           `array(select value from ${column} where value is not null order by 1) as ${column}`,
       ).join(', ')},
              (select count(*)::int from marketplace_listings l where ${ON_MARKETPLACE}) as total`,
      [now],
    );
    return {
      filters: {
        categories: row.category,
        extensions: row.extension,
        registrars: row.registrar,
        priceRanges: PRICE_RANGES.map((range) => ({ ...range })),
      },
      totalActive: row.total,
    };
  }
}

/**
 * Pages go as deep as the first 10,000 results (issue 49): a page that starts past them, of a
 * search that matches more, is refused with a message to refine the search.
 */
function refuseDeepPage(): never {
  throw new ValidationError([
    {
      field: 'page',
      message:
        'page must be within the first 10,000 results: refine the search or the filters to see more',
    },
  ]);
}
