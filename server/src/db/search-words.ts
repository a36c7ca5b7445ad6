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

/** A word without accents or case, as the search compares words. */
export const plainWord = (word: string) =>
  word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The words of a search text that must match: every word, except stopwords when other words
 * are left (a text of stopwords alone, such as 'El' or 'The', searches them), at most 12.
 */
export function searchWords(text: string): string[] {
  const words = text
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 12);
  const significant = words.filter((word) => !STOPWORDS.has(plainWord(word)));
  return significant.length ? significant : words;
}
