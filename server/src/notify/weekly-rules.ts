import type { WeeklySlot } from '../config/notify.js';
import { lastSlotAt } from './rules.js';

/**
 * The weekly letter's pure rules (issue 44): which slot is due, the week it covers, and the
 * club's best-rated films of that week. Times in milliseconds, server local time.
 */

/** A server that was down at the slot still sends that week's letter if it starts within this. */
export const CATCH_UP_MS = 24 * 3_600_000;
/** Members' scores of the week a film needs to be among the week's best. */
export const WEEK_MIN_RATINGS = 2;
/** Films in the week's best. */
export const WEEK_BEST_SIZE = 5;
/** Arrivals the letter lists (a first scan of a whole library says 'y N más' instead). */
export const ARRIVALS_SHOWN = 30;
/** Open requests the letter lists. */
export const OPEN_SHOWN = 10;

/** The slot whose letter is due at `now`: the latest one, if it is at most `catchUpMs` old. */
export function dueSlot(slot: WeeklySlot, now: number, catchUpMs = CATCH_UP_MS): number | null {
  const at = lastSlotAt(slot, now);
  return now - at <= catchUpMs ? at : null;
}

/**
 * The week a slot's letter covers, [from, to): from the slot before it to it. Both are the
 * slot's local day and time, so a week that changes the clocks is 167 or 169 hours long.
 */
export function weekOf(slot: WeeklySlot, slotAt: number): { from: number; to: number } {
  return { from: lastSlotAt(slot, slotAt - 1), to: slotAt };
}

/** A member's score of a film, given within the week. */
export interface WeekScore {
  id: number;
  user_id: number;
  film_id: number;
  voto: number;
}

/** A film among the week's best: the mean of its scores of the week, and how many. */
export interface WeekBest {
  film_id: number;
  media: number;
  notas: number;
}

/**
 * The club's best-rated films of the week: each member counts once per film, with the newest
 * score they gave it that week; films with at least `minimum` such scores, by their mean, then
 * by how many, then the older film record first.
 */
export function weekBest(
  scores: readonly WeekScore[],
  minimum = WEEK_MIN_RATINGS,
  size = WEEK_BEST_SIZE,
): WeekBest[] {
  const newest = new Map<string, WeekScore>();
  for (const score of scores) {
    const key = `${score.user_id}:${score.film_id}`;
    const kept = newest.get(key);
    if (score.voto >= 0 && (!kept || score.id > kept.id)) newest.set(key, score);
  }
  const films = new Map<number, { sum: number; count: number }>();
  for (const score of newest.values()) {
    const film = films.get(score.film_id) ?? { sum: 0, count: 0 };
    film.sum += score.voto;
    film.count += 1;
    films.set(score.film_id, film);
  }
  return [...films.entries()]
    .filter(([, film]) => film.count >= minimum)
    .map(([film_id, film]) => ({ film_id, media: film.sum / film.count, notas: film.count }))
    .sort((a, b) => b.media - a.media || b.notas - a.notas || a.film_id - b.film_id)
    .slice(0, size)
    .map((film) => ({ ...film, media: Math.round(film.media * 10) / 10 }));
}
