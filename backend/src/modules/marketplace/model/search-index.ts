import {
  MARKETPLACE_SORTS,
  type MarketplaceSort,
  SEARCH_SIMILARITY,
  type SearchFilters,
} from './marketplace-search';
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

/** A search's words and filters, for the counts of its facets; now in ms. */
export interface FacetQuery {
  words: readonly string[];
  filters: SearchFilters;
  now: number;
}

/** A price range's bounds in cents, both included (as the price filter reads them). */
export interface PriceBounds {
  minCents: number;
  maxCents: number;
}

/** A search's counts by facet: by the code of each value, or by price range. */
interface FacetCounts {
  category: Int32Array;
  extension: Int32Array;
  registrar: Int32Array;
  priceRanges: Int32Array;
}

/** `SearchIndex.facets`: the matches in all, and each facet's counts. */
export interface SearchFacets {
  total: number;
  category: Map<string, number>;
  extension: Map<string, number>;
  registrar: Map<string, number>;
  /** Each range's, in the order given. */
  priceRanges: number[];
}

const ACTIVE = 1;
const AUTO_RELIST = 2;
const PRIORITY = 4;
const VERIFIED = 8;
/** Before ranks: 0 the exact name, 1 every word whole, 2 the start of every word, 3 corrected. */
const WHOLE = 1;
const START = 2;
const CORRECTED = 3;
/** Steps of a sort's key: the rank above times in ms, and above counts and prices in cents. */
const TIME = 4e13;
const COUNT = 1e10;
/** Above the key of a name's first eight letters (`nameKeyOf`). */
const NAMES = 2 ** 48;
/** The sorts by number, for the key of each listing in a search's one pass. */
const SORTS: readonly MarketplaceSort[] = MARKETPLACE_SORTS;
const PRIORITY_DATE = SORTS.indexOf('priority_date');
const NEWEST = SORTS.indexOf('newest');
const PRICE_ASC = SORTS.indexOf('price_asc');
const PRICE_DESC = SORTS.indexOf('price_desc');
const VIEWS_DESC = SORTS.indexOf('views_desc');
const INQUIRIES_DESC = SORTS.indexOf('inquiries_desc');
const ALPHABETICAL = SORTS.indexOf('alphabetical');
const EXPIRY_SOON = SORTS.indexOf('expiry_soon');
/**
 * Listings out of place in a sort's order that its walks skip and key one by one, at most: a 64th
 * of the listings, and no fewer than this.
 */
const STALE_AT_MOST = 64;
/** Listings numbered below this are ordered by the native sort of numbers (`orderOf`)... */
const PACKED_DOCS = 2 ** 23;
/** ...their keys scaled down to below this: 29 + 1 + 23 bits, a double's integers. */
const PACKED_KEYS = 2 ** 29;
/** Deeper than this, a search keeps every match and sorts them, not a window of its best. */
const DEEPEST_TOP = 256;

/** Small integers for the values of a text column (category, extension, registrar). */
class Codes {
  private readonly codes = new Map<string, number>();
  readonly values: string[] = [];

  constructor(readonly column: string) {}

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

/** Bitsets of the listings a filter asks, kept at most. */
const SUBSETS = 48;

/**
 * The listings a filter asks (those of a category, an extension or a registrar, priced at least
 * or at most a bound, verified), as bitsets: each made by its test of a listing on the first
 * search that asks it and kept as listings change; the SUBSETS last asked are kept.
 */
class Subsets {
  private readonly sets = new Map<string, { has: (doc: number) => boolean; bits: Uint32Array }>();

  /** The listings (of the first `size`) that pass `has`, the set filed under `key`. */
  of(key: string, has: (doc: number) => boolean, size: number, capacity: number): Uint32Array {
    let set = this.sets.get(key);
    if (set) {
      this.sets.delete(key);
    } else {
      set = { has, bits: new Uint32Array(capacity >>> 5) };
      for (let doc = 0; doc < size; doc += 1) if (has(doc)) set.bits[doc >>> 5] |= 1 << (doc & 31);
      if (this.sets.size === SUBSETS) this.sets.delete(this.sets.keys().next().value as string);
    }
    this.sets.set(key, set);
    return set.bits;
  }

  /** A listing new or changed: its place in every set. */
  update(doc: number): void {
    for (const { has, bits } of this.sets.values())
      if (has(doc)) bits[doc >>> 5] |= 1 << (doc & 31);
      else bits[doc >>> 5] &= ~(1 << (doc & 31));
  }

