import type { UserMarks } from '@cineclub/contract';

/** The signed-in user's own marks on one film, as its tile shows them. */
export interface FilmMarks {
  quiero: boolean;
  pedida: boolean;
  vista: boolean;
  /** The score of the user's newest scored comment, null without one. */
  nota: number | null;
}

export type MarksLookup = ReadonlyMap<number, FilmMarks>;

/**
 * One object per marked film, built once per answer of the marks call: a tile reads its marks
 * with one Map lookup, and gets the same object on every render, so memoized tiles stay
 * untouched by a filter keystroke.
 */
export function marksLookup(answer: UserMarks): MarksLookup {
  const lookup = new Map<number, FilmMarks>();
  const marksOf = (film: number): FilmMarks => {
    let marks = lookup.get(film);
    if (!marks) {
      marks = { quiero: false, pedida: false, vista: false, nota: null };
      lookup.set(film, marks);
    }
    return marks;
  };
  for (const film of answer.quiero) marksOf(film).quiero = true;
  for (const film of answer.pedidas) marksOf(film).pedida = true;
  for (const film of answer.vistas) marksOf(film).vista = true;
  for (const [film, score] of answer.notas) marksOf(film).nota = score;
  return lookup;
}
