import { LRUCache } from 'lru-cache';
import { rowOf } from './edit-distance.js';
import { SoundIndex } from './sound-index.js';

/** Words whose candidates a vocabulary keeps (a few hundred bytes each). */
const CANDIDATES_KEPT = 10_000;

/** A word of the vocabulary close to a typed word: a whole term, or every term under a prefix. */
export interface Candidate {
  /** The term, or the prefix whose terms all match (`prefix`). */
  term: string;
  prefix: boolean;
  /** Edits from the typed word (to the term, or to the prefix). */
  distance: number;
  /** Postings of the term (summed over the prefix's terms): its popularity. */
  count: number;
}

/**
 * An engine's search vocabulary (title words, or people's names' words) held compactly in
 * memory: the terms sorted by UTF-16 code units in one string with their offsets, and each
 * term's postings (documents holding it), summed as they go so a prefix's total is a
 * subtraction. About 2 bytes a character plus 12 bytes a term.
 *
 * `similar` walks it as an implicit trie (terms sharing a prefix share the rows of the edit
 * distance table built for that prefix) and skips every term under a prefix whose row is
 * already past the allowed edits, with a binary search: the walk visits the prefixes within
 * reach of the word, never the whole vocabulary.
 */
export class Vocabulary {
  private readonly text: string;
  private readonly starts: Uint32Array;
  /** Postings summed over the terms before each index (one more entry than terms). */
  private readonly sums: Float64Array;
  /**
   * The candidates of the words asked lately: a word typed wrong is often typed wrong again
   * (and a page asked twice asks it twice), and a walk costs far more than a look-up.
   */
  private readonly found = new LRUCache<string, Candidate[]>({ max: CANDIDATES_KEPT });
  /** The terms by sound (`sound-index.ts`), built when first asked. */
  private sounds: SoundIndex | null = null;

  /** `terms` and `counts` in any order; a term given twice counts once with its counts summed. */
  constructor(terms: readonly string[], counts: readonly number[]) {
    // The engines answer their dictionaries in term order already (byte order, which is the
    // code units' order but for characters past U+FFFF): sorted again only when not.
    const order = terms.map((_, index) => index);
    if (!terms.every((term, index) => index === 0 || compare(terms[index - 1], term) <= 0)) {
      order.sort((a, b) => compare(terms[a], terms[b]));
    }
    const kept: string[] = [];
    const keptCounts: number[] = [];
    for (const index of order) {
      const term = terms[index] as string;
      if (kept.length && kept[kept.length - 1] === term) {
        keptCounts[keptCounts.length - 1] = (keptCounts.at(-1) ?? 0) + (counts[index] ?? 0);
      } else {
        kept.push(term);
        keptCounts.push(counts[index] ?? 0);
      }
    }
    this.text = kept.join('');
    this.starts = new Uint32Array(kept.length + 1);
    this.sums = new Float64Array(kept.length + 1);
    for (let i = 0; i < kept.length; i++) {
      this.starts[i + 1] = (this.starts[i] as number) + (kept[i] as string).length;
      this.sums[i + 1] = (this.sums[i] as number) + (keptCounts[i] as number);
    }
  }

  get size(): number {
    return this.starts.length - 1;
  }

  term(index: number): string {
    return this.text.slice(this.starts[index], this.starts[index + 1]);
  }

  count(index: number): number {
    return (this.sums[index + 1] as number) - (this.sums[index] as number);
  }

