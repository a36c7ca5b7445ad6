/**
 * The misspelt texts of the search measurement's "typo" rows (issue 29): words of the generated
 * catalogue (`words.ts`) with the edits people make, by rule rather than picked by hand, so
 * that they hold whatever the generator writes:
 * - one edit in a word of 5 to 8 letters, two in a word of 9 or more (an edit is a
 *   substitution, a deletion, an insertion or a swap of two neighbours, taken in turn);
 * - a title's words with one of them misspelt ('el padirno'), and a misspelt last word typed
 *   halfway (a prefix with a typo);
 * - misspelt names of people, in the film search (a director's name) and in the people search.
 * Never the first letter (people rarely mistype it, and typo-tolerant engines count on it).
 * Written as people type: without accents or capitals. The "sound" rows (issue 47): Spanish
 * words spelt by ear (`soundTexts`).
 */
import { plainWord } from '../../server/src/db/search-words.js';
import {
  ENGLISH_ADJS,
  ENGLISH_NOUNS,
  FIRST_NAMES,
  SPANISH_ADJ_F,
  SPANISH_ADJ_M,
  SPANISH_FEMININE,
  SPANISH_MASCULINE,
  SURNAMES,
} from './words.js';

type Edit = 'substitute' | 'delete' | 'insert' | 'swap';
const EDITS: Edit[] = ['substitute', 'delete', 'insert', 'swap'];

/** The letter a substitution writes: the next one of the alphabet (a neighbour on no keyboard). */
const next = (letter: string) =>
  letter === 'z' ? 'a' : String.fromCharCode(letter.charCodeAt(0) + 1);

/** `word` with one edit at `at` (1 ≤ at < length - 1 for a swap). */
function edit(word: string, kind: Edit, at: number): string {
  const letter = word[at] ?? '';
  switch (kind) {
    case 'substitute':
      return word.slice(0, at) + next(letter) + word.slice(at + 1);
    case 'delete':
      return word.slice(0, at) + word.slice(at + 1);
    case 'insert':
      return word.slice(0, at) + letter + word.slice(at); // a doubled letter
    case 'swap':
      return word.slice(0, at) + word[at + 1] + letter + word.slice(at + 2);
  }
}

/**
 * The `n`-th misspelling of a word: `edits` edits (one, or two for words of 9 or more letters),
 * of the kind and at the place `n` picks, never on the first letter, the second edit in the
 * other half of the word so that the two do not undo each other.
 */
function misspell(word: string, n: number, edits = word.length >= 9 ? 2 : 1): string {
  const plain = plainWord(word);
  const at = 1 + (n % (plain.length - 2));
  let result = edit(plain, EDITS[n % EDITS.length] as Edit, at);
  if (edits === 2) {
    const half = Math.floor(result.length / 2);
    const second = at < half ? half + 1 : 1 + (n % (half - 1));
    result = edit(result, EDITS[(n + 1) % EDITS.length] as Edit, second);
  }
  return result === plain ? edit(plain, 'delete', at) : result;
}

/** `count` words of `words` (an edge of the Zipf-ranked lists as well as their tail), spread. */
function spread(words: readonly string[], count: number, keep: (plain: string) => boolean) {
  const fitting = [...new Set(words.map(plainWord))].filter(keep);
  const step = fitting.length / count;
  return Array.from({ length: count }, (_, i) => fitting[Math.floor(i * step)] as string);
}

const letters =
  (min: number, max = Number.POSITIVE_INFINITY) =>
  (plain: string) =>
    /^\p{L}+$/u.test(plain) && plain.length >= min && plain.length <= max;

const TITLE_WORDS = [...SPANISH_MASCULINE, ...SPANISH_FEMININE, ...ENGLISH_NOUNS, ...ENGLISH_ADJS];
const ADJECTIVES = [...SPANISH_ADJ_M, ...SPANISH_ADJ_F];

