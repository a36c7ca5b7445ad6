/**
 * Words left out of a text that has other words: Spanish and English articles, prepositions
 * and conjunctions, as the full-text search of PostgreSQL ('spanish', 'english') and MySQL
 * leave out their stopwords. They are in most titles, so they narrow a match very little
 * ('la casa del' finds what 'casa' finds, give or take), while each of them, matched as a
 * prefix, walks a list of a quarter of the catalogue (see bench/README.md). Compared without
 * accents or case. Every engine's search uses them, so that both find the same films.
 */
const STOPWORDS = new Set([
  ...['el', 'la', 'los', 'las', 'lo', 'un', 'una', 'unos', 'unas', 'al', 'del', 'de', 'a'],
  ...['en', 'y', 'e', 'o', 'u', 'con', 'por', 'para', 'sin', 'que', 'se'],
  ...['the', 'an', 'of', 'and', 'or', 'in', 'on', 'at', 'to', 'for', 'with'],
]);

/**
 * Whether a text is ASCII alone: then it is its own canonical form (NFC and NFD) and holds no
 * marks, so folding it is lower case alone. Most titles are, and a search folds hundreds of them
 * (`catalogue/search/whole-title.ts`): normalizing each cost a fifth of a search's CPU.
 */
export const isAscii = (text: string) => ASCII.test(text);
const ASCII = /^[^\u0080-\uffff]*$/;

/** A word without accents or case, as the search compares words. */
export const plainWord = (word: string) =>
  (isAscii(word) ? word : word.normalize('NFD').replace(/\p{M}/gu, '')).toLowerCase();

/**
 * The words of a search text that must match: every word, except stopwords when other words
 * are left (a text of stopwords alone, such as 'El' or 'The', searches them), at most 12.
 */
export const searchWords = (text: string): string[] =>
  withoutStopwords(
    (isAscii(text) ? text : text.normalize('NFC')).split(/[^\p{L}\p{N}]+/u),
    plainWord,
  );

/**
 * `searchWords` of a text of ASCII lower case: its words are their own plain forms (a fast path
 * for folding titles, `catalogue/search/fold.ts`).
 */
export const asciiLowerSearchWords = (text: string): string[] =>
  withoutStopwords(text.split(/[^a-z0-9]+/), (word) => word);

function withoutStopwords(split: string[], plain: (word: string) => string): string[] {
  const words = split.filter(Boolean).slice(0, 12);
  const significant = words.filter((word) => !STOPWORDS.has(plain(word)));
  return significant.length ? significant : words;
}
