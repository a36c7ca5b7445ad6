import type { FilmTitles } from '../../db/search-reads.js';
import { foldedWords } from './fold.js';

/**
 * How many of the most voted films holding every word of a text are looked at for one whose
 * whole title is the text ('No', 2012, under 'No es país para viejos'): the window bounds what
 * a search reads (one statement of ids and titles), so a title past it by votes is lifted only
 * when typed as it is written (`WHOLE_TITLE_TYPED`; docs/search.md, "Spanish sounds").
 */
export const WHOLE_TITLE_WINDOW = 200;

/**
 * How many films titled just as the text is typed (ASCII case aside) are looked up by the
 * engines' indexes of titles as typed, most voted first, whatever their votes: a title that
 * more films share (remakes, 'Hamlet') lifts its 20 best known, beside the window's. A few
 * index entries and rows each (the bench's catalogue repeats titles, and with 200 its
 * downloadable searches' p95 rose 2-3 ms on PostgreSQL).
 */
export const WHOLE_TITLE_TYPED = 20;

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