  grow(capacity: number): void {
    for (const set of this.sets.values()) {
      const bits = new Uint32Array(capacity >>> 5);
      bits.set(set.bits);
      set.bits = bits;
    }
  }
}

/** A word of the dictionary: its number, and the listings that have it. */
interface Postings {
  word: number;
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
  /**
   * Each listing's id as four 32-bit words (in the order of its text, PostgreSQL's order of
   * uuids); the listings up to `ascending` came in that order (a whole load is read by id) and are
   * found by binary search, later ones through `lateDocs`.
   */
  private idWords = new Uint32Array(this.capacity * 4);
  private ascending = 0;
  private readonly lateDocs = new Map<string, number>();
  private readonly names: string[] = [];
  /** Each name's first eight characters as a number in their order (`nameKeyOf`). */
  private nameKeys = new Float64Array(this.capacity);
  /**
   * On-sale state and plan in the low byte (ACTIVE...), and in the high byte the length of the
   * name's label without hyphens and dots (for the exact name): one read for both.
   */
  private flags = new Uint16Array(this.capacity);
  private expiresAt = new Float64Array(this.capacity);
  private periodStart = new Float64Array(this.capacity);
  private createdAt = new Float64Array(this.capacity);
  private priceCents = new Int32Array(this.capacity);
  private views = new Int32Array(this.capacity);
  private inquiries = new Int32Array(this.capacity);
  private category = new Uint16Array(this.capacity);
  private extension = new Uint16Array(this.capacity);
  private registrar = new Uint16Array(this.capacity);
  private readonly categories = new Codes('category');
  private readonly extensions = new Codes('extension');
  private readonly registrars = new Codes('registrar');
  private readonly subsets = new Subsets();

  private readonly postings = new Map<string, Postings>();
  /** The dictionary's words by number. */
  private readonly wordText: string[] = [];
  /** Every word of the dictionary in code-point order, for the words a search word starts. */
  private sortedWords: string[] = [];
  /**
   * Whether the index is being loaded whole: words are added unsorted and the sorts' orders are
   * not kept, both made once on the first search.
   */
  private inBulk = false;
  /** The dictionary's words (numbers) by trigram and length, for the words near a search word. */
  private readonly wordsByTrigram = new Map<string, number[]>();
  private wordLength = new Uint8Array(1024);
  private wordTrigrams = new Uint8Array(1024);
  private shared = new Int32Array(1024);
  private sharedStamp = new Int32Array(1024);

  /**
   * The listings on the marketplace (`ON_MARKETPLACE`) at any time from `liveFrom` to before
   * `liveUntil`, as a bitset: made again when a search comes at another time (when the first
   * listing of that span leaves or the last before it came back) and kept by `upsert`.
   */
  private live = new Uint32Array(this.capacity >>> 5);
  private liveFrom = Infinity;
  private liveUntil = -Infinity;
  /**
   * Every listing in the order of each sort (by number, as SORTS), rank aside; none for the
   * alphabetical, whose matches are keyed one by one (by their names' first letters).
   */
  private readonly orders = SORTS.map((sort, number) =>
    sort === 'alphabetical'
      ? undefined
      : new SortOrder((doc) => this.keyOf(number, 0, doc), this.tieBreak(sort)),
  );

  // Per-search scratch: four bitsets over the listings, and each kept listing's key.
  private readonly scratch = [0, 1, 2, 3].map(() => new Uint32Array(this.capacity >>> 5));
  private readonly placesOf = [0, 1, 2, 3].map(() => new Int32Array(this.capacity >>> 5));
  private keys = new Float64Array(this.capacity);
  private generation = 0;

  /** Listings follow in bulk (a whole read model): the dictionary is sorted once, afterwards. */
  loadingInBulk(): void {
    this.inBulk = true;
  }

  /** Adds a listing, or sets the keys of one the index has (its name never changes). */
  upsert(row: SearchRow): void {
    const id = wordsOfId(row.id);
    let doc = this.docOf(row.id, id);
    const before = doc === undefined || this.inBulk ? undefined : this.sortKeysOf(doc);
    if (doc === undefined) {
      doc = this.size;
      if (doc === this.capacity) this.grow();
      this.size += 1;
      this.idWords.set(id, doc * 4);
      if (this.ascending === doc && (doc === 0 || this.compareIds(doc - 1, doc) < 0))
        this.ascending += 1;
      else this.lateDocs.set(row.id, doc);
      this.names.push(row.name);
      this.nameKeys[doc] = nameKeyOf(row.name);
      const label =
        row.name.length - row.extension.length - (row.name.match(/[-.]/g)?.length ?? 0) + 1;
      this.flags[doc] = Math.min(255, label) << 8;
      this.category[doc] = this.categories.of(row.category);
      this.extension[doc] = this.extensions.of(row.extension);
      for (const word of new Set(nameWords(row.name).map(({ word }) => word))) this.post(word, doc);
    }
    this.flags[doc] =
      (this.flags[doc] & 0xff00) |
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
    this.subsets.update(doc);
    if (this.inBulk) return;
    this.keepLive(doc);
    // A listing is out of place in each sort whose keys for it changed (all, when it is new).
    const after = this.sortKeysOf(doc);
    for (const [sort, order] of this.orders.entries())
      if (!before || before.verified !== after.verified || before.keys[sort] !== after.keys[sort])
        order?.markStale(doc);
  }

  /** A listing's key in each sort, rank aside, and whether it is verified (every sort's tie). */
  private sortKeysOf(doc: number): { keys: number[]; verified: number } {
    return {
      keys: SORTS.map((_, sort) => this.keyOf(sort, 0, doc)),
      verified: this.flags[doc] & VERIFIED,
    };
  }

