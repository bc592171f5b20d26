import { SEARCH_SIMILARITY, type SearchFilters } from '../model/marketplace-search';

export type RangeOrFacet = Exclude<keyof SearchFilters, 'verified'>;

/**
 * The marketplace's filters as conditions on the listing `l`, each given the SQL of its value (a
 * parameter on the marketplace page, a saved search's column when a new listing is matched).
 */
export const FILTER_CONDITIONS: Record<RangeOrFacet, (value: string) => string> = {
  minPriceCents: (value) => `l.price_cents >= ${value}`,
  maxPriceCents: (value) => `l.price_cents <= ${value}`,
  category: (value) => `l.category = ${value}`,
  extension: (value) => `l.extension = ${value}`,
  registrar: (value) => `l.registrar = ${value}`,
};

export const VERIFIED_CONDITION = 'l.verified';

/**
 * The one definition of a search match (ADR 0046): a listing matches a search when it matches each
 * of the search's words (`searchWords`) or its label holds the search's piece (`searchPiece`). It
 * matches a word through a whole word of its name (`nameWords`, kept in `marketplace_name_words`):
 * the word itself, a word it starts, or a word near it (`NEAR`). Its rank is the exact name (0),
 * every word whole (1), every word whole or started (2), a word corrected (3), the piece only (4).
 * The marketplace asks it of every listing through the search tables' indexes
 * (`search-matches.ts`), the saved-search matcher of one listing's words (`stored-searches.ts`).
 */

/**
 * `candidate` is near the search word `word`: pg_trgm similarity of at least SEARCH_SIMILARITY
 * (`%` finds it through a trigram index at pg_trgm's default threshold, the same figure) and about
 * its length (two letters more or fewer: one wrong, missing or extra letter, or two swapped). A
 * longer word that merely contains it (`onyxcloud` for `cloud`) is not a typo of it.
 */
export const trigramNear = (candidate: string, word: string) =>
  `(${candidate} % ${word} and similarity(${candidate}, ${word}) >= ${SEARCH_SIMILARITY}
    and abs(length(${candidate}) - length(${word})) <= 2)`;

/**
 * No single word of the names (`marketplace_words` not joined) is the search word `word`, starts
 * with it or is near it: the search is no word a name has, nor a typo of one.
 */
export const noSingleWordFor = (word: string) =>
  `(not exists (select from marketplace_words s
                 where not s.joined and s.word >= ${word} and s.word < (${word} || '{'))
    and not exists (select from marketplace_words s
                     where not s.joined and ${trigramNear('s.word', word)}))`;

/**
 * `candidate` stands for the search word `word`, a typo corrected: a single word near it
 * (`trigramNear`), or a joined run (`zephyrbank`, `joined` its flag; `isJoinedRun`) near it that
 * starts with the same three letters, for a search that no single word answers (`zephyrbnk`):
 * the dictionary's trigram index holds single words, a run's corrections are read by the start of
 * the key, and a word (`obtained`) is not "corrected" to the runs it begins (`obtainsace`). ADR 0046.
 */
export const nearCondition = (candidate: string, word: string, joined: string) =>
  `(${trigramNear(candidate, word)}
    and (not ${joined}
         or (starts_with(${candidate}, left(${word}, 3)) and ${noSingleWordFor(word)})))`;

/**
 * How the whole word `nameWord` of a name matches the search word `word`: 1 it is the word, 2 it
 * starts with it, 3 it stands for it (`near`, SQL that says so), else null.
 */
export const rankOf = (nameWord: string, word: string, near: string) =>
  `case when ${nameWord} = ${word} then 1 when starts_with(${nameWord}, ${word}) then 2
        when ${near} then 3 end`;

/**
 * How the whole word `nameWord` of a name (a joined run when `joined`) matches the search word
 * `word` (`rankOf`, near by `nearCondition`): 1, 2, 3 or null.
 */
export const wordRank = (nameWord: string, word: string, joined: string) =>
  rankOf(nameWord, word, nearCondition(nameWord, word, joined));

/**
 * A listing's label holds the piece `piece` (a parameter of letters and digits only): its
 * `label` column holds the label's letters and digits (`pay-cloud9.io` is `paycloud9`), and the
 * trigram index `marketplace_listings_label_pieces` holds those of the listings on sale.
 */
export const pieceCondition = (listing: string, piece: string) =>
  `${listing}.label like '%' || ${piece} || '%'`;

/** The rank of the exact name: the search is the name, or its words are the label's, joined. */
export const exactCondition = (listing: string, text: string, joinedWords: string) =>
  `(${listing}.name = ${text} or replace(split_part(${listing}.name, '.', 1), '-', '') = ${joinedWords})`;
