import { searchPiece, searchWords } from '../model/name-words';
import { type SearchFilters } from '../model/marketplace-search';
import { POSTED_COLUMNS, type PostedColumn } from '../projections/name-postings';
import { ON_MARKETPLACE } from './marketplace-rows';
import {
  FILTER_CONDITIONS,
  pieceCondition,
  type RangeOrFacet,
  rankOf,
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

/** Words of the dictionary a search word starts whose postings are summed at most. */
const WORDS_COUNTED = 10_000;

/**
 * A search as the marketplace asks it: its text lowercased, its words (`searchWords`), the words of
 * the dictionary near each (`near`, in the words' order), the place of its word with the fewest
 * postings (`rarest`) and its piece (`searchPiece`).
 */
export interface Search {
  text: string;
  words: string[];
  near: string[][];
  rarest: number;
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
 * among those that start with its first three letters, by the key's order; and, for a search of
 * several words, how many postings the words it starts have (the first WORDS_COUNTED of them).
 * Undefined for a search of no word.
 */
export async function searchOf(database: Queryable, rawText: string): Promise<Search | undefined> {
  const text = rawText.trim().toLowerCase();
  const words = searchWords(text);
  if (words.length === 0) return undefined;
  const rows = await database.query<Array<{ near: string[]; postings: number | null }>>(
    `select array(select unnest(single.near)
                  union all
                  select d.word from marketplace_words d
                   where lonely.is and d.joined
                     and d.word >= left(q.word, 3) and d.word < left(q.word, 3) || '{'
                     and ${trigramNear('d.word', 'q.word')} and not starts_with(d.word, q.word)
                   order by 1) as near,
            case when $2 then (select sum(d.postings)::int
                                 from (select d.postings from marketplace_words d
                                        where d.word >= q.word and d.word < q.word || '{'
                                        limit ${WORDS_COUNTED}) as d) end as postings
       from unnest($1::text[]) with ordinality as q(word, place)
       cross join lateral (
         select array(select d.word from marketplace_words d
                       where not d.joined and ${trigramNear('d.word', 'q.word')}
                         and not starts_with(d.word, q.word)) as near) as single
       -- No single word is the search word, starts with it or is near it (\`noSingleWordFor\`),
       -- from the single words just read: only then is a joined run read as a correction.
       cross join lateral (
         select cardinality(single.near) = 0
                and not exists (select from marketplace_words s
                                 where not s.joined and s.word >= q.word and s.word < q.word || '{')
                as is) as lonely
      order by q.place`,
    [words, words.length > 1],
  );
  const postings = rows.map((row) => row.postings ?? 0);
  return {
    text,
    words,
    near: rows.map((row) => row.near),
    rarest: postings.indexOf(Math.min(...postings)),
    piece: searchPiece(text),
  };
}

/** What a search's matches carry beside their id and rank: columns of the listing. */
export type Carried = readonly PostedColumn[];

/** The listing's columns an ORDER BY over `l` (`SORT_ORDER`) reads, but its id. */
export function sortColumns(order: string): PostedColumn[] {
  return [...order.matchAll(/\bl\.(\w+)/g)]
    .map(([, column]) => column)
    .filter((column): column is PostedColumn =>
      (POSTED_COLUMNS as readonly string[]).includes(column),
    );
}

/**
 * SQL of the listings on the marketplace that a search matches under the filters: two common
 * table expressions, `words` (the listings that match every word, through the postings) and
 * `pieces` (the others whose label holds the search's piece), each row with the listing's `id`,
 * the listing's `carried` columns by their own names and its `rank` (ADR 0046: 1 every word
 * whole, 2 every word whole or started, 3 a word corrected, 4 the piece only). `pieces` is read
 * as far as its reader goes: a count that stops at 10,000, a page that the words fill leave it
 * unread.
 *
 * The rarest word's matches are read from the postings' covering index alone, one range of its
 * key for the words it is or starts and one key each for the words near it (that `searchOf`
 * read): the postings carry what the filters, the test of a listing on sale and the sorts read
 * (`POSTED_COLUMNS`), and the name's words, which the other words of the search are matched
 * with. The piece's are read through the labels' trigram index.
 */
export function matchesOf(
  search: Search,
  statement: MarketplaceStatement,
  carried: Carried,
  filters: SearchFilters,
): string {
  const columns = (alias: string) => carried.map((column) => `, ${alias}.${column}`).join('');
  const where = statement.where(filters);
  // How the word `u` of a name matches the search word `place` (`rankOf`), near by the
  // dictionary's words that `searchOf` read: 1, 2, 3 or null.
  const rank = (place: number, u: string) =>
    rankOf(
      u,
      statement.param(search.words[place]),
      `${u} = any(${statement.param(search.near[place])}::text[])`,
    );
  const rarest = search.rarest;
  const w = statement.param(search.words[rarest]);
  const near = statement.param(search.near[rarest]);
  // The other words, matched among the words each posting of the rarest carries of its name.
  const others = search.words.flatMap((_, place) =>
    place === rarest ? [] : [`(select min(${rank(place, 'u')}) from unnest(l.name_words) as u)`],
  );
  // A name that has a word starting with a search word holds it; a name with a word near it has
  // that word: a cheap test before the words are read one by one.
  const held = search.words.flatMap((word, place) =>
    place === rarest
      ? []
      : [
          `(strpos(l.name, ${statement.param(word)}) > 0
            or l.name_words && ${statement.param(search.near[place])}::text[])`,
        ],
  );
  const grouped = others.length > 0 ? `${columns('l')}, l.name_words` : columns('l');
  // Two scans of the postings' index, each read from the index alone: the words the rarest word
  // is or starts (a range of the key), and those near it (a key each).
  const words = `select l.listing_id as id${columns('l')},
           greatest(min(${rankOf('l.word', w, `l.word = any(${near}::text[])`)})
                    ${others.map((other) => `, ${other}`).join('')}) as rank
      from (select * from marketplace_name_words l
             where l.word >= ${w} and l.word < (${w} || '{') and ${where}
            union all
            select * from marketplace_name_words l
             where l.word = any(${near}::text[]) and ${where}) as l
     ${others.length > 0 ? `where ${[...held, ...others.map((other) => `${other} is not null`)].join(' and ')}` : ''}
     group by l.listing_id${grouped}`;
  const pieces =
    search.piece === null
      ? `select * from words where false`
      : `select l.id${columns('l')}, 4 from marketplace_listings l
          where ${pieceCondition('l', statement.param(search.piece))} and ${where}
            and not exists (select from words w where w.id = l.id)`;
  return `words as materialized (${words}), pieces as (${pieces})`;
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
 * the conditions of the listings (or postings) `l` on the marketplace that the filters ask.
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

  where(filters: SearchFilters, leaveOut?: RangeOrFacet | 'price'): string {
    return [ON_MARKETPLACE, ...filterConditions(filters, this.param, leaveOut)].join(' and ');
  }
}
