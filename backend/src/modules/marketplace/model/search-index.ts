import { SEARCH_SIMILARITY, type MarketplaceSort, type SearchFilters } from './marketplace-search';
import { nameWords } from './name-words';

/** What the search index keeps of a `marketplace_listings` row; times in ms since the epoch. */
export interface SearchRow {
  id: string;
  name: string;
  status: string;
  autoRelist: boolean;
  expiresAt: number;
  isPriority: boolean;
  periodStart: number;
  createdAt: number;
  priceCents: number;
  views: number;
  inquiries: number;
  verified: boolean;
  category: string;
  extension: string;
  registrar: string;
}

/** A search as the marketplace page asks it: its text and words (`searchWords`), now in ms. */
export interface SearchQuery {
  text: string;
  words: readonly string[];
  filters: SearchFilters;
  sort: MarketplaceSort;
  offset: number;
  limit: number;
  now: number;
}

export interface SearchResult {
  /** The page's listing ids, in order. */
  ids: string[];
  /** How many listings match in all. */
  total: number;
  /** The dictionary's words that stood for a search word with a typo (for the highlights). */
  near: string[];
}

const ACTIVE = 1;
const AUTO_RELIST = 2;
const PRIORITY = 4;
const VERIFIED = 8;
/** Before ranks: 0 the exact name, 1 every word whole, 2 the start of every word, 3 corrected. */
const WHOLE = 1;
const START = 2;
const CORRECTED = 3;

/** Small integers for the values of a text column (category, extension, registrar). */
class Codes {
  private readonly codes = new Map<string, number>();
  readonly values: string[] = [];

  of(value: string): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.codes.set(value, code);
      this.values.push(value);
    }
    return code;
  }

  find(value: string): number {
    return this.codes.get(value) ?? -1;
  }
}

/** A word of the dictionary: its number, how many trigrams it has, and the listings that have it. */
interface Postings {
  word: number;
  trigrams: number;
  docs: Int32Array;
  size: number;
}

/** pg_trgm's trigrams of one word of letters or digits: padded with two spaces before, one after. */
export function trigramsOf(word: string): string[] {
  const padded = `  ${word} `;
  const trigrams = new Set<string>();
  for (let index = 0; index + 3 <= padded.length; index += 1)
    trigrams.add(padded.slice(index, index + 3));
  return [...trigrams];
}

/**
 * The marketplace's search index in memory (ADR 0036): for every listing of the read model its
 * sort keys, filters and on-sale state in typed arrays, and for every whole word of a name
 * (`nameWords`) the listings that have it. It answers the marketplace page's search as
 * `marketplace_listings` would (ADR 0033's one definition of a match, rank and sorts): a listing
 * matches each word of the search when one of its words is the word or starts with it, or is
 * near it (pg_trgm similarity of at least SEARCH_SIMILARITY, about its length: the dictionary's
 * words, found through their trigrams); it counts every match exactly and orders only the page.
 * Listings are never removed from the read model, so the index only adds and updates.
 */
export class SearchIndex {
  private capacity = 1024;
  private size = 0;
  private readonly docOf = new Map<string, number>();
  private readonly ids: string[] = [];
  private readonly names: string[] = [];
  private flags = new Uint8Array(this.capacity);
  private expiresAt = new Float64Array(this.capacity);
  private periodStart = new Float64Array(this.capacity);
  private createdAt = new Float64Array(this.capacity);
  private priceCents = new Int32Array(this.capacity);
  private views = new Int32Array(this.capacity);
  private inquiries = new Int32Array(this.capacity);
  private category = new Uint16Array(this.capacity);
  private extension = new Uint16Array(this.capacity);
  private registrar = new Uint16Array(this.capacity);
  private readonly categories = new Codes();
  private readonly extensions = new Codes();
  private readonly registrars = new Codes();

