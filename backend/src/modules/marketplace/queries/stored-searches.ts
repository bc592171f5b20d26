import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ValidationError } from '../../../platform/errors/domain-error';
import { type SearchFilters } from '../model/marketplace-search';
import { dictionaryEntries, searchPiece, searchWords } from '../model/name-words';
import { narrowingOf } from './narrowing';
import { marketplaceQueryOf } from './get-public-listings/get-public-listings.query';
import { ON_MARKETPLACE } from './marketplace-rows';
import {
  FILTER_CONDITIONS,
  pieceCondition,
  type RangeOrFacet,
  VERIFIED_CONDITION,
  wordRank,
} from './search-conditions';

const MARKETPLACE_ADDRESS_MESSAGE =
  'url must be an address of the marketplace, such as /marketplace?search=crypto';

/** The marketplace URL's parameters that choose listings; page, sort and view only order them. */
const URL_PARAMETERS = [
  'search',
  'sort',
  'min_price',
  'max_price',
  'category',
  'extension',
  'registrar',
  'verified',
] as const;

/** What a marketplace URL asks, as a saved search keeps it: the words and the filters. */
export interface StoredSearch {
  search: string | null;
  filters: SearchFilters;
}

/**
 * `/marketplace`, alone or with its query: no other page, site or scheme, and none of the
 * characters a browser reads as a line break or a slash (control characters, a backslash).
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const MARKETPLACE_ADDRESS = /^\/marketplace(?:\?[^\\\u0000-\u001f\u007f]*)?$/;

/**
 * What a marketplace URL (`/marketplace?search=crypto&max_price=250`) asks, read exactly as the
 * marketplace reads its query (`marketplaceQueryOf`), so a saved search asks what the page showed.
 * Any URL's query is read: a search saved before `marketplaceSearchOf` checked addresses is kept.
 */
export function storedSearchOf(url: string): StoredSearch {
  let params: URLSearchParams;
  try {
    params = new URL(url, 'http://marketplace.invalid').searchParams;
  } catch {
    throw new ValidationError([{ field: 'url', message: MARKETPLACE_ADDRESS_MESSAGE }]);
  }
  const raw = Object.fromEntries(
    URL_PARAMETERS.flatMap((key) => {
      const value = params.get(key);
      return value === null ? [] : [[key, value]];
    }),
  );
  const query = marketplaceQueryOf(raw, 'url');
  return { search: query.search?.trim().toLowerCase() || null, filters: narrowingOf(query) };
}

/**
 * A search to save: its URL a path of the marketplace only (400 VALIDATION_ERROR on `url`
 * otherwise), what it asks as `storedSearchOf` reads it.
 */
export function marketplaceSearchOf(url: string): StoredSearch {
  if (!MARKETPLACE_ADDRESS.test(url))
    throw new ValidationError([{ field: 'url', message: MARKETPLACE_ADDRESS_MESSAGE }]);
  return storedSearchOf(url);
}

/**
 * What a table of saved searches keeps for the marketplace, by column: the words (null for none)
 * and the filters (`storedSearchColumns`).
 */
export type StoredSearchColumns = {
  search: string | null;
  min_price_cents: number | null;
  max_price_cents: number | null;
  category: string | null;
  extension: string | null;
  registrar: string | null;
  verified: boolean;
};

/**
 * A row of a table of the distinct words of those searches (`search` its key): the words as the
 * marketplace splits them (`searchWords`), whether the search has no word at all (it matches
 * every listing), and its piece (`searchPiece`). The table keeps the words' trigrams itself, in a
 * column generated from `search_words` (`search_trgms`).
 */
export type StoredWordsRow = {
  search: string;
  search_words: string[];
  search_loose: boolean;
  search_piece: string | null;
};

const FILTER_COLUMNS: Record<RangeOrFacet, string> = {
  minPriceCents: 'min_price_cents',
  maxPriceCents: 'max_price_cents',
  category: 'category',
  extension: 'extension',
  registrar: 'registrar',
};