  /**
   * The listings that match every word, as bitsets over the listings' numbers (small enough to
   * stay in the processor's cache): those with every word whole, with every word whole or started,
   * and with every word at all (corrections included). Of those on sale within the filters, each
   * rank is counted, and the page is each rank's best in turn, until it is full.
   */
  search(query: SearchQuery): SearchResult {
    this.settleBulk();
    const words = (this.size + 31) >>> 5;
    const { near, found } = this.matchWords(query.words, words);
    if (!found) return { ids: [], total: 0, near };
    const { whole, started, matched } = found;

    // Each rank's listings on sale within the filters, in place: whole, started, corrected.
    const onSale = this.onSaleWithin(query.now, query.filters, words);
    const counts = [0, 0, 0, 0];
    // Where each rank has listings (the words of its bitset that are not 0), for the passes after.
    const [exactAt, wholeAt, startedAt, correctedAt] = [0, 1, 2, 3].map((rank) =>
      this.places(rank, words),
    );
    const placed = [0, 0, 0, 0];
    for (let at = 0; at < words; at += 1) {
      const bits = matched[at] & onSale[at];
      if (bits === 0) {
        whole[at] = 0;
        started[at] = 0;
        matched[at] = 0;
        continue;
      }
      const wholeBits = whole[at] & bits;
      const startedBits = started[at] & bits & ~whole[at];
      const correctedBits = bits & ~started[at];
      whole[at] = wholeBits;
      started[at] = startedBits;
      matched[at] = correctedBits;
      if (wholeBits !== 0) {
        wholeAt[placed[WHOLE]++] = at;
        counts[WHOLE] += ones(wholeBits);
      }
      if (startedBits !== 0) {
        startedAt[placed[START]++] = at;
        counts[START] += ones(startedBits);
      }
      if (correctedBits !== 0) {
        correctedAt[placed[CORRECTED]++] = at;
        counts[CORRECTED] += ones(correctedBits);
      }
    }
    // Rank 0, the exact name, among those with every word whole.
    const label = query.words.join('');
    // Only a search with a dot can be a whole name.
    const asName = query.text.includes('.');
    const exact = this.bits(3, words, 0);
    for (let place = 0; place < placed[WHOLE]; place += 1) {
      const at = wholeAt[place];
      let bits = whole[at];
      while (bits !== 0) {
        const bit = bits & -bits;
        bits &= bits - 1;
        const doc = at * 32 + 31 - Math.clz32(bit);
        if (
          (this.flags[doc] >>> 8 === label.length || asName) &&
          this.isExactName(doc, query.text, label)
        ) {
          if (exact[at] === 0) exactAt[placed[0]++] = at;
          exact[at] |= bit;
          whole[at] &= ~bit;
          counts[0] += 1;
          counts[WHOLE] -= 1;
        }
      }
    }

    const count = query.offset + query.limit;
    const best: number[] = [];
    const sort = SORTS.indexOf(query.sort);
    const at = [exactAt, wholeAt, startedAt, correctedAt];
    for (const [rank, bits] of [exact, whole, started, matched].entries())
      if (best.length < count && counts[rank] > 0)
        this.bestOf(
          sort,
          rank,
          { bits, at: at[rank].subarray(0, placed[rank]) },
          counts[rank],
          count - best.length,
          best,
        );
    const page = best.slice(query.offset, count);
    return {
      ids: page.map((doc) => this.idOf(doc)),
      total: counts[0] + counts[WHOLE] + counts[START] + counts[CORRECTED],
      near,
    };
  }

  /**
   * How many listings on sale at `now` match the search's words (at any rank) and its filters
   * (`total`), and, for each value of a category, an extension and a registrar and for each
   * price range, how many would with that value chosen instead: each facet's counts leave its own
   * filter out, so that the other choices show what they hold (ADR 0037). Values no such listing
   * has are left out.
   */
  facets(query: FacetQuery, ranges: readonly PriceBounds[]): SearchFacets {
    this.settleBulk();
    const words = (this.size + 31) >>> 5;
    const { found } = this.matchWords(query.words, words);
    const { filters } = query;
    const counts: FacetCounts = {
      category: new Int32Array(this.categories.values.length),
      extension: new Int32Array(this.extensions.values.length),
      registrar: new Int32Array(this.registrars.values.length),
      priceRanges: new Int32Array(ranges.length),
    };
    let total = 0;
    if (found) {
      // One pass within every filter counts the total and each facet whose filter is not asked;
      // each asked one has a pass of its own, its filter left out.
      const leftOut: Record<keyof FacetCounts, Partial<SearchFilters>> = {
        category: { category: undefined },
        extension: { extension: undefined },
        registrar: { registrar: undefined },
        priceRanges: { minPriceCents: undefined, maxPriceCents: undefined },
      };
      const asked = (facet: keyof FacetCounts) =>
        Object.keys(leftOut[facet]).some(
          (filter) => filters[filter as keyof SearchFilters] !== undefined,
        );
      const facets = Object.keys(counts) as Array<keyof FacetCounts>;
      const within = this.onSaleWithin(query.now, filters, words);
      total = this.countFacets(
        found.matched,
        within,
        ranges,
        Object.fromEntries(facets.filter((facet) => !asked(facet)).map((f) => [f, counts[f]])),
      );
      for (const facet of facets.filter(asked))
        this.countFacets(
          found.matched,
          this.onSaleWithin(query.now, { ...filters, ...leftOut[facet] }, words),
          ranges,
          { [facet]: counts[facet] },
        );
    }
    const byValue = (codes: Codes, counted: Int32Array) =>
      new Map(
        codes.values.flatMap((value, code): Array<[string, number]> =>
          counted[code] > 0 ? [[value, counted[code]]] : [],
        ),
      );
    return {
      total,
      category: byValue(this.categories, counts.category),
      extension: byValue(this.extensions, counts.extension),
      registrar: byValue(this.registrars, counts.registrar),
      priceRanges: [...counts.priceRanges],
    };
  }

