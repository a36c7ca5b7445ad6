import type { FilmTitles } from '../../db/search-reads.js';
import { foldedWords } from './fold.js';

/**
 * How many of the most voted films holding every word of a text are looked at for one whose
 * whole title is the text ('No', 2012, under 'No es país para viejos'): the window bounds what
 * a search reads (one statement of ids and titles), so a title typed whole that is past it by
 * votes is not lifted (docs/search.md, "Spanish sounds").
 */
export const WHOLE_TITLE_WINDOW = 200;

/** Texts of more words are told apart by their words already. */
export const WHOLE_TITLE_MAX_WORDS = 3;

/**
 * The films one of whose titles is the text, word for word as the search compares words
 * (folded, stopwords left out: 'la caza' and 'caza' are 'La caza') in one of `columns`, in
 * their given order.
 */
export function wholeTitles(
  text: string,
  films: readonly FilmTitles[],
  columns: readonly (keyof Omit<FilmTitles, 'id'>)[] = ['nom', 'nomo', 'nomen'],
): number[] {
  const wanted = foldedWords(text).join(' ');
  if (!wanted) return [];
  // A film's titles are often the same text (original and English), and folding is most of
  // this check's cost: each text is folded once.
  const folded = new Map<string, boolean>();
  const isWanted = (title: string) => {
    let same = folded.get(title);
    if (same === undefined) {
      same = foldedWords(title).join(' ') === wanted;
      folded.set(title, same);
    }
    return same;
  };
  return films
    .filter((film) =>
      columns.some((column) => {
        const title = film[column];
        return title && isWanted(title);
      }),
    )
    .map((film) => film.id);
}
