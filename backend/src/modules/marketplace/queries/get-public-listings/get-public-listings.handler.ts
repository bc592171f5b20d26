import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../../../../platform/clock/clock';
import { ValidationError } from '../../../../platform/errors/domain-error';
import { paginationOf } from '../../../../platform/http/pagination.dto';
import {
  PRICE_CEILING_USD,
  PRICE_FLOOR_USD,
  PRICE_RANGES,
  SEARCH_SIMILARITY,
  SORT_ORDER,
} from '../../model/marketplace-search';
import {
  MARKETPLACE_COLUMNS,
  MARKETPLACE_FROM,
  type MarketplaceRow,
  ON_MARKETPLACE,
  toMarketplaceListing,
} from '../marketplace-rows';
import { MarketplaceAnswers } from '../marketplace-answers';
import {
  containsCondition,
  FILTER_CONDITIONS,
  type RangeOrFacet,
  searchCondition,
  VERIFIED_CONDITION,
} from '../search-conditions';
import { type GetPublicListingsQuery } from './get-public-listings.query';
import { RecentSearches, type SearchFilters, searchPattern } from './search-matches';
import {
  type MarketplaceFilters,
  type PublicListingsPage,
} from './get-public-listings.response.dto';

/** The columns whose values on sale the filters offer. */
const FACETS = ['category', 'extension', 'registrar'] as const;

/**
 * The marketplace page: the listings on the marketplace that match every filter, in the chosen
 * order (with a search, listings that contain the words come before near misses), the options
 * the filters offer, and how many listings there are in all. Pages, counts and options are kept
 * while the read model stays as it was (MarketplaceAnswers): at a million listings the counts and
 * options read every listing on sale. A search's matches are kept too (RecentSearches), so each
 * of its filters, sorts and pages is a walk over them instead of another search.
 */
@Injectable()
export class GetPublicListingsHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly answers: MarketplaceAnswers,
    private readonly searches: RecentSearches,
  ) {}

  async execute(query: GetPublicListingsQuery): Promise<PublicListingsPage> {
    if (
      query.minPriceUsd !== undefined &&
      query.maxPriceUsd !== undefined &&
      query.minPriceUsd > query.maxPriceUsd
    )
      throw new ValidationError([
        { field: 'min_price', message: 'min_price cannot be more than max_price' },
      ]);
    const now = this.clock.now();
    const version = await this.answers.version(now);
    return this.answers.get(`page:${JSON.stringify(query)}`, version.key, () =>
      this.page(query, now, version),
    );
  }

  private async page(
    query: GetPublicListingsQuery,
    now: Date,
    version: { readModel: string; key: string },
  ): Promise<PublicListingsPage> {
    const search = query.search?.trim().toLowerCase() || undefined;
    const narrowing = narrowingOf(query);
    const offset = (query.page - 1) * query.limit;
    const listings = async () => {
      const matches = search && (await this.searches.matches(search, version.readModel));
      if (!matches) return this.fromSql(query, search, narrowing, offset, now, version.key);
      const { ids, total } = matches.page(narrowing, query.sort, now, offset, query.limit);
      return { rows: await this.rowsById(ids, now), total };
    };
    const [{ rows, total }, { filters: options, totalActive }] = await Promise.all([
      listings(),
      this.answers.get('options', version.key, () => this.options(now)),
    ]);
    return {
      domains: rows.map((row) => toMarketplaceListing(row, now)),
      pagination: paginationOf(query.page, query.limit, total),
      filters: options,
      stats: { totalActive },
    };
  }

  /** A page and its count in SQL: every page without a search, and a search too broad to keep. */
  private async fromSql(
    query: GetPublicListingsQuery,
    search: string | undefined,
    narrowing: SearchFilters,
    offset: number,
    now: Date,
    version: string,
  ): Promise<{ rows: MarketplaceRow[]; total: number }> {
    const { where, params, searchOrder } = whereOf(narrowing, search, now);
    const read = async (manager: EntityManager) => {
      if (search)
        await manager.query(`select set_config('pg_trgm.word_similarity_threshold', $1, true)`, [
          String(SEARCH_SIMILARITY),
        ]);
      const counted = this.answers.get(
        `count:${JSON.stringify({ search, ...narrowing })}`,
        version,
        async () => {
          const [{ total }] = await manager.query<[{ total: number }]>(
            `select count(*)::int as total from marketplace_listings l where ${where}`,
            params,
          );
          return total;
        },
      );
      // The page's ids first, from the sort's index alone where it can (a deep page skips over
      // index entries, not rows), then their rows.
      const order = `${searchOrder}${SORT_ORDER[query.sort]}`;
      const rows: MarketplaceRow[] = await manager.query(
        `select ${MARKETPLACE_COLUMNS}
           from (select l.id from marketplace_listings l where ${where} order by ${order}
                  limit $${params.length + 1} offset $${params.length + 2}) as page
           join ${MARKETPLACE_FROM} on l.id = page.id
          order by ${order}`,
        [...params, query.limit, offset],
      );
      return { rows, total: await counted };
    };
    // A search sets its similarity threshold for its own transaction; other pages need none.
    return search ? this.dataSource.transaction(read) : read(this.dataSource.manager);
  }

  /** The rows of the listings `ids`, in that order. */
  private async rowsById(ids: string[], now: Date): Promise<MarketplaceRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.dataSource.query<MarketplaceRow[]>(
      `select ${MARKETPLACE_COLUMNS} from ${MARKETPLACE_FROM} where l.id = any($2::uuid[])`,
      [now, ids],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
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

/** The filters besides the search, as the listings' columns hold them; a default bound is none. */
export function narrowingOf(query: GetPublicListingsQuery): SearchFilters {
  return {
    ...(query.minPriceUsd !== undefined &&
      query.minPriceUsd > PRICE_FLOOR_USD && {
        minPriceCents: Math.round(query.minPriceUsd * 100),
      }),
    ...(query.maxPriceUsd !== undefined &&
      query.maxPriceUsd < PRICE_CEILING_USD && {
        maxPriceCents: Math.round(query.maxPriceUsd * 100),
      }),
    ...(query.category && { category: query.category }),
    ...(query.extension && { extension: query.extension }),
    ...(query.registrar && { registrar: query.registrar }),
    ...(query.verifiedOnly && { verified: true as const }),
  };
}

/** The listings on the marketplace at `now` that match, as SQL (`$1` is now). */
function whereOf(narrowing: SearchFilters, search: string | undefined, now: Date) {
  const params: unknown[] = [now];
  const where = [ON_MARKETPLACE];
  const add = (value: unknown, condition: (param: string) => string) => {
    params.push(value);
    where.push(condition(`$${params.length}`));
  };
  for (const filter of Object.keys(FILTER_CONDITIONS) as RangeOrFacet[]) {
    const value = narrowing[filter];
    if (value !== undefined) add(value, FILTER_CONDITIONS[filter]);
  }
  if (narrowing.verified) where.push(VERIFIED_CONDITION);
  let searchOrder = '';
  if (search) {
    params.push(searchPattern(search), search);
    where.push(searchCondition(`$${params.length - 1}`, `$${params.length}`));
    searchOrder = `(${containsCondition(`$${params.length - 1}`)}) desc, `;
  }
  return { where: where.join(' and '), params, searchOrder };
}
