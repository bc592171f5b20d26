import { searchPiece, searchWords } from '../model/name-words';
import { type SearchFilters } from '../model/marketplace-search';
import { ON_MARKETPLACE } from './marketplace-rows';
import {
  FILTER_CONDITIONS,
  noSingleWordFor,
  pieceCondition,
  type RangeOrFacet,
  trigramNear,
  VERIFIED_CONDITION,
} from './search-conditions';

/**
 * Counts are exact up to this many matches; above, an answer says "at least" this many, and its
 * pages go no deeper (issue 49, "Totals the way search engines give them").
 */
export const COUNTED_AT_MOST = 10_000;

/** A count as answers give it: exact up to COUNTED_AT_MOST, else that figure and a flag. */
export interface Counted {
  count: number;
  isLowerBound: boolean;
}

export function countedOf(count: number): Counted {
  return count > COUNTED_AT_MOST
    ? { count: COUNTED_AT_MOST, isLowerBound: true }
    : { count, isLowerBound: false };
}

/**
 * A search as the marketplace asks it: its text lowercased, its words (`searchWords`), the words of
 * the dictionary near each (`near`, in the words' order) and its piece (`searchPiece`).
 */
export interface Search {
  text: string;
  words: string[];
  near: string[][];
  piece: string | null;
}

/** Where a statement runs: the primary's DataSource, or the public pages' `ReadDatabase`. */
interface Queryable {
  query<T>(sql: string, parameters?: unknown[]): Promise<T>;
}

/**
 * The search `text` asks, its corrections read from the dictionary of the names' words
 * (`marketplace_words`, `nearCondition`): the single words near each search word through the
 * trigram index of single words; for a search word no single word answers, the joined runs near it
 * among those that start with its first three letters, by the key's order. Undefined for a search
 * of no word.
 */
export async function searchOf(database: Queryable, rawText: string): Promise<Search | undefined> {
  const text = rawText.trim().toLowerCase();
  const words = searchWords(text);
  if (words.length === 0) return undefined;
  const rows = await database.query<Array<{ near: string[] }>>(
    `select array(select d.word from marketplace_words d
                   where not d.joined and ${trigramNear('d.word', 'q.word')}
                     and not starts_with(d.word, q.word)
                  union all
                  select d.word from marketplace_words d
                   where d.joined and d.word >= left(q.word, 3) and d.word < left(q.word, 3) || '{'
                     and ${trigramNear('d.word', 'q.word')} and not starts_with(d.word, q.word)
                     and ${noSingleWordFor('q.word')}
                   order by 1) as near
       from unnest($1::text[]) with ordinality as q(word, place)
      order by q.place`,
    [words],
  );
  return { text, words, near: rows.map((row) => row.near), piece: searchPiece(text) };
}

/**
 * SQL of the listings a search matches and the rank of each (`id`, `rank`; ADR 0046), every
 * listing of the read model whatever its state: each word's from the postings of the names' words
 * (the words it is or starts, by the primary key's order, ranked 1 and 2, and the words near it
 * that `searchOf` read, 3), and the piece's from the labels' trigram index. `param` adds a
 * parameter and gives its place.
 */
export function matchesOf(search: Search, param: (value: unknown) => string): string {
  const byWord = search.words.map((word, place) => {
    const w = param(word);
    const near = param(search.near[place]);
    return `(select listing_id as id,
                    min(case when word = ${w} then 1 when starts_with(word, ${w}) then 2 else 3 end) as rank
               from marketplace_name_words
              where (word >= ${w} and word < (${w} || '{')) or word = any(${near}::text[])
              group by listing_id)`;
  });
  const everyWord = `select w0.id, greatest(${byWord.map((_, place) => `w${place}.rank`).join(', ')}) as rank
       from ${byWord.map((sql, place) => (place === 0 ? `${sql} w0` : `join ${sql} w${place} using (id)`)).join(' ')}`;
  if (search.piece === null) return everyWord;
  return `select id, min(rank) as rank from (${everyWord}
            union all
            select l.id, 4 from marketplace_listings l
             where l.status = 'active' and ${pieceCondition('l', param(search.piece))}) as found
           group by id`;
}

/** The filters as conditions on the listing `l`, their values added by `param`. */
export function filterConditions(
  filters: SearchFilters,
  param: (value: unknown) => string,
  leaveOut?: RangeOrFacet | 'price',
): string[] {
  const conditions: string[] = [];
  for (const filter of Object.keys(FILTER_CONDITIONS) as RangeOrFacet[]) {
    const value = filters[filter];
    const price = filter === 'minPriceCents' || filter === 'maxPriceCents';
    if (value === undefined || filter === leaveOut || (price && leaveOut === 'price')) continue;
    conditions.push(FILTER_CONDITIONS[filter](param(value)));
  }
  if (filters.verified) conditions.push(VERIFIED_CONDITION);
  return conditions;
}

/**
 * Parameters of one statement, `$1` the time the marketplace is asked at (`ON_MARKETPLACE`), and
 * the listings on the marketplace (`l`) a search (or none) and the filters ask, as `from` and
 * `where`, the matches' rank as `rank` (0 without a search).
 */
export class MarketplaceStatement {
  readonly params: unknown[];

  constructor(now: Date) {
    this.params = [now];
  }

  readonly param = (value: unknown): string => {
    this.params.push(value);
    return `$${this.params.length}`;
  };

  from(search: Search | undefined): string {
    return search
      ? `(${matchesOf(search, this.param)}) as m join marketplace_listings l on l.id = m.id`
      : `marketplace_listings l`;
  }

  where(filters: SearchFilters, leaveOut?: RangeOrFacet | 'price'): string {
    return [ON_MARKETPLACE, ...filterConditions(filters, this.param, leaveOut)].join(' and ');
  }
}