/** The columns a table of saved searches keeps of `stored` (`StoredSearchColumns`). */
export function storedSearchColumns(stored: StoredSearch): StoredSearchColumns {
  return {
    search: stored.search,
    min_price_cents: stored.filters.minPriceCents ?? null,
    max_price_cents: stored.filters.maxPriceCents ?? null,
    category: stored.filters.category ?? null,
    extension: stored.filters.extension ?? null,
    registrar: stored.filters.registrar ?? null,
    verified: stored.filters.verified ?? false,
  };
}

/** The row of a table of saved searches' words for `search` (`StoredWordsRow`). */
export function storedWordsRow(search: string): StoredWordsRow {
  const words = searchWords(search);
  return {
    search,
    search_words: words,
    search_loose: words.length === 0,
    search_piece: searchPiece(search),
  };
}

/**
 * The words (rows of a table of `StoredWordsRow`s with their trigrams, aliased `w`) the listing `l` answers: the
 * marketplace's definition of a match (`wordRank`, `pieceCondition`) for each of their words, or
 * their piece. A word the listing answers shares a trigram with its name's words (it starts one,
 * or is near one), so the GIN index on `search_trgms` finds those candidates without reading the
 * rest; the pieces are looked for in every search that has one.
 */
const WORDS_CONDITION = `((w.search_loose or w.search_trgms && l.trgms)
    and not exists (select from unnest(w.search_words) q(word)
                     where not exists (select from unnest(l.name_words, l.name_joined) t(word, joined)
                                        where ${wordRank('t.word', 'q.word', 't.joined')} is not null)))
  or (w.search_piece is not null and ${pieceCondition('l', 'w.search_piece')})`;

/**
 * The filters of the saved searches (rows of a table with `StoredSearchColumns`, aliased `s`)
 * that the listing `l` answers: the marketplace page's filters, each with a saved search's column
 * as its value.
 */
function storedSearchCondition(): string {
  const filters = (Object.keys(FILTER_CONDITIONS) as RangeOrFacet[]).map((filter) => {
    const column = `s.${FILTER_COLUMNS[filter]}`;
    return `(${column} is null or ${FILTER_CONDITIONS[filter](column)})`;
  });
  return [...filters, `(not s.verified or ${VERIFIED_CONDITION})`].join(' and ');
}

/**
 * Which saved searches a listing answers, as the marketplace would: the listing as its read model
 * holds it now, on the marketplace at `now`, against each search's words and filters.
 */
@Injectable()
export class StoredSearchMatcher {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * `select` of the rows of `tables.searches` (aliased `s`) whose search the listing answers, its
   * words matched once each in `tables.words`; undefined while the marketplace read model does
   * not have the listing yet.
   */
  async matching<Row>(
    tables: { searches: string; words: string },
    select: string,
    listingId: string,
    now: Date,
  ): Promise<Row[] | undefined> {
    const [known] = await this.dataSource.query<{ name: string; on_marketplace: boolean }[]>(
      `select l.name, ${ON_MARKETPLACE} as on_marketplace from marketplace_listings l
        where l.id = $2`,
      [now, listingId],
    );
    if (!known) return undefined;
    if (!known.on_marketplace) return [];
    // The listing with its name's whole words (which of them joined runs), and their trigrams.
    const entries = dictionaryEntries(known.name);
    return this.dataSource.query<Row[]>(
      `with l as materialized (
         select l.*, $2::text[] as name_words, $3::bool[] as name_joined,
                show_trgm(array_to_string($2::text[], ' ')) as trgms
           from marketplace_listings l where l.id = $1),
       words as materialized (
         select w.search from ${tables.words} w, l where ${WORDS_CONDITION})
       select ${select}
         from l join ${tables.searches} s
           on (s.search is null or s.search = any(array(select search from words)))
          and ${storedSearchCondition()}`,
      [listingId, entries.map(({ word }) => word), entries.map(({ joined }) => joined)],
    );
  }
}
