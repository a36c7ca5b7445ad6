import { type MemberYear, REVIEW_TOP_SIZE, type ReviewFilm } from '@cineclub/contract';
import { monthOf } from './year.js';

/** One of the member's comments of the year (a seen mark, a score, or both). */
export interface MarkRow {
  id: number;
  film_id: number;
  fecha: number;
  vista: number;
  voto: number;
}

export interface FilmFacts extends ReviewFilm {
  dura: number | null;
}

export interface YearInput {
  marks: readonly MarkRow[];
  films: ReadonlyMap<number, FilmFacts>;
  directors: readonly { film_id: number; id: number; nom: string }[];
  genres: readonly { film_id: number; code: string; nom: string }[];
  /** The year's month starts (`monthStarts`). */
  starts: readonly number[];
  /** Whether the viewer may see the member's seen marks (their own, or `club_marks`). */
  marksVisible: boolean;
}

interface Watched {
  seen: boolean;
  /** The newest score of the year (by comment id), -1 for none. */
  score: number;
  scoredId: number;
  /** When the film was first seen or scored in the year. */
  first: number;
}

/**
 * A member's year from their comments: a film counts once, as seen (a seen mark) and as
 * scored (its newest score); a comment without either is left out. With the seen marks hidden
 * from the viewer only the scores count, which every member sees anyway.
 */
export function memberYear(input: YearInput): MemberYear {
  const watched = watchedFilms(input.marks, input.marksVisible);
  const scores = [...watched.values()].filter((film) => film.score >= 0).map((film) => film.score);
  const meses = Array<number>(12).fill(0);
  const puntuaciones = Array<number>(11).fill(0);
  for (const film of watched.values()) {
    bump(meses, monthOf(film.first, input.starts));
    if (film.score >= 0) bump(puntuaciones, film.score);
  }
  const runtimes = [...watched.keys()].map((id) => input.films.get(id)?.dura ?? null);
  const minutes = runtimes.reduce<number>((sum, dura) => sum + (dura ?? 0), 0);
  return {
    vistas: input.marksVisible ? [...watched.values()].filter((film) => film.seen).length : null,
    notas: scores.length,
    pelis: watched.size,
    media: scores.length ? oneDecimal(scores.reduce((a, b) => a + b, 0) / scores.length) : null,
    horas: oneDecimal(minutes / 60),
    sinDuracion: runtimes.filter((dura) => !dura).length,
    meses,
    puntuaciones,
    directores: favourites(input.directors, watched, (row) => row.id).map((row) => ({
      id: row.id,
      nom: row.nom,
      pelis: row.pelis,
    })),
    generos: favourites(input.genres, watched, (row) => row.code).map((row) => ({
      code: row.code,
      nom: row.nom,
      pelis: row.pelis,
    })),
    mejores: best(watched, input.films),
  };
}

function watchedFilms(marks: readonly MarkRow[], marksVisible: boolean): Map<number, Watched> {
  const watched = new Map<number, Watched>();
  for (const mark of marks) {
    const seen = marksVisible && mark.vista === 1;
    if (!seen && mark.voto < 0) continue;
    const film = watched.get(mark.film_id) ?? {
      seen: false,
      score: -1,
      scoredId: 0,
      first: mark.fecha,
    };
    film.seen ||= seen;
    film.first = Math.min(film.first, mark.fecha);
    if (mark.voto >= 0 && mark.id > film.scoredId) {
      film.score = mark.voto;
      film.scoredId = mark.id;
    }
    watched.set(mark.film_id, film);
  }
  return watched;
}

/**
 * The people or genres of most watched films; ties go to the higher sum of the member's
 * scores, then by name, so the list is stable.
 */
function favourites<Row extends { film_id: number; nom: string }>(
  rows: readonly Row[],
  watched: ReadonlyMap<number, Watched>,
  keyOf: (row: Row) => number | string,
): (Row & { pelis: number })[] {
  const tally = new Map<number | string, { row: Row; films: Set<number>; points: number }>();
  for (const row of rows) {
    const film = watched.get(row.film_id);
    if (!film) continue;
    const entry = tally.get(keyOf(row)) ?? { row, films: new Set<number>(), points: 0 };
    if (!entry.films.has(row.film_id)) {
      entry.films.add(row.film_id);
      entry.points += Math.max(film.score, 0);
    }
    tally.set(keyOf(row), entry);
  }
  return [...tally.values()]
    .sort(
      (a, b) =>
        b.films.size - a.films.size ||
        b.points - a.points ||
        a.row.nom.localeCompare(b.row.nom, 'es'),
    )
    .slice(0, REVIEW_TOP_SIZE)
    .map((entry) => ({ ...entry.row, pelis: entry.films.size }));
}

/** The member's highest scores of the year, the most recent first among equals. */
function best(watched: ReadonlyMap<number, Watched>, films: ReadonlyMap<number, FilmFacts>) {
  return [...watched.entries()]
    .filter(([, film]) => film.score >= 0)
    .sort(([, a], [, b]) => b.score - a.score || b.scoredId - a.scoredId)
    .slice(0, REVIEW_TOP_SIZE)
    .flatMap(([id, film]) => {
      const facts = films.get(id);
      if (!facts) return [];
      return [
        { peli: { id, nom: facts.nom, anio: facts.anio, poster: facts.poster }, voto: film.score },
      ];
    });
}

function bump(counts: number[], index: number): void {
  counts[index] = (counts[index] ?? 0) + 1;
}

function oneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}
