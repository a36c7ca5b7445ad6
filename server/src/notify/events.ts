import type { Db } from '../db/connection.js';
import type { Notifier } from './queue.js';
import type { NoticeFilm } from './rules.js';

/** A film as messages list it. */
export async function noticeFilm(db: Db, filmId: number): Promise<NoticeFilm | undefined> {
  return db
    .selectFrom('film')
    .select(['id', 'nom', 'anio', 'poster'])
    .where('id', '=', filmId)
    .executeTakeFirst();
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
  const wanters = await db
    .selectFrom('want')
    .select('user_id')
    .where('film_id', '=', filmId)
    .execute();
  const to = wanters.map((row) => row.user_id).filter((id) => !asked.has(id));
  if (to.length) await notifier.queue(db, { kind: 'quiero', to, payload: { films: [film] } });
}
