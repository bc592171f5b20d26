import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { ReadDatabase } from '../../../../platform/database/read-database';
import { paginationOf } from '../../../../platform/http/pagination.dto';
import { PRICE_RANGES, type SearchFilters, SORT_ORDER } from '../../model/marketplace-search';
import { highlightsOf, searchWords } from '../../model/name-words';
import {
  MARKETPLACE_COLUMNS,
  type MarketplaceRow,
  ON_MARKETPLACE,
  toMarketplaceListing,
} from '../marketplace-rows';
import { MarketplaceAnswers } from '../marketplace-answers';
import { narrowingOf, refuseInvertedPrices } from '../narrowing';
import { FILTER_CONDITIONS, type RangeOrFacet, VERIFIED_CONDITION } from '../search-conditions';
import { SearchIndexFeed } from '../search-index-feed';
import { type GetPublicListingsQuery } from './get-public-listings.query';
import {
  type MarketplaceFilters,
  type PublicListingsPage,
} from './get-public-listings.response.dto';

/** The columns whose values on sale the filters offer. */
const FACETS = ['category', 'extension', 'registrar'] as const;

/** A search as the page asks it: its text, lowercased, and its words (`searchWords`). */
interface Search {
  text: string;
  words: string[];
}

/**
 * The marketplace page: the listings on the marketplace that match every filter and the search,
 * in the chosen order (with a search, ranked first: the exact name, then names with every word,
 * then with the start of every word, then with corrected words; ADR 0033), the options the
 * filters offer, and how many listings there are in all. A search is answered by the search
 * index in memory each time (ADR 0036); pages, counts and options are kept while the read model
 * stays as it was (MarketplaceAnswers), for the browsing pages that read every listing on sale.
 */
@Injectable()
export class GetPublicListingsHandler {
  constructor(
    private readonly dataSource: ReadDatabase,
    private readonly clock: Clock,
    private readonly answers: MarketplaceAnswers,
    private readonly searchIndex: SearchIndexFeed,
  ) {}

  async execute(query: GetPublicListingsQuery): Promise<PublicListingsPage> {
    refuseInvertedPrices(query);
    const now = this.clock.now();
    const version = await this.answers.version(now);
    const text = query.search?.trim().toLowerCase() ?? '';
    const words = searchWords(text);
    if (words.length === 0)
      return this.answers.get(
        `page:${JSON.stringify({ ...query, search: undefined })}`,
        version.key,
        () => this.page(query, undefined, now, version.key),
      );
    return this.page(query, { text, words }, now, version.key);
  }

  private async page(
    query: GetPublicListingsQuery,
    search: Search | undefined,
    now: Date,
    version: string,
  ): Promise<PublicListingsPage> {
    const narrowing = narrowingOf(query);
    const offset = (query.page - 1) * query.limit;
    const [{ rows, total, near }, { filters: options, totalActive }] = await Promise.all([
      this.listings(query, search, narrowing, offset, now, version),
      this.answers.get('options', version, () => this.options(now)),
    ]);
    const corrected = new Set(near);
    return {
      domains: rows.map((row) => ({
        ...toMarketplaceListing(row, now),
        highlights: search ? highlightsOf(row.name, search.words, corrected) : [],
      })),
      pagination: paginationOf(query.page, query.limit, total),
      filters: options,
      stats: { totalActive },
    };
  }

  /**
   * A search's page and count from the search index, the page's rows then read by id; any other
   * page and its count in SQL.
   */
  private async listings(
    query: GetPublicListingsQuery,
    search: Search | undefined,
    narrowing: SearchFilters,
    offset: number,
    now: Date,
    version: string,
  ): Promise<{ rows: MarketplaceRow[]; total: number; near: string[] }> {
    if (search) {
      const index = await this.searchIndex.current();
      const found = index.search({
        ...search,
        filters: narrowing,
        sort: query.sort,
        offset,
        limit: query.limit,
        now: now.getTime(),
      });
      const rows: MarketplaceRow[] =
        found.ids.length === 0
          ? []
          : await this.dataSource.query(
              `select ${MARKETPLACE_COLUMNS} from marketplace_listings l where l.id = any($2::uuid[])`,
              [now, found.ids],
            );
      const byId = new Map(rows.map((row) => [row.id, row]));
      return {
        rows: found.ids.flatMap((id) => byId.get(id) ?? []),
        total: found.total,
        near: found.near,
      };
    }
    const { where, params } = whereOf(narrowing, now);
    // A browsing page's count is kept: it reads every listing on sale.
    const counted = this.answers.get(`count:${JSON.stringify(narrowing)}`, version, async () => {
      const [{ total }] = await this.dataSource.query<[{ total: number }]>(
        `select count(*)::int as total from marketplace_listings l where ${where}`,
        params,
      );
      return total;
    });
    // The page's ids first, from the sort's index alone where it can (a deep page skips over
    // index entries, not rows), then their rows.
    const order = SORT_ORDER[query.sort];
    const rows: MarketplaceRow[] = await this.dataSource.query(
      `select ${MARKETPLACE_COLUMNS}
         from (select l.id from marketplace_listings l where ${where} order by ${order}
                limit $${params.length + 1} offset $${params.length + 2}) as page
         join marketplace_listings l on l.id = page.id
        order by ${order}`,
      [...params, query.limit, offset],
    );
    return { rows, total: await counted, near: [] };
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

/** The listings on the marketplace at `now` (`$1`) within the filters, as SQL. */
function whereOf(narrowing: SearchFilters, now: Date) {
  const params: unknown[] = [now];
  const where = [ON_MARKETPLACE];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  for (const filter of Object.keys(FILTER_CONDITIONS) as RangeOrFacet[]) {
    const value = narrowing[filter];
    if (value !== undefined) where.push(FILTER_CONDITIONS[filter](param(value)));
  }
  if (narrowing.verified) where.push(VERIFIED_CONDITION);
  return { where: where.join(' and '), params };
}
