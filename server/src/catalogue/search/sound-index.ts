import { SOUND_MIN_LETTERS, soundKey } from './phonetic.js';
import type { Candidate } from './vocabulary.js';

/** What a sound index reads of a vocabulary (`Vocabulary`). */
export interface Terms {
  readonly size: number;
  term(index: number): string;
  count(index: number): number;
}

/**
 * A vocabulary's terms by their sound-alike keys (`phonetic.ts`): the keys sorted, each with
 * its term's index, so that a key, or a key's prefix, is a range found by binary search. Built
 * in memory from the vocabulary the typo tiers use, so that both engines match the same terms
 * and nothing is stored (about 1 µs and 12 bytes a term).
 */
export class SoundIndex {
  private readonly keys: string[];
  private readonly terms: Uint32Array;

  constructor(private readonly vocabulary: Terms) {
    const keyed: { key: string; index: number }[] = [];
    for (let index = 0; index < vocabulary.size; index++) {
      const term = vocabulary.term(index);
      if (term.length >= SOUND_MIN_LETTERS) keyed.push({ key: soundKey(term), index });
    }
    keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.index - b.index));
    this.keys = keyed.map((entry) => entry.key);
    this.terms = Uint32Array.from(keyed, (entry) => entry.index);
  }

  private lowerBound(key: string): number {
    let low = 0;
    let high = this.keys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.keys[middle] as string) < key) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /**
   * The terms that sound like `word` (a folded word), itself left out, the most postings first,
   * at most `limit`: those whose key is the word's, and when `asPrefix` (a last word, still
   * being typed) also those whose key starts with it. None for a word under
   * `SOUND_MIN_LETTERS` letters.
   */
  alike(word: string, asPrefix: boolean, limit: number): Candidate[] {
    if ([...word].length < SOUND_MIN_LETTERS) return [];
    const key = soundKey(word);
    // A word of one sound repeated ('zzzz') is not a word.
    if (key.length < SOUND_MIN_LETTERS) return [];
    const from = this.lowerBound(key);
    const to = asPrefix ? this.lowerBound(`${key}\uffff`) : this.lowerBound(`${key}\u0000`);
    const found: Candidate[] = [];
    for (let i = from; i < to; i++) {
      const index = this.terms[i] as number;
      const term = this.vocabulary.term(index);
      if (term === word || (asPrefix && term.startsWith(word))) continue;
      const distance = this.keys[i] === key ? 0 : 1;
      found.push({ term, prefix: false, distance, count: this.vocabulary.count(index) });
    }
    return found
      .sort((a, b) => a.distance - b.distance || b.count - a.count || (a.term < b.term ? -1 : 1))
      .slice(0, limit);
  }
}