  /**
   * Counts the listings of `matched` and `within` (answered) and, into each of `into`'s counts
   * given, those of each value of its column (or of each price range).
   */
  private countFacets(
    matched: Uint32Array,
    within: Uint32Array,
    ranges: readonly PriceBounds[],
    into: Partial<FacetCounts>,
  ): number {
    const { category, extension, registrar, priceRanges } = into;
    const byDoc = category || extension || registrar || priceRanges;
    const [categoryOf, extensionOf, registrarOf, priceOf] = [
      this.category,
      this.extension,
      this.registrar,
      this.priceCents,
    ];
    let total = 0;
    for (let at = 0; at < matched.length; at += 1) {
      let bits = matched[at] & within[at];
      if (bits === 0) continue;
      total += ones(bits);
      if (!byDoc) continue;
      while (bits !== 0) {
        const bit = bits & -bits;
        bits &= bits - 1;
        const doc = at * 32 + 31 - Math.clz32(bit);
        if (category) category[categoryOf[doc]] += 1;
        if (extension) extension[extensionOf[doc]] += 1;
        if (registrar) registrar[registrarOf[doc]] += 1;
        if (priceRanges) {
          const price = priceOf[doc];
          for (let range = 0; range < ranges.length; range += 1)
            if (price >= ranges[range].minCents && price <= ranges[range].maxCents)
              priceRanges[range] += 1;
        }
      }
    }
    return total;
  }

  /**
   * The listings whose words have each search word whole (`whole`), whole or started
   * (`started`), or whole, started or near (`matched`): scratch bitsets 0 to 2, `words` long,
   * every listing in each when there are no words; none found when a search word is not, does
   * not start and is not near any word of the dictionary. `near`: the corrections used.
   */
  private matchWords(
    searchWords: readonly string[],
    words: number,
  ): {
    near: string[];
    found?: { whole: Uint32Array; started: Uint32Array; matched: Uint32Array };
  } {
    // The dictionary's words each search word is or starts (`starts`), and those near it.
    const asked = searchWords.map((word) => ({
      word,
      starts: this.wordsStartingWith(word),
      near: this.wordsNear(word),
    }));
    const near = asked.flatMap((each) => each.near);
    // A search word that no listing's word is, starts or is near leaves nothing to look at.
    if (asked.some((each) => each.starts.length === 0 && each.near.length === 0)) return { near };
    // No word matches every listing; the first word's listings are the sets themselves.
    const none = searchWords.length === 0 ? ~0 : 0;
    const whole = this.bits(0, words, none);
    const started = this.bits(1, words, none);
    const matched = this.bits(2, words, none);
    const mine = this.bits(3, words);
    for (const [number, { word, starts, near: corrections }] of asked.entries()) {
      const first = number === 0;
      const own = first ? whole : mine.fill(0);
      this.or(own, this.postings.get(word));
      if (first) started.set(whole);
      else and(whole, mine);
      const ownStarted = first ? started : mine;
      for (const start of starts) if (start !== word) this.or(ownStarted, this.postings.get(start));
      if (first) matched.set(started);
      else and(started, mine);
      const ownMatched = first ? matched : mine;
      for (const corrected of corrections) this.or(ownMatched, this.postings.get(corrected));
      if (!first) and(matched, mine);
    }
    return { near, found: { whole, started, matched } };
  }

  /**
   * The first `wanted` of the `size` listings of `bits` (of one rank; `at`, the words of it that
   * are not 0) in the sort's order, added to `best`: few listings are each keyed and the best
   * kept; of many, the sort's order is walked until enough are found, and the listings out of
   * place in it are keyed.
   */
  private bestOf(
    sort: number,
    rank: number,
    { bits, at }: { bits: Uint32Array; at: Int32Array },
    size: number,
    wanted: number,
    best: number[],
  ): void {
    const take = Math.min(wanted, size);
    const tie = this.tieBreak(SORTS[sort]);
    if (take > DEEPEST_TOP) {
      const docs: number[] = [];
      forEachBit(bits, at, (doc) => {
        this.keys[doc] = this.keyOf(sort, rank, doc);
        docs.push(doc);
      });
      const keys = this.keys;
      docs.sort((a, b) => keys[a] - keys[b] || tie(a, b));
      for (let at = 0; at < take; at += 1) best.push(docs[at]);
      return;
    }
    const top = new Top(take, tie);
    const order = this.orders[sort];
    if (!order || size * size <= take * this.size) {
      forEachBit(bits, at, (doc) => top.offer(doc, this.keyOf(sort, rank, doc)));
    } else {
      order.settle(this.size);
      order.walk(bits, take, (doc) => top.offer(doc, this.keyOf(sort, rank, doc)));
    }
    best.push(...top.docs());
  }

