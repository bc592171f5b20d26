import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  MARKETPLACE_SORTS,
  type MarketplaceSort,
  SEARCH_SIMILARITY,
  SORT_ORDER,
} from '../../model/marketplace-search';

/** A search's matches are kept only up to this many; a broader search is asked of SQL each time. */
const MAX_MATCHES_PER_SEARCH = 250_000;
/** The matches of all kept searches together (some 70 bytes each); the least recently asked go first. */
const MAX_MATCHES_KEPT = 2_000_000;

const FACETS = ['category', 'extension', 'registrar'] as const;
type Facet = (typeof FACETS)[number];
/** Between the facet values of consecutive matches: no category, extension or registrar has one. */
const SEPARATOR = '\x1f';

/** What a page of a search is narrowed by, besides the search; prices in cents. */
export interface SearchFilters {
  minPriceCents?: number;
  maxPriceCents?: number;
  category?: string;
  extension?: string;
  registrar?: string;
  /** Verified listings only. */
  verified?: true;
}

/** `search` as the marketplace matches it: a LIKE pattern for containment, and the words. */
export function searchPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Every active listing one search finds, with what its filters and sorts need, column by column:
 * each sort's order (contained words first, then near misses, then the sort) as PostgreSQL
 * orders it, so a page in any sort, with any filter, and its count are a walk over one array.
 */
export class SearchMatches {
  private constructor(
    private readonly ids: Buffer,
    private readonly prices: Int32Array,
    /** Microseconds since the epoch; Infinity for auto-relist listings, which never fall off. */
    private readonly expiresAt: Float64Array,
    private readonly facets: Record<Facet, { codes: Uint16Array; values: Map<string, number> }>,
    /** 1 for a verified listing. */
    private readonly verified: Uint8Array,
    private readonly orders: Record<MarketplaceSort, Int32Array>,
  ) {}

  get size(): number {
    return this.prices.length;
  }

  /**
   * The ids of a page of listings still on the marketplace at `now` (active, and within their
   * period unless they relist), in `sort`'s order, and how many there are in all.
   */
  page(
    filters: SearchFilters,
    sort: MarketplaceSort,
    now: Date,
    offset: number,
    limit: number,
  ): { ids: string[]; total: number } {
    const nowMicros = now.getTime() * 1000;
    const wanted = FACETS.flatMap((facet) => {
      const value = filters[facet];
      if (value === undefined) return [];
      return [
        { codes: this.facets[facet].codes, code: this.facets[facet].values.get(value) ?? -1 },
      ];
    });
    const min = filters.minPriceCents ?? -Infinity;
    const max = filters.maxPriceCents ?? Infinity;
    const page: string[] = [];
    let total = 0;
    for (const match of this.orders[sort]) {
      if (this.expiresAt[match] <= nowMicros) continue;
      const price = this.prices[match];
      if (price < min || price > max) continue;
      if (wanted.some(({ codes, code }) => codes[match] !== code)) continue;
      if (filters.verified && this.verified[match] === 0) continue;
      if (total >= offset && page.length < limit) page.push(this.idAt(match));
      total += 1;
    }
    return { ids: page, total };
  }

  private idAt(match: number): string {
    const hex = this.ids.toString('hex', match * 16, match * 16 + 16);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }

  /**
   * One statement in its own transaction (the similarity threshold is the transaction's): the
   * matches numbered, then every column and every sort's order as one binary string each.
   * Undefined when the search finds more than MAX_MATCHES_PER_SEARCH.
   */
  static async read(dataSource: DataSource, search: string): Promise<SearchMatches | undefined> {
    const [row] = await dataSource.transaction(async (manager) => {
      await manager.query(`select set_config('pg_trgm.word_similarity_threshold', $1, true)`, [
        String(SEARCH_SIMILARITY),
      ]);
      return manager.query<[Record<string, Buffer | string | number | null>]>(
        `with l as materialized (
           select (row_number() over () - 1)::int as i, l.id, l.price_cents, l.category,
                  l.extension, l.registrar, l.is_priority, l.period_start, l.created_at, l.views,
                  l.inquiries, l.name, l.expires_at, l.verified,
                  case when l.auto_relist then null
                       else (extract(epoch from l.expires_at) * 1000000)::int8 end as falls_off,
                  l.search_text like $1 as contains
             from marketplace_listings l
            where l.status = 'active' and (l.search_text like $1 or $2 <% l.search_text)
            limit ${MAX_MATCHES_PER_SEARCH + 1})
         select count(*)::int as size,
                string_agg(uuid_send(l.id), '' order by l.i) as ids,
                string_agg(int4send(l.price_cents), '' order by l.i) as prices,
                string_agg(case when l.verified then '\\x01'::bytea else '\\x00'::bytea end, ''
                           order by l.i) as verified,
                string_agg(int8send(coalesce(l.falls_off, -1)), '' order by l.i) as falls_off,
                ${FACETS.map((facet) => `string_agg(l.${facet}, E'${SEPARATOR}' order by l.i) as ${facet}`).join(', ')},
                ${MARKETPLACE_SORTS.map(
                  (sort) =>
                    `string_agg(int4send(l.i), '' order by l.contains desc, ${SORT_ORDER[sort]}) as ${sort}`,
                ).join(', ')}
           from l`,
        [searchPattern(search), search],
      );
    });
    const size = row.size as number;
    if (size > MAX_MATCHES_PER_SEARCH) return undefined;
    const ints = (column: string) => {
      const bytes = (row[column] as Buffer | null) ?? Buffer.alloc(0);
      return Int32Array.from({ length: size }, (_, index) => bytes.readInt32BE(index * 4));
    };
    const fallsOff = (row.falls_off as Buffer | null) ?? Buffer.alloc(0);
    const facet = (facet: Facet) => {
      const values = new Map<string, number>();
      const codes = Uint16Array.from(
        size === 0 ? [] : (row[facet] as string).split(SEPARATOR),
        (value) => values.get(value) ?? values.set(value, values.size).size - 1,
      );
      return { codes, values };
    };
    return new SearchMatches(
      (row.ids as Buffer | null) ?? Buffer.alloc(0),
      ints('prices'),
      Float64Array.from({ length: size }, (_, index) => {
        const micros = Number(fallsOff.readBigInt64BE(index * 8));
        return micros === -1 ? Infinity : micros;
      }),
      { category: facet('category'), extension: facet('extension'), registrar: facet('registrar') },
      new Uint8Array((row.verified as Buffer | null) ?? Buffer.alloc(0)),
      Object.fromEntries(MARKETPLACE_SORTS.map((sort) => [sort, ints(sort)])) as Record<
        MarketplaceSort,
        Int32Array
      >,
    );
  }
}

/**
 * The matches of recent searches, each kept while the read model stays as it was (the
 * marketplace projection's checkpoint): unlike a page, matches do not go stale as time passes,
 * because each page leaves out the listings past their period at its own `now`. Concurrent
 * searches for the same words share one reading. Per process.
 */
@Injectable()
export class RecentSearches {
  private readonly kept = new Map<
    string,
    { readModel: string; matches: Promise<SearchMatches | undefined>; size: number }
  >();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The matches of `search` (trimmed, lower case), or undefined when it finds too many to keep. */
  matches(search: string, readModel: string): Promise<SearchMatches | undefined> {
    const kept = this.kept.get(search);
    this.kept.delete(search);
    if (kept?.readModel === readModel) {
      this.kept.set(search, kept);
      return kept.matches;
    }
    const entry = { readModel, matches: SearchMatches.read(this.dataSource, search), size: 0 };
    this.kept.set(search, entry);
    entry.matches.then(
      (matches) => {
        entry.size = matches?.size ?? 0;
        this.trim();
      },
      () => {
        if (this.kept.get(search) === entry) this.kept.delete(search);
      },
    );
    return entry.matches;
  }

  /** The least recently asked searches go until the rest hold at most MAX_MATCHES_KEPT matches. */
  private trim(): void {
    let total = 0;
    for (const { size } of this.kept.values()) total += size;
    for (const [search, { size }] of this.kept) {
      if (total <= MAX_MATCHES_KEPT) break;
      this.kept.delete(search);
      total -= size;
    }
  }
}