  private readonly postings = new Map<string, Postings>();
  private readonly words: Postings[] = [];
  private readonly wordText: string[] = [];
  /** Every word of the dictionary in code-point order, for the words a search word starts. */
  private sortedWords: string[] = [];
  /** Words added unsorted while the index is loaded whole, sorted on the first search. */
  private sortedStale = false;
  /** The dictionary's words (numbers) by trigram, for the words near a search word. */
  private readonly wordsByTrigram = new Map<string, number[]>();
  private shared = new Int32Array(1024);
  private sharedStamp = new Int32Array(1024);

  // Per-search scratch: which word of which search last reached a listing, and how.
  private stamp = new Int32Array(this.capacity);
  private wordRank = new Uint8Array(this.capacity);
  private rank = new Uint8Array(this.capacity);
  private generation = 0;

  get listings(): number {
    return this.size;
  }

  /** Listings follow in bulk (a whole read model): the dictionary is sorted once, afterwards. */
  loadingInBulk(): void {
    this.sortedStale = true;
  }

  /** Adds a listing, or sets the keys of one the index has (its name never changes). */
  upsert(row: SearchRow): void {
    let doc = this.docOf.get(row.id);
    if (doc === undefined) {
      doc = this.size;
      if (doc === this.capacity) this.grow();
      this.size += 1;
      this.docOf.set(row.id, doc);
      this.ids.push(row.id);
      this.names.push(row.name);
      this.category[doc] = this.categories.of(row.category);
      this.extension[doc] = this.extensions.of(row.extension);
      for (const word of new Set(nameWords(row.name).map(({ word }) => word))) this.post(word, doc);
    }
    this.flags[doc] =
      (row.status === 'active' ? ACTIVE : 0) |
      (row.autoRelist ? AUTO_RELIST : 0) |
      (row.isPriority ? PRIORITY : 0) |
      (row.verified ? VERIFIED : 0);
    this.expiresAt[doc] = row.expiresAt;
    this.periodStart[doc] = row.periodStart;
    this.createdAt[doc] = row.createdAt;
    this.priceCents[doc] = row.priceCents;
    this.views[doc] = row.views;
    this.inquiries[doc] = row.inquiries;
    this.registrar[doc] = this.registrars.of(row.registrar);
  }

  search(query: SearchQuery): SearchResult {
    const near: string[] = [];
    let matches: number[] = [];
    query.words.forEach((word, index) => {
      const generation = ++this.generation;
      const visit = (postings: Postings | undefined, rank: number, first: boolean) => {
        if (!postings) return;
        const { docs, size } = postings;
        for (let at = 0; at < size; at += 1) {
          const doc = docs[at];
          if (this.stamp[doc] !== generation) {
            this.stamp[doc] = generation;
            this.wordRank[doc] = rank;
            if (first) matches.push(doc);
          } else if (rank < this.wordRank[doc]) this.wordRank[doc] = rank;
        }
      };
      const first = index === 0;
      visit(this.postings.get(word), WHOLE, first);
      for (const started of this.wordsStartingWith(word))
        if (started !== word) visit(this.postings.get(started), START, first);
      for (const corrected of this.wordsNear(word)) {
        near.push(corrected);
        visit(this.postings.get(corrected), CORRECTED, first);
      }
      if (first) for (const doc of matches) this.rank[doc] = this.wordRank[doc];
      else
        matches = matches.filter((doc) => {
          if (this.stamp[doc] !== generation) return false;
          if (this.wordRank[doc] > this.rank[doc]) this.rank[doc] = this.wordRank[doc];
          return true;
        });
    });

    const onSale = matches.filter(this.filterOf(query.filters, query.now));
    const label = query.words.join('');
    for (const doc of onSale)
      if (this.rank[doc] === WHOLE && this.isExactName(doc, query.text, label)) this.rank[doc] = 0;
    const order = this.orderOf(query.sort);
    const page = topOf(onSale, query.offset + query.limit, order).slice(
      query.offset,
      query.offset + query.limit,
    );
    return { ids: page.map((doc) => this.ids[doc]), total: onSale.length, near };
  }