  /** After a whole load: the dictionary sorted and every sort's order made, once. */
  private settleBulk(): void {
    if (!this.inBulk) return;
    this.inBulk = false;
    this.sortedWords.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    for (const [sort, order] of this.orders.entries()) order?.make(this.orderOf(sort));
  }

  /**
   * Every listing in a sort's order (rank aside). When the listings' numbers are in the order of
   * their ids (a whole load reads them so), by the native sort of numbers: each listing's key
   * scaled down to 29 bits, then verified first, then its number, as one number; the few that
   * share a scaled key but not their key then sorted again among themselves.
   */
  private orderOf(sort: number): Int32Array {
    const size = this.size;
    const keys = new Float64Array(size);
    for (let doc = 0; doc < size; doc += 1) keys[doc] = this.keyOf(sort, 0, doc);
    const tie = this.tieBreak(SORTS[sort]);
    const byKey = (a: number, b: number) => keys[a] - keys[b] || tie(a, b);
    const order = new Int32Array(size);
    if (this.ascending < size || size >= PACKED_DOCS) {
      for (let doc = 0; doc < size; doc += 1) order[doc] = doc;
      return order.sort(byKey);
    }
    let least = Infinity;
    let most = -Infinity;
    for (const key of keys) {
      least = Math.min(least, key);
      most = Math.max(most, key);
    }
    const step = Math.max(1, (most - least) / (PACKED_KEYS - 1));
    const packed = new Float64Array(size);
    for (let doc = 0; doc < size; doc += 1)
      packed[doc] =
        Math.floor((keys[doc] - least) / step) * 2 * PACKED_DOCS +
        ((this.flags[doc] & VERIFIED) === 0 ? PACKED_DOCS : 0) +
        doc;
    packed.sort();
    for (let at = 0; at < size; at += 1) order[at] = packed[at] % PACKED_DOCS;
    for (let start = 0; start < size;) {
      const scaled = Math.floor(packed[start] / (2 * PACKED_DOCS));
      let end = start + 1;
      let mixed = false;
      while (end < size && Math.floor(packed[end] / (2 * PACKED_DOCS)) === scaled) {
        mixed ||= keys[order[end]] !== keys[order[start]];
        end += 1;
      }
      if (mixed) order.subarray(start, end).sort(byKey);
      start = end;
    }
    return order;
  }

  /** The listings on the marketplace at `now`, made again when `now` is outside its span. */
  private liveAt(now: number): Uint32Array {
    if (now >= this.liveFrom && now < this.liveUntil) return this.live;
    this.live.fill(0);
    this.liveFrom = -Infinity;
    this.liveUntil = Infinity;
    for (let doc = 0; doc < this.size; doc += 1) {
      const flags = this.flags[doc];
      if ((flags & ACTIVE) === 0) continue;
      const expiresAt = this.expiresAt[doc];
      if ((flags & AUTO_RELIST) === 0) {
        if (expiresAt <= now) {
          this.liveFrom = Math.max(this.liveFrom, expiresAt);
          continue;
        }
        this.liveUntil = Math.min(this.liveUntil, expiresAt);
      }
      this.live[doc >>> 5] |= 1 << (doc & 31);
    }
    return this.live;
  }

  /**
   * A listing's place in the live bitset after a change: on or off for the whole span, or the
   * bitset made again on the next search when the listing would leave within the span.
   */
  private keepLive(doc: number): void {
    if (this.liveFrom > this.liveUntil) return;
    const flags = this.flags[doc];
    const expiresAt = this.expiresAt[doc];
    const bit = 1 << (doc & 31);
    if ((flags & ACTIVE) !== 0 && ((flags & AUTO_RELIST) !== 0 || expiresAt >= this.liveUntil))
      this.live[doc >>> 5] |= bit;
    else if ((flags & ACTIVE) === 0 || expiresAt <= this.liveFrom) this.live[doc >>> 5] &= ~bit;
    else this.liveUntil = -Infinity;
  }

  /** Scratch bitset `which`, `words` long, every word set to `fill` if given. */
  private bits(which: number, words: number, fill?: number): Uint32Array {
    if (this.scratch[which].length < words)
      this.scratch[which] = new Uint32Array(this.capacity >>> 5);
    const bits = this.scratch[which].subarray(0, words);
    if (fill !== undefined) bits.fill(fill);
    return bits;
  }

  /** Scratch list `which` of places in a bitset `words` long. */
  private places(which: number, words: number): Int32Array {
    if (this.placesOf[which].length < words)
      this.placesOf[which] = new Int32Array(this.capacity >>> 5);
    return this.placesOf[which];
  }

  private or(bits: Uint32Array, postings: Postings | undefined): void {
    if (!postings) return;
    const { docs, size } = postings;
    for (let at = 0; at < size; at += 1) bits[docs[at] >>> 5] |= 1 << (docs[at] & 31);
  }

  private docOf(text: string, id: Uint32Array): number | undefined {
    let low = 0;
    let high = this.ascending;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const order = compareWords(this.idWords, middle * 4, id, 0);
      if (order === 0) return middle;
      if (order < 0) low = middle + 1;
      else high = middle;
    }
    return this.lateDocs.get(text);
  }

