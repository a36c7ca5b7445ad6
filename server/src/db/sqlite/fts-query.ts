import { foldLetters } from '../letter-folds.js';
import { searchWords } from '../search-words.js';

/**
 * Turns what a user typed into an FTS5 query: every word of `searchWords` must match as a
 * prefix ('almo' finds 'Almodóvar'). Words are quoted, so FTS5 operators and punctuation typed
 * by the user are plain text. Accents and case are the tokenizer's business; ligatures and
 * letters such as 'ø' are written plain, as the index holds them (`letter-folds.ts`). Null
 * when nothing searchable.
 */
export function ftsPrefixQuery(text: string, columns?: readonly string[]): string | null {
  const words = searchWords(foldLetters(text));
  if (!words.length) return null;
  const terms = words.map((word) => `"${word}"*`).join(' ');
  return columns?.length ? `{${columns.join(' ')}} : (${terms})` : terms;
}