  private post(word: string, doc: number): void {
    let postings = this.postings.get(word);
    if (!postings) {
      postings = this.addWord(word);
      this.postings.set(word, postings);
    }
    if (postings.size === postings.docs.length) {
      const docs = new Int32Array(postings.docs.length * 2);
      docs.set(postings.docs);
      postings.docs = docs;
    }
    postings.docs[postings.size] = doc;
    postings.size += 1;
  }

  private addWord(word: string): Postings {
    const trigrams = trigramsOf(word);
    const postings = {
      word: this.words.length,
      trigrams: trigrams.length,
      docs: new Int32Array(4),
      size: 0,
    };
    this.words.push(postings);
    this.wordText.push(word);
    if (this.words.length > this.shared.length) {
      this.shared = new Int32Array(this.shared.length * 2);
      this.sharedStamp = new Int32Array(this.shared.length);
    }
    if (this.sortedStale) this.sortedWords.push(word);
    else this.sortedWords.splice(this.firstAtOrAfter(word), 0, word);
    for (const trigram of trigrams) {
      const words = this.wordsByTrigram.get(trigram);
      if (words) words.push(postings.word);
      else this.wordsByTrigram.set(trigram, [postings.word]);
    }
    return postings;
  }

  /** Where `word` is, or would be, in the sorted dictionary. */
  private firstAtOrAfter(word: string): number {
    const words = this.sortedWords;
    let low = 0;
    let high = words.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (words[middle] < word) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** The dictionary's words that start with `start`, itself included. */
  private wordsStartingWith(start: string): string[] {
    if (this.sortedStale) {
      this.sortedWords.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      this.sortedStale = false;
    }
    const words = this.sortedWords;
    const found: string[] = [];
    for (
      let at = this.firstAtOrAfter(start);
      at < words.length && words[at].startsWith(start);
      at += 1
    )
      found.push(words[at]);
    return found;
  }

  /**
   * The dictionary's words near `word` (`NEAR_WORDS` of ADR 0033): pg_trgm similarity of at least
   * SEARCH_SIMILARITY, two letters longer or shorter at most, and not starting with `word`.
   */
  private wordsNear(word: string): string[] {
    const trigrams = trigramsOf(word);
    const generation = ++this.generation;
    const candidates: number[] = [];
    for (const trigram of trigrams)
      for (const candidate of this.wordsByTrigram.get(trigram) ?? []) {
        if (this.sharedStamp[candidate] !== generation) {
          this.sharedStamp[candidate] = generation;
          this.shared[candidate] = 0;
          candidates.push(candidate);
        }
        this.shared[candidate] += 1;
      }
    const near: string[] = [];
    for (const candidate of candidates) {
      const text = this.wordText[candidate];
      if (Math.abs(text.length - word.length) > 2 || text.startsWith(word)) continue;
      const common = this.shared[candidate];
      const similarity = common / (trigrams.length + this.words[candidate].trigrams - common);
      if (similarity >= SEARCH_SIMILARITY) near.push(text);
    }
    return near;
  }

  /** On the marketplace at `now` (`ON_MARKETPLACE`) and within the filters. */
  private filterOf(filters: SearchFilters, now: number): (doc: number) => boolean {
    const code = (codes: Codes, value: string | undefined) =>
      value === undefined ? undefined : codes.find(value);
    const category = code(this.categories, filters.category);
    const extension = code(this.extensions, filters.extension);
    const registrar = code(this.registrars, filters.registrar);
    const { minPriceCents, maxPriceCents, verified } = filters;
    return (doc) => {
      const flags = this.flags[doc];
      return (
        (flags & ACTIVE) !== 0 &&
        ((flags & AUTO_RELIST) !== 0 || this.expiresAt[doc] > now) &&
        (category === undefined || this.category[doc] === category) &&
        (extension === undefined || this.extension[doc] === extension) &&
        (registrar === undefined || this.registrar[doc] === registrar) &&
        (minPriceCents === undefined || this.priceCents[doc] >= minPriceCents) &&
        (maxPriceCents === undefined || this.priceCents[doc] <= maxPriceCents) &&
        (!verified || (flags & VERIFIED) !== 0)
      );
    };
  }

  /**
   * Rank 0 (`whereOf` in the page's handler): the name is the search, or its label without
   * hyphens and dots is the search's words joined.
   */
  private isExactName(doc: number, text: string, label: string): boolean {
    const name = this.names[doc];
    if (name === text) return true;
    const end = name.length - this.extensions.values[this.extension[doc]].length;
    let at = 0;
    for (let index = 0; index < end; index += 1) {
      const code = name.charCodeAt(index);
      if (code === 45 || code === 46) continue;
      if (at >= label.length || label.charCodeAt(at) !== code) return false;
      at += 1;
    }
    return at === label.length;
  }

  /** The rank, then the sort's keys as `SORT_ORDER` has them, verified first, then the id. */
  private orderOf(sort: MarketplaceSort): (a: number, b: number) => number {
    const key = this.keyOf(sort);
    return (a, b) =>
      this.rank[a] - this.rank[b] ||
      key(a, b) ||
      (this.flags[b] & VERIFIED) - (this.flags[a] & VERIFIED) ||
      (this.ids[a] < this.ids[b] ? -1 : this.ids[a] > this.ids[b] ? 1 : 0);
  }

  private keyOf(sort: MarketplaceSort): (a: number, b: number) => number {
    switch (sort) {
      case 'priority_date':
        return (a, b) =>
          (this.flags[b] & PRIORITY) - (this.flags[a] & PRIORITY) ||
          this.periodStart[b] - this.periodStart[a];
      case 'newest':
        return (a, b) => this.createdAt[b] - this.createdAt[a];
      case 'price_asc':
        return (a, b) => this.priceCents[a] - this.priceCents[b];
      case 'price_desc':
        return (a, b) => this.priceCents[b] - this.priceCents[a];
      case 'views_desc':
        return (a, b) => this.views[b] - this.views[a];
      case 'inquiries_desc':
        return (a, b) => this.inquiries[b] - this.inquiries[a];
      case 'alphabetical':
        return (a, b) =>
          this.names[a] < this.names[b] ? -1 : this.names[a] > this.names[b] ? 1 : 0;
      case 'expiry_soon':
        return (a, b) => this.expiresAt[a] - this.expiresAt[b];
    }
  }

  private grow(): void {
    this.capacity *= 2;
    const grown = <T extends Uint8Array | Uint16Array | Int32Array | Float64Array>(
      array: T,
      make: new (length: number) => T,
    ): T => {
      const bigger = new make(this.capacity);
      bigger.set(array);
      return bigger;
    };
    this.flags = grown(this.flags, Uint8Array);
    this.expiresAt = grown(this.expiresAt, Float64Array);
    this.periodStart = grown(this.periodStart, Float64Array);
    this.createdAt = grown(this.createdAt, Float64Array);
    this.priceCents = grown(this.priceCents, Int32Array);
    this.views = grown(this.views, Int32Array);
    this.inquiries = grown(this.inquiries, Int32Array);
    this.category = grown(this.category, Uint16Array);
    this.extension = grown(this.extension, Uint16Array);
    this.registrar = grown(this.registrar, Uint16Array);
    this.stamp = grown(this.stamp, Int32Array);
    this.wordRank = grown(this.wordRank, Uint8Array);
    this.rank = grown(this.rank, Uint8Array);
  }
}

/**
 * The first `count` of `docs` in `order`: sorted whole when they are few or the page is deep,
 * else kept in a sorted window of `count` that a listing enters only when it beats the last.
 */
function topOf(docs: number[], count: number, order: (a: number, b: number) => number): number[] {
  if (count <= 0) return [];
  if (docs.length <= count * 4 || count > 256) return docs.sort(order).slice(0, count);
  const top: number[] = [];
  for (const doc of docs) {
    if (top.length === count && order(doc, top[count - 1]) >= 0) continue;
    let at = top.length === count ? count - 1 : top.length;
    while (at > 0 && order(doc, top[at - 1]) < 0) {
      top[at] = top[at - 1];
      at -= 1;
    }
    top[at] = doc;
  }
  return top;
}