  private compareIds(a: number, b: number): number {
    return compareWords(this.idWords, a * 4, this.idWords, b * 4);
  }

  private idOf(doc: number): string {
    const hex = Array.from(this.idWords.subarray(doc * 4, doc * 4 + 4), (word) =>
      word.toString(16).padStart(8, '0'),
    ).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
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
      word: this.wordText.length,
      docs: new Int32Array(4),
      size: 0,
    };
    this.wordText.push(word);
    if (this.wordText.length > this.shared.length) {
      const length = this.shared.length * 2;
      this.shared = new Int32Array(length);
      this.sharedStamp = new Int32Array(length);
      const lengths = new Uint8Array(length);
      lengths.set(this.wordLength);
      this.wordLength = lengths;
      const counts = new Uint8Array(length);
      counts.set(this.wordTrigrams);
      this.wordTrigrams = counts;
    }
    this.wordLength[postings.word] = Math.min(255, word.length);
    this.wordTrigrams[postings.word] = Math.min(255, trigrams.length);
    if (this.inBulk) this.sortedWords.push(word);
    else this.sortedWords.splice(lowerBound(this.sortedWords, word), 0, word);
    for (const trigram of trigrams) {
      const key = `${trigram}${word.length}`;
      const words = this.wordsByTrigram.get(key);
      if (words) words.push(postings.word);
      else this.wordsByTrigram.set(key, [postings.word]);
    }
    return postings;
  }

  /** The dictionary's words that start with `start`, itself included. */
  private wordsStartingWith(start: string): string[] {
    const words = this.sortedWords;
    const found: string[] = [];
    for (
      let at = lowerBound(words, start);
      at < words.length && words[at].startsWith(start);
      at += 1
    )
      found.push(words[at]);
    return found;
  }

  /**
   * The dictionary's words near `word` (`NEAR_WORDS` of ADR 0033): pg_trgm similarity of at least
   * SEARCH_SIMILARITY, two letters longer or shorter at most, and not starting with `word`. Such a
   * word shares at least `least` of the word's trigrams, so it is in one of the lists of the
   * rarest trigrams but `least - 1`: those lists give the candidates, and each candidate that
   * would be near were it in all the commonest ones is looked up in them (by binary search: a list
   * holds its words in the order they came).
   */
  private wordsNear(word: string): string[] {
    const lengths: number[] = [];
    for (let length = Math.max(1, word.length - 2); length <= word.length + 2; length += 1)
      lengths.push(length);
    const trigrams = trigramsOf(word)
      .map((trigram) => {
        const lists = lengths.map((length) => this.wordsByTrigram.get(`${trigram}${length}`));
        return { trigram, lists, size: lists.reduce((sum, list) => sum + (list?.length ?? 0), 0) };
      })
      .sort((a, b) => a.size - b.size);
    const least = Math.ceil(
      (SEARCH_SIMILARITY * (trigrams.length + 1)) / (1 + SEARCH_SIMILARITY) - 1e-9,
    );
    const scanned = Math.max(0, trigrams.length - Math.max(least, 1) + 1);
    const generation = ++this.generation;
    const candidates: number[] = [];
    for (const { lists } of trigrams.slice(0, scanned))
      for (const list of lists)
        for (const candidate of list ?? []) {
          if (this.sharedStamp[candidate] !== generation) {
            this.sharedStamp[candidate] = generation;
            this.shared[candidate] = 0;
            candidates.push(candidate);
          }
          this.shared[candidate] += 1;
        }
    const near: string[] = [];
    const rest = trigrams.slice(scanned);
    const similarity = (common: number, candidate: number) =>
      common / (trigrams.length + this.wordTrigrams[candidate] - common);
    for (const candidate of candidates) {
      const length = this.wordLength[candidate];
      let common = this.shared[candidate];
      // Most candidates share too few trigrams even were they in every list not scanned.
      if (
        similarity(Math.min(common + rest.length, trigrams.length), candidate) < SEARCH_SIMILARITY
      )
        continue;
      for (const { lists } of rest)
        if (includes(lists[length - lengths[0]], candidate)) common += 1;
      if (similarity(common, candidate) < SEARCH_SIMILARITY) continue;
      const text = this.wordText[candidate];
      if (!text.startsWith(word)) near.push(text);
    }
    return near;
  }

  /**
   * The listings on sale at `now` within the filters: the bitset of those on sale, or (scratch 3,
   * free until the exact names) that bitset and each filter's subset.
   */
  private onSaleWithin(now: number, filters: SearchFilters, words: number): Uint32Array {
    const live = this.liveAt(now);
    const asked: Array<[string, (doc: number) => boolean]> = [];
    const { category, extension, registrar, minPriceCents, maxPriceCents, verified } = filters;
    // A value's code never changes; a value no listing has yet (no code) matches none.
    const valued = (codes: Codes, value: string | undefined, column: () => Uint16Array) => {
      if (value === undefined) return true;
      const code = codes.find(value);
      asked.push([`${codes.column} ${value}`, (doc) => column()[doc] === code]);
      return code !== -1;
    };
    if (
      !valued(this.categories, category, () => this.category) ||
      !valued(this.extensions, extension, () => this.extension) ||
      !valued(this.registrars, registrar, () => this.registrar)
    )
      return this.bits(3, words, 0);
    if (minPriceCents !== undefined)
      asked.push([`min ${minPriceCents}`, (doc) => this.priceCents[doc] >= minPriceCents]);
    if (maxPriceCents !== undefined)
      asked.push([`max ${maxPriceCents}`, (doc) => this.priceCents[doc] <= maxPriceCents]);
    if (verified) asked.push(['verified', (doc) => (this.flags[doc] & VERIFIED) !== 0]);
    if (asked.length === 0) return live;
    const within = this.bits(3, words);
    within.set(live.subarray(0, words));
    for (const [key, has] of asked)
      and(within, this.subsets.of(key, has, this.size, this.capacity));
    return within;
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

  /**
   * The rank, then the sort's first keys as `SORT_ORDER` has them, as one number (exact: times in
   * ms, counts and prices well under the steps); `tieBreak` orders the listings it ties.
   */
  private keyOf(sort: number, rank: number, doc: number): number {
    switch (sort) {
      case PRIORITY_DATE:
        return (
          rank * 2 * TIME +
          ((this.flags[doc] & PRIORITY) === 0 ? TIME : 0) +
          (TIME / 2 - this.periodStart[doc])
        );
      case NEWEST:
        return rank * TIME + (TIME / 2 - this.createdAt[doc]);
      case PRICE_ASC:
        return rank * COUNT + this.priceCents[doc];
      case PRICE_DESC:
        return rank * COUNT + (COUNT / 2 - this.priceCents[doc]);
      case VIEWS_DESC:
        return rank * COUNT + (COUNT / 2 - this.views[doc]);
      case INQUIRIES_DESC:
        return rank * COUNT + (COUNT / 2 - this.inquiries[doc]);
      case EXPIRY_SOON:
        return rank * TIME + this.expiresAt[doc];
      case ALPHABETICAL:
        return rank * NAMES + this.nameKeys[doc];
      default:
        return rank;
    }
  }

  /** The order of two listings of the same key: by name for that sort, verified first, then id. */
  private tieBreak(sort: MarketplaceSort): (a: number, b: number) => number {
    const byName = sort === 'alphabetical';
    return (a, b) =>
      (byName && (this.names[a] < this.names[b] ? -1 : this.names[a] > this.names[b] ? 1 : 0)) ||
      (this.flags[b] & VERIFIED) - (this.flags[a] & VERIFIED) ||
      this.compareIds(a, b);
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
    const idWords = new Uint32Array(this.capacity * 4);
    idWords.set(this.idWords);
    this.idWords = idWords;
    const live = new Uint32Array(this.capacity >>> 5);
    live.set(this.live);
    this.live = live;
    this.flags = grown(this.flags, Uint16Array);
    this.expiresAt = grown(this.expiresAt, Float64Array);
    this.nameKeys = grown(this.nameKeys, Float64Array);
    this.periodStart = grown(this.periodStart, Float64Array);
    this.createdAt = grown(this.createdAt, Float64Array);
    this.priceCents = grown(this.priceCents, Int32Array);
    this.views = grown(this.views, Int32Array);
    this.inquiries = grown(this.inquiries, Int32Array);
    this.category = grown(this.category, Uint16Array);
    this.extension = grown(this.extension, Uint16Array);
    this.registrar = grown(this.registrar, Uint16Array);
    this.keys = grown(this.keys, Float64Array);
    this.subsets.grow(this.capacity);
  }
}

