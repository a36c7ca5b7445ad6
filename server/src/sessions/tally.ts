import type { Tally } from './winner.js';

/** A night without a winner, or whose winner has no runtime, lasts two hours. */
export const DEFAULT_MINUTES = 120;

/** When a night ends: its start plus the film's runtime. */
export function nightEnd(start: number, runtimeMinutes: number | null): number {
  return start + (runtimeMinutes && runtimeMinutes > 0 ? runtimeMinutes : DEFAULT_MINUTES) * 60;
}

/** The tie rules' input from a night's candidate rows and vote rows (one row per member and film). */
export function talliesOf(
  candidates: readonly {
    id: number;
    position: number;
    wanted: number | null;
    raters: number | null;
    score_sum: number | null;
  }[],
  votes: readonly { film_id: number }[],
): Tally[] {
  return candidates.map((film) => ({
    filmId: film.id,
    position: film.position,
    votes: votes.filter((vote) => vote.film_id === film.id).length,
    wanted: Number(film.wanted ?? 0),
    clubScore: film.raters ? Number(film.score_sum ?? 0) / film.raters : null,
  }));
}
