import { SEARCH_SIMILARITY, type SearchFilters } from '../model/marketplace-search';
import { WHOLE } from '../model/name-words';

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
 * The one definition of a search match (ADR 0033): a listing matches a search when it matches
 * each of the search's words (`searchWords`), and it matches a word when the word is one of its
 * name terms (a word of its name, or the start of one; `nameTerms`), or when a whole word of its
 * name is near the word (`nearCondition`: trigram similarity of at least SEARCH_SIMILARITY, pg_trgm's
 * `%` with `pg_trgm.similarity_threshold` set by `SIMILARITY_SETTING`, and about its length). Two forms of it, one per use:
 *
 * - `wordMatchCondition`, for one listing at a time (the saved-search matcher): reads the
 *   listing's terms alone;
 * - `indexedWordCondition`, for the marketplace page: the terms the word accepts (`NEAR_WORDS`:
 *   the word, and each word of the dictionary `marketplace_words` near it, marked whole) against
 *   the GIN index of the terms. The dictionary holds every word of every name the read model has
 *   seen, so both forms accept the same listings; `alerts.test.ts` compares them on 11 URLs.
 */
/**
 * `candidate` stands for the search word `word`, a typo corrected: near it (pg_trgm similarity)
 * and of about its length (two letters more or fewer: one wrong, missing or extra letter, or two
 * swapped). A longer word that merely contains it (`onyxcloud` for `cloud`) is not a typo of it.
 */
const nearCondition = (candidate: string, word: string) =>
  `${candidate} % ${word} and abs(length(${candidate}) - length(${word})) <= 2`;

export const wordMatchCondition = (word: string) =>
  `(${word} = any(l.name_terms) or exists (select from unnest(l.name_terms) t
     where left(t, 1) = '${WHOLE}' and ${nearCondition('substr(t, 2)', word)}))`;

export const indexedWordCondition = (accepted: string) => `l.name_terms && ${accepted}`;

/**
 * The dictionary's words near `word`, for the page's condition and highlights: not the word, nor a
 * word it starts (those match it as their start already, and would only make the array long).
 */
export const NEAR_WORDS = (word: string) =>
  `array(select d.word from marketplace_words d
          where ${nearCondition('d.word', word)} and not starts_with(d.word, ${word}))`;

/** Sets the similarity `%` needs for the transaction it runs in. */
export const SIMILARITY_SETTING = `select set_config('pg_trgm.similarity_threshold', '${SEARCH_SIMILARITY}', true)`;