/** 20 texts of each kind, 100 in all; `n` runs across them so the edits take turns. */
function filmTypoTexts(): string[] {
  const single = spread(TITLE_WORDS, 20, letters(5, 8)).map((word, n) => misspell(word, n));
  const long = spread(TITLE_WORDS, 20, letters(9)).map((word, n) => misspell(word, n));
  const nouns = spread([...SPANISH_MASCULINE, ...SPANISH_FEMININE], 20, letters(5));
  const titled = nouns.map((noun, n) =>
    n % 2
      ? `${misspell(noun, n)} ${spread(ADJECTIVES, 20, letters(3))[n]}`
      : `el ${misspell(noun, n)}`,
  );
  // A word typed halfway with a typo: the misspelt word cut to its first five letters, after a
  // word typed whole.
  const typing = spread(TITLE_WORDS, 20, letters(7)).map(
    (word, n) => `${spread(TITLE_WORDS, 20, letters(4, 6))[n]} ${misspell(word, n, 1).slice(0, 5)}`,
  );
  const directors = spread(SURNAMES, 20, letters(5)).map((surname, n) =>
    n % 2 ? misspell(surname, n) : `${plainWord(FIRST_NAMES[n] ?? '')} ${misspell(surname, n)}`,
  );
  return [...single, ...long, ...titled, ...typing, ...directors];
}

/** 100 names: a misspelt surname alone, after a first name, a misspelt first name, long ones. */
function peopleTypoTexts(): string[] {
  const surnames = spread(SURNAMES, 25, letters(5, 8)).map((surname, n) => misspell(surname, n));
  const named = spread(SURNAMES, 25, letters(5)).map(
    (surname, n) => `${spread(FIRST_NAMES, 25, letters(3))[n]} ${misspell(surname, n + 1)}`,
  );
  const firstNames = spread(FIRST_NAMES, 25, letters(5)).map(
    (first, n) => `${misspell(first, n + 2)} ${spread(SURNAMES, 25, letters(3))[n]}`,
  );
  const long = spread(SURNAMES, 15, letters(9)).map((surname, n) => misspell(surname, n + 3));
  // The surname being typed, with a typo in what was typed.
  const typing = spread(SURNAMES, 10, letters(7)).map(
    (surname, n) =>
      `${spread(FIRST_NAMES, 10, letters(3))[n]} ${misspell(surname, n, 1).slice(0, 5)}`,
  );
  return [...surnames, ...named, ...firstNames, ...long, ...typing];
}

/**
 * Spanish spellings by ear (issue 47), the first of these that a word allows from the `n`-th
 * on: b/v, seseo, yeísmo, a silent h dropped or added, k for c or qu, j for g.
 */
const BY_EAR: readonly [RegExp, string][] = [
  [/v/, 'b'],
  [/b/, 'v'],
  [/c(?=[ei])/, 's'],
  [/z/, 's'],
  [/ll/, 'y'],
  [/y(?=[aeiou])/, 'll'],
  [/h/, ''],
  [/^(?=[aeiou])/, 'h'],
  [/qu(?=[ei])/, 'k'],
  [/c(?=[aou])/, 'k'],
  [/g(?=[ei])/, 'j'],
];

/** A word spelt by ear (`BY_EAR`), or null when no rule applies. */
function byEar(word: string, n: number): string | null {
  const plain = plainWord(word);
  for (let i = 0; i < BY_EAR.length; i++) {
    const [pattern, replacement] = BY_EAR[(n + i) % BY_EAR.length] as [RegExp, string];
    const spelt = plain.replace(pattern, replacement);
    if (spelt !== plain) return spelt;
  }
  return null;
}

/**
 * 100 texts spelt by ear: 50 Spanish title words alone (40 of 3 to 6 letters, below or at the
 * typo thresholds), 50 a noun spelt by ear with an adjective.
 */
function soundTexts(): string[] {
  const spanish = [...SPANISH_MASCULINE, ...SPANISH_FEMININE, ...SPANISH_ADJ_M, ...SPANISH_ADJ_F];
  const heard =
    (min: number, max = Number.POSITIVE_INFINITY) =>
    (plain: string) =>
      letters(min, max)(plain) && byEar(plain, 0) !== null;
  const short = spread(spanish, 40, heard(3, 6));
  const long = spread(spanish, 10, heard(7));
  const alone = [...short, ...long].map((word, n) => byEar(word, n) as string);
  const nouns = spread([...SPANISH_MASCULINE, ...SPANISH_FEMININE], 50, heard(4));
  const adjectives = spread(ADJECTIVES, 50, letters(4));
  const titled = nouns.map((noun, n) => `${byEar(noun, n)} ${adjectives[n]}`);
  return [...alone, ...titled];
}

const TYPO_FILM_TEXTS = filmTypoTexts();
const TYPO_PEOPLE_TEXTS = peopleTypoTexts();
const SOUND_FILM_TEXTS = soundTexts();

export { misspell, SOUND_FILM_TEXTS, TYPO_FILM_TEXTS, TYPO_PEOPLE_TEXTS };
