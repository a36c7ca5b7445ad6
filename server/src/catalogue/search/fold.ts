import { foldLetters } from '../../db/letter-folds.js';
import { asciiLowerSearchWords, isAscii, searchWords } from '../../db/search-words.js';

/**
 * Apostrophes of every kind between letters: left out, so that 'pan's' is 'pans' (both engines'
 * tokenizers split there, 'pan' and 's', which `typo-plan.ts` offers as the word's stem).
 */
const APOSTROPHES = /(?<=\p{L})['’ʼ`´](?=\p{L})/gu;

/** A number and a half, as typed: '8 1/2', '8½' (one word, as FTS5 keeps '8½'). */
const HALVES = /(\d+)\s*(?:1\s*\/\s*2|½)/gu;

/**
 * A text as the typo-tolerant search compares it: without accents (marks left out after the
 * canonical decomposition), ligatures and letters such as 'ø' written plain as every engine's
 * index has them (`db/letter-folds.ts`), lower case, apostrophes between letters left out, a
 * number and a half one word. Hyphens and other punctuation split words, as both engines'
 * tokenizers do.
 */
export function foldText(text: string): string {
  return (isAscii(text) ? text : foldLetters(text.normalize('NFD').replace(/\p{M}/gu, '')))
    .toLowerCase()
    .replace(APOSTROPHES, '')
    .replace(HALVES, '$1½');
}

/**
 * ASCII without apostrophes or slashes: folding it is lower case alone, and nothing joins its
 * words (`APOSTROPHES`, `HALVES`), so its words are read without the Unicode steps. Most
 * titles are, and a search folds hundreds (`whole-title.ts`); `fold.test.ts` checks both ways
 * agree.
 */
const PLAIN_ASCII = /^[^\u0080-\uffff'`/]*$/;

/** The words a search compares, folded (`foldText`), stopwords left out as `searchWords` does. */
export const foldedWords = (text: string): string[] =>
  PLAIN_ASCII.test(text) ? asciiLowerSearchWords(text.toLowerCase()) : searchWords(foldText(text));

/**
 * How many edits a word forgives (issue 29): none under 5 letters (a 3-letter typo would match
 * half the vocabulary), 1 from 5, 2 from 9.
 */
export function allowedEdits(word: string): number {
  const letters = [...word].length;
  return letters >= 9 ? 2 : letters >= 5 ? 1 : 0;
}
