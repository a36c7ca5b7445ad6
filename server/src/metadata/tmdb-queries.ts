import type { Db } from '../db/connection.js';

export type Outcome = 'filled' | 'missing' | 'failed';
export type Film = { id: number; imdb: number; nom: string; poster: number; backdrop: string };

/** The films a run takes, most voted first; a run with no ids skips what an earlier run finished. */
export async function filmsToFill(db: Db, ids: number[] | undefined): Promise<Film[]> {
  let query = db
    .selectFrom('film')
    .leftJoin('tmdb_done', 'tmdb_done.film_id', 'film.id')
    .select(['film.id', 'film.imdb', 'film.nom', 'film.poster', 'film.backdrop'])
    .where('film.imdb', 'is not', null);
  if (ids) {
    query = query.where('film.id', 'in', ids);
  } else {
    query = query
      .where((eb) => eb.or([eb('film.arg', '=', ''), eb('film.poster', '<=', 0)]))
      .where((eb) =>
        eb.or([eb('tmdb_done.film_id', 'is', null), eb('tmdb_done.outcome', '=', 'failed')]),
      );
  }
  const rows = await query.orderBy('film.votos', 'desc').orderBy('film.id').execute();
  return rows as Film[];
}

/** Keeps a film's outcome: a run with no ids skips what is done (and retries what failed). */
export async function markDone(db: Db, filmId: number, outcome: Outcome, job: number) {
  await db
    .insertInto('tmdb_done')
    .values({ film_id: filmId, outcome, job })
    .onConflict((oc) => oc.column('film_id').doUpdateSet({ outcome, job }))
    .execute();
}