function and(into: Uint32Array, bits: Uint32Array): void {
  for (let at = 0; at < into.length; at += 1) into[at] &= bits[at];
}

/** Where `value` is, or would be, in the ascending `list`. */
function lowerBound<T extends number | string>(list: ArrayLike<T>, value: T): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Whether the ascending `list` holds `value`. */
function includes(list: readonly number[] | undefined, value: number): boolean {
  return list !== undefined && list[lowerBound(list, value)] === value;
}

/** A uuid's text as four 32-bit words. */
function wordsOfId(id: string): Uint32Array {
  const hex = id.replace(/-/g, '');
  const words = new Uint32Array(4);
  for (let at = 0; at < 4; at += 1) words[at] = parseInt(hex.slice(at * 8, at * 8 + 8), 16);
  return words;
}

function compareWords(a: Uint32Array, atA: number, b: Uint32Array, atB: number): number {
  for (let at = 0; at < 4; at += 1) {
    const order = a[atA + at] - b[atB + at];
    if (order !== 0) return order;
  }
  return 0;
}

/**
 * The first `count` listings offered, by key and then `tieBreak`: a sorted window that a listing
 * enters only when it comes before the last.
 */
class Top {
  private readonly docsAt: Int32Array;
  private readonly keysAt: Float64Array;
  private size = 0;

  constructor(
    private readonly count: number,
    private readonly tieBreak: (a: number, b: number) => number,
  ) {
    this.docsAt = new Int32Array(count);
    this.keysAt = new Float64Array(count);
  }