  /** The first index whose term is not below `term`. */
  private lowerBound(term: string, from = 0): number {
    let low = from;
    let high = this.size;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(this.term(middle), term) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** Whether the vocabulary holds `term`. */
  has(term: string): boolean {
    const index = this.lowerBound(term);
    return index < this.size && this.term(index) === term;
  }

  /** A term's postings (0 when the vocabulary does not hold it). */
  termCount(term: string): number {
    const index = this.lowerBound(term);
    return index < this.size && this.term(index) === term ? this.count(index) : 0;
  }

  /** The indexes [from, to) of the terms starting with `prefix`. */
  prefixRange(prefix: string, from = 0): [number, number] {
    const start = this.lowerBound(prefix, from);
    return [start, this.lowerBound(`${prefix}\uffff`, start)];
  }

  /** How many postings the terms starting with `prefix` have together. */
  prefixCount(prefix: string): number {
    const [from, to] = this.prefixRange(prefix);
    return (this.sums[to] as number) - (this.sums[from] as number);
  }

  /**
   * The terms within `maxEdits` of `word` (itself left out), and when `asPrefix` the prefixes of
   * at least its length within `maxEdits` (every term under such a prefix matches, as a typed
   * last word matches as a prefix), best first: fewest edits, then most postings, at most
   * `limit`. A prefix at no edit is the word itself, which the search matches anyway: left out.
   */
  similar(word: string, maxEdits: number, asPrefix: boolean, limit: number): Candidate[] {
    const key = `${maxEdits} ${asPrefix} ${limit} ${word}`;
    let found = this.found.get(key);
    if (!found) {
      found = this.walk(word, maxEdits, asPrefix, limit);
      this.found.set(key, found);
    }
    return found;
  }

  /** The terms that sound like `word` (`SoundIndex.alike`), kept as `similar`'s are. */
  soundAlike(word: string, asPrefix: boolean, limit: number): Candidate[] {
    const key = `sound ${asPrefix} ${limit} ${word}`;
    let found = this.found.get(key);
    if (!found) {
      this.sounds ??= new SoundIndex(this);
      found = this.sounds.alike(word, asPrefix, limit);
      this.found.set(key, found);
    }
    return found;
  }

  /** `similar`, walking the vocabulary. */
  private walk(word: string, maxEdits: number, asPrefix: boolean, limit: number): Candidate[] {
    const found: Candidate[] = [];
    const n = word.length;
    const rows: number[][] = [Array.from({ length: n + 1 }, (_, j) => j)];
    let valid = 0;
    let index = 0;
    while (index < this.size) {
      const start = this.starts[index] as number;
      const length = (this.starts[index + 1] as number) - start;
      let depth = index > 0 ? Math.min(valid, this.sharedWithPrevious(index)) : 0;
      let skipTo = -1;
      while (depth < length) {
        depth += 1;
        if (!rows[depth]) rows[depth] = new Array<number>(n + 1);
        const row = rowOf(
          rows[depth - 1] as number[],
          rows[depth - 2] ?? (rows[0] as number[]),
          this.text.charCodeAt(start + depth - 1),
          depth > 1 ? this.text.charCodeAt(start + depth - 2) : -1,
          depth,
          word,
          rows[depth] as number[],
        );
        const here = row[n] as number;
        if (asPrefix && depth >= n && here <= maxEdits) {
          const prefix = this.text.slice(start, start + depth);
          if (here > 0) {
            found.push({
              term: prefix,
              prefix: true,
              distance: here,
              count: this.prefixCount(prefix),
            });
          }
          skipTo = this.subtreeEnd(index, depth);
          break;
        }
        if (minimum(row) > maxEdits) {
          skipTo = this.subtreeEnd(index, depth);
          break;
        }
      }
      if (skipTo < 0) {
        const distance = rows[length]?.[n] as number;
        if (distance <= maxEdits && distance > 0) {
          found.push({ term: this.term(index), prefix: false, distance, count: this.count(index) });
        }
        skipTo = index + 1;
        valid = length;
      } else {
        valid = depth - 1;
      }
      index = skipTo;
    }
    return found
      .sort((a, b) => a.distance - b.distance || b.count - a.count || compare(a.term, b.term))
      .slice(0, limit);
  }

  /** How many first characters a term shares with the one before it. */
  private sharedWithPrevious(index: number): number {
    const a = this.starts[index - 1] as number;
    const b = this.starts[index] as number;
    const length = Math.min(b - a, (this.starts[index + 1] as number) - b);
    let i = 0;
    while (i < length && this.text.charCodeAt(a + i) === this.text.charCodeAt(b + i)) i++;
    return i;
  }

  /** Whether term `other` starts with the first `depth` characters of term `index`. */
  private sharesPrefix(other: number, index: number, depth: number): boolean {
    const a = this.starts[index] as number;
    const b = this.starts[other] as number;
    if ((this.starts[other + 1] as number) - b < depth) return false;
    for (let i = depth - 1; i >= 0; i--) {
      if (this.text.charCodeAt(a + i) !== this.text.charCodeAt(b + i)) return false;
    }
    return true;
  }

  /**
   * The first index past the terms sharing the first `depth` characters of term `index`: a
   * galloping search, since most such runs are short.
   */
  private subtreeEnd(index: number, depth: number): number {
    let low = index;
    let step = 1;
    while (low + step < this.size && this.sharesPrefix(low + step, index, depth)) {
      low += step;
      step *= 2;
    }
    let high = Math.min(low + step, this.size);
    while (low + 1 < high) {
      const middle = (low + high) >>> 1;
      if (this.sharesPrefix(middle, index, depth)) low = middle;
      else high = middle;
    }
    return high;
  }
}

function compare(a = '', b = ''): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function minimum(row: readonly number[]): number {
  let least = Number.POSITIVE_INFINITY;
  for (const value of row) if (value < least) least = value;
  return least;
}
