import type { Db } from '../db/connection.js';
import { createNotifyQueries } from './queries.js';
import type { Notifier, NotifyEvent } from './queue.js';
import type { NoticeFilm } from './rules.js';

/** A film as messages list it. */
export async function noticeFilm(db: Db, filmId: number): Promise<NoticeFilm | undefined> {
  return createNotifyQueries(db).noticeFilm(filmId);
}

/**
 * Films got their first file: for each, `llegada` for those who asked for it, `quiero` for those
 * who have it on their 'Quiero verla' list and did not ask (they hear once). On the caller's
 * transaction; one event per film, all queued together (few statements for a scan's chunk).
 */
export async function filmsArrived(
  notifier: Notifier,
  db: Db,
  arrivals: { filmId: number; requesters: number[] }[],
) {
  const queries = createNotifyQueries(db);
  const ids = arrivals.map((arrival) => arrival.filmId);
  const films = new Map((await queries.noticeFilms(ids)).map((film) => [film.id, film]));
  const wantersOf = new Map<number, number[]>();
  for (const row of await queries.wantersOf(ids)) {
    const users = wantersOf.get(row.film_id);
    if (users) users.push(row.user_id);
    else wantersOf.set(row.film_id, [row.user_id]);
  }
  const events: NotifyEvent[] = [];
  for (const { filmId, requesters } of arrivals) {
    const film = films.get(filmId);
    if (!film) continue;
    const payload = { films: [film] };
    if (requesters.length) events.push({ kind: 'llegada', to: requesters, payload });
    const asked = new Set(requesters);
    const to = (wantersOf.get(filmId) ?? []).filter((id) => !asked.has(id));
    if (to.length) events.push({ kind: 'quiero', to, payload });
  }
  await notifier.queueAll(db, events);
}