  offer(doc: number, key: number): void {
    const { docsAt, keysAt, count } = this;
    if (count === 0) return;
    if (this.size === count && !this.before(doc, key, count - 1)) return;
    let at = this.size === count ? count - 1 : this.size++;
    while (at > 0 && this.before(doc, key, at - 1)) {
      docsAt[at] = docsAt[at - 1];
      keysAt[at] = keysAt[at - 1];
      at -= 1;
    }
    docsAt[at] = doc;
    keysAt[at] = key;
  }

  docs(): number[] {
    return Array.from(this.docsAt.subarray(0, this.size));
  }

  private before(doc: number, key: number, at: number): boolean {
    const other = this.keysAt[at];
    return key < other || (key === other && this.tieBreak(doc, this.docsAt[at]) < 0);
  }
}

/**
 * Every listing in one sort's order, made whole once and then kept: a listing whose key changes,
 * or a new one, is marked out of place (its entry, if any, skipped); once those are many they are
 * sorted and merged into the rest, which kept their order.
 */
class SortOrder {
  private order: Int32Array = new Int32Array(0);
  private stale = new Uint32Array(0);
  private staleDocs: number[] = [];

  constructor(
    private readonly keyOf: (doc: number) => number,
    private readonly tieBreak: (a: number, b: number) => number,
  ) {}

  /** Takes `order` as every listing in order, none out of place. */
  make(order: Int32Array): void {
    this.order = order;
    for (const doc of this.staleDocs) this.stale[doc >>> 5] = 0;
    this.staleDocs = [];
  }

  markStale(doc: number): void {
    const at = doc >>> 5;
    if (at >= this.stale.length) {
      const grown = new Uint32Array(Math.max(1024, at * 2));
      grown.set(this.stale);
      this.stale = grown;
    }
    const bit = 1 << (doc & 31);
    if ((this.stale[at] & bit) !== 0) return;
    this.stale[at] |= bit;
    this.staleDocs.push(doc);
  }

  /** The listings out of place put in place, once they are more than a 64th of `size`. */
  settle(size: number): void {
    if (this.staleDocs.length <= Math.max(STALE_AT_MOST, size >>> 6)) return;
    const moved = Int32Array.from(this.staleDocs).sort((a, b) => this.before(a, b));
    const merged = new Int32Array(this.order.length + moved.length);
    let out = 0;
    let next = 0;
    for (const doc of this.order) {
      if ((this.stale[doc >>> 5] & (1 << (doc & 31))) !== 0) continue;
      while (next < moved.length && this.before(moved[next], doc) < 0)
        merged[out++] = moved[next++];
      merged[out++] = doc;
    }
    while (next < moved.length) merged[out++] = moved[next++];
    this.order = merged.slice(0, out);
    for (const doc of this.staleDocs) this.stale[doc >>> 5] = 0;
    this.staleDocs = [];
  }

  private before(a: number, b: number): number {
    return this.keyOf(a) - this.keyOf(b) || this.tieBreak(a, b);
  }

  /**
   * Gives `found` the first `take` listings of `bits` in place in the order, then every listing
   * of `bits` out of place: the best `take` of all are among them.
   */
  walk(bits: Uint32Array, take: number, found: (doc: number) => void): void {
    const { order, stale } = this;
    let left = take;
    for (let at = 0; at < order.length && left > 0; at += 1) {
      const doc = order[at];
      const word = doc >>> 5;
      const bit = 1 << (doc & 31);
      if ((bits[word] & bit) !== 0 && (stale[word] & bit) === 0) {
        found(doc);
        left -= 1;
      }
    }
    for (const doc of this.staleDocs) if ((bits[doc >>> 5] & (1 << (doc & 31))) !== 0) found(doc);
  }
}

/**
 * A name's first eight characters as a number in their order: six bits each, the characters of
 * names (`-`, `.`, digits, letters) each its own value in code-unit order, none below them all,
 * and any other character grouped with its neighbours, the rest of the name then left out (so
 * that two names whose keys differ are in the order of their keys).
 */
export function nameKeyOf(name: string): number {
  let key = 0;
  let exact = true;
  for (let at = 0; at < 8; at += 1) {
    const value = exact && at < name.length ? charKey(name.charCodeAt(at)) : 0;
    key = key * 64 + value;
    if (value === BELOW || value === BETWEEN || value === ABOVE) exact = false;
  }
  return key;
}

const BELOW = 1;
const BETWEEN = 15;
const ABOVE = 42;

/** `-` (45) to `9` (57) are 2 to 14, `a` (97) to `z` (122) are 16 to 41. */
function charKey(code: number): number {
  if (code < 45) return BELOW;
  if (code <= 57) return code - 43;
  if (code < 97) return BETWEEN;
  if (code <= 122) return code - 81;
  return ABOVE;
}

/** The number of bits set in a 32-bit word. */
function ones(word: number): number {
  let bits = word - ((word >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return Math.imul((bits + (bits >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Calls `each` with the number of every bit set in `bits` in its words at `places`, in order. */
function forEachBit(bits: Uint32Array, places: Int32Array, each: (doc: number) => void): void {
  for (let place = 0; place < places.length; place += 1) {
    const at = places[place];
    let word = bits[at];
    while (word !== 0) {
      const bit = word & -word;
      word &= word - 1;
      each(at * 32 + 31 - Math.clz32(bit));
    }
  }
}
