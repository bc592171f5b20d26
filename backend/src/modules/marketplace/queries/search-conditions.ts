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
 * name is near the word (`nearCondition`: trigram similarity of at least SEARCH_SIMILARITY,
 * pg_trgm's `%` with `pg_trgm.similarity_threshold` set by `SIMILARITY_SETTING`, and about its
 * length). The saved-search matcher asks it of one listing's terms (`wordMatchCondition`); the
 * marketplace page asks the search index in memory (`SearchIndex`, ADR 0036), which holds the
 * same words and computes the same similarity; `alerts.test.ts` compares the two on 11 URLs.
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

/** Sets the similarity `%` needs for the transaction it runs in. */
export const SIMILARITY_SETTING = `select set_config('pg_trgm.similarity_threshold', '${SEARCH_SIMILARITY}', true)`;
