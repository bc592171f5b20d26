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
import { ACTIVE_LISTINGS } from '../../projections/marketplace-listings.read-model';
import { MarketplaceAnswers } from '../marketplace-answers';
import { narrowingOf, refuseInvertedPrices } from '../narrowing';
import { exactCondition } from '../search-conditions';
import {
  COUNTED_AT_MOST,
  type Counted,
  countedOf,
  MarketplaceStatement,
  matchesOf,
  type Search,
  searchOf,
  sortColumns,
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
    const [{ rows, total }, { filters, totalActive }] = await Promise.all([
      search
        ? this.searched(query, search, now)
        : this.answers.get(
            `page:${JSON.stringify({ ...query, search: undefined })}`,
            version.key,
            () => this.browsed(query, now, version.key),
          ),
      this.answers.get('options', version.key, () => this.options(now)),
    ]);
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
      filters,
      stats: { totalActive },
    };
  }

  /**
   * A search's page and count, in one statement over its matches (`matchesOf`): the exact name
   * first, then the matches' ranks, then the sort. A page that starts past the first 10,000
   * results holds none of them: it is past the end when fewer match, and refused when more do.
   */
  private async searched(
    query: GetPublicListingsQuery,
    search: Search,
    now: Date,
  ): Promise<{ rows: MarketplaceRow[]; total: Counted }> {
    const deep = pastTheCounted(query);
    const statement = new MarketplaceStatement(now);
    const order = SORT_ORDER[query.sort];
    const carried = [...new Set([...sortColumns(order), 'name' as const])];
    const matches = matchesOf(search, statement, carried, narrowingOf(query));
    const exact = exactCondition(
      'l',
      statement.param(search.text),
      statement.param(search.words.join('')),
    );
    const limit = statement.param(deep ? 0 : query.limit);
    const offset = statement.param((query.page - 1) * query.limit);
    const end = statement.param((query.page - 1) * query.limit + query.limit);
    // The piece's matches rank after the words': read for the page only when the words' leave
    // room in it, and for the count only as far as 10,000 matches go. The exact name has every
    // word whole: only rank 1's matches are compared with it.
    const rows = await this.dataSource.query<Array<MarketplaceRow & { total: number }>>(
      `with ${matches},
            counted as (select count(*)::int as words
                          from (select from words limit ${COUNTED_AT_MOST + 1}) as found),
            page as (select l.id, case when l.rank = 1 and ${exact} then 0 else l.rank end as rank
                       from (select * from words
                             union all
                             select * from pieces where (select words from counted) < ${end}) as l
                      order by 2, ${order} limit ${limit} offset ${offset}),
            total as materialized (select c.words + (select count(*)::int
                                          from (select from pieces
                                                 limit greatest(${COUNTED_AT_MOST + 1} - c.words, 0))
                                               as found) as total
                        from counted c)
       select ${MARKETPLACE_COLUMNS}, t.total
         from total t
         left join (page join marketplace_listings l on l.id = page.id) on true
        order by page.rank, ${order}`,
      statement.params,
    );
    const total = countedOf(rows[0].total);
    if (deep && total.isLowerBound) refuseDeepPage();
    return { rows: rows.filter((row) => row.id !== null), total };
  }

  /**
   * A page without a search: its ids first, from the sort's index alone where it can (a deep page
   * skips over index entries, not rows), then their rows; and how many listings on sale the
   * filters leave, counted up to one past COUNTED_AT_MOST.
   */
  private async browsed(
    query: GetPublicListingsQuery,
    now: Date,
    version: string,
  ): Promise<{ rows: MarketplaceRow[]; total: Counted }> {
    const narrowing = narrowingOf(query);
    const deep = pastTheCounted(query);
    const [rows, total] = await Promise.all([
      deep ? [] : this.browsedRows(query, narrowing, now),
      // Kept for every sort and page of the same filters.
      this.answers.get(`count:${JSON.stringify(narrowing)}`, version, () =>
        this.count(narrowing, now),
      ),
    ]);
    if (deep && total.isLowerBound) refuseDeepPage();
    return { rows, total };
  }

  private async browsedRows(
    query: GetPublicListingsQuery,
    narrowing: SearchFilters,
    now: Date,
  ): Promise<MarketplaceRow[]> {
    const statement = new MarketplaceStatement(now);
    const where = statement.where(narrowing);
    const order = SORT_ORDER[query.sort];
    const limit = statement.param(query.limit);
    const offset = statement.param((query.page - 1) * query.limit);
    return this.dataSource.query(
      `select ${MARKETPLACE_COLUMNS}
         from (select l.id from marketplace_listings l where ${where}
                order by ${order} limit ${limit} offset ${offset}) as page
         join marketplace_listings l on l.id = page.id
        order by ${order}`,
      statement.params,
    );
  }

  /** How many listings on sale the filters leave, counted up to one past COUNTED_AT_MOST. */
  private async count(narrowing: SearchFilters, now: Date): Promise<Counted> {
    const statement = new MarketplaceStatement(now);
    const [{ total }] = await this.dataSource.query<[{ total: number }]>(
      `select count(*)::int as total
         from (select from marketplace_listings l where ${statement.where(narrowing)}
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
              -- The active listings counted by the projection, less those past their period.
              (select coalesce(sum(value), 0)::int from marketplace_totals where name = $2)
                - (select count(*)::int from marketplace_listings l
                    where l.status = 'active' and not l.auto_relist and l.expires_at <= $1)
                as total`,
      [now, ACTIVE_LISTINGS],
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

/** The page starts past the first 10,000 results. */
function pastTheCounted(query: GetPublicListingsQuery): boolean {
  return (query.page - 1) * query.limit >= COUNTED_AT_MOST;
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
