import type { Db } from '../db/connection.js';
import { createNotifyQueries } from './queries.js';
import type { Notifier } from './queue.js';
import type { NoticeFilm } from './rules.js';

/** A film as messages list it. */
export async function noticeFilm(db: Db, filmId: number): Promise<NoticeFilm | undefined> {
  return createNotifyQueries(db).noticeFilm(filmId);
}

/**
 * A film got its first file: `llegada` for those who asked for it, `quiero` for those who have it
 * on their 'Quiero verla' list and did not ask (they hear once). On the caller's transaction.
 */
export async function filmArrived(
  notifier: Notifier,
  db: Db,
  filmId: number,
  requesters: number[],
) {
  const film = await noticeFilm(db, filmId);
  if (!film) return;
  if (requesters.length)
    await notifier.queue(db, { kind: 'llegada', to: requesters, payload: { films: [film] } });
  const asked = new Set(requesters);
  const wanters = await createNotifyQueries(db).wantersOf(filmId);
  const to = wanters.filter((id) => !asked.has(id));
  if (to.length) await notifier.queue(db, { kind: 'quiero', to, payload: { films: [film] } });
}
