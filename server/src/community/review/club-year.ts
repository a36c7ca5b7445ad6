import { REVIEW_LIST_SIZE } from '@cineclub/contract';
import { monthOf } from './year.js';

/** A score given in the year. */
export interface ScoreRow {
  id: number;
  user_id: number;
  film_id: number;
  voto: number;
  fecha: number;
}

/**
 * The club's scores of a year: each member's newest score of a film counts once. Answers how
 * many and by how many members, how many per month, and the films of best average among those
 * with at least `minimum` scores (ties: more scores, then the lower id), ten at most.
 */
export function clubScores(rows: readonly ScoreRow[], starts: readonly number[], minimum: number) {
  const newest = new Map<string, ScoreRow>();
  for (const row of rows) {
    const key = `${row.user_id}:${row.film_id}`;
    const kept = newest.get(key);
    if (!kept || row.id > kept.id) newest.set(key, row);
  }
  const meses = Array<number>(12).fill(0);
  const films = new Map<number, { sum: number; count: number }>();
  const members = new Set<number>();
  for (const row of newest.values()) {
    const month = monthOf(row.fecha, starts);
    meses[month] = (meses[month] ?? 0) + 1;
    members.add(row.user_id);
    const film = films.get(row.film_id) ?? { sum: 0, count: 0 };
    film.sum += row.voto;
    film.count += 1;
    films.set(row.film_id, film);
  }
  const best = [...films.entries()]
    .filter(([, film]) => film.count >= minimum)
    .map(([film_id, film]) => ({ film_id, media: film.sum / film.count, notas: film.count }))
    .sort((a, b) => b.media - a.media || b.notas - a.notas || a.film_id - b.film_id)
    .slice(0, REVIEW_LIST_SIZE)
    .map((film) => ({ ...film, media: Math.round(film.media * 10) / 10 }));
  return { notas: newest.size, socios: members.size, meses, best };
}

/**
 * The films of the year's film nights (newest night first): how many distinct ones, and each
 * once with the day of its newest night, at most the lists' size.
 */
export function nightFilms(nights: readonly { film_id: number; cuando: number }[]) {
  const newest = new Map<number, number>();
  for (const night of nights)
    if (!newest.has(night.film_id)) newest.set(night.film_id, night.cuando);
  const lista = [...newest.entries()]
    .slice(0, REVIEW_LIST_SIZE)
    .map(([film_id, fecha]) => ({ film_id, fecha }));
  return { pelis: newest.size, lista };
}
