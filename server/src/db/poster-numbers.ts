import type { Db } from './connection.js';

/**
 * Gives a film a new poster number, one past the highest in use, after `place` has put the
 * picture's files under it; answers the new number and the film's previous one. Run inside the
 * caller's transaction, so that uploads and fills running at once never take the same number.
 */
export async function takeNewPoster(
  trx: Db,
  filmId: number,
  place: (poster: number) => Promise<void>,
): Promise<{ poster: number; previous: number }> {
  const film = await trx
    .selectFrom('film')
    .select('poster')
    .where('id', '=', filmId)
    .executeTakeFirstOrThrow();
  const max = await trx
    .selectFrom('film')
    .select((eb) => eb.fn.max('poster').as('poster'))
    .executeTakeFirst();
  const poster = Number(max?.poster ?? 0) + 1;
  await place(poster);
  await trx.updateTable('film').set({ poster }).where('id', '=', filmId).execute();
  return { poster, previous: film.poster };
}
