import { sql } from 'kysely';
import { chunks } from './chunks.js';
import type { Db } from './connection.js';

/** Films per statement: well under either engine's limit of bound parameters. */
const FILMS_PER_STATEMENT = 500;

/**
 * Each member's newest scored comment on each film (`comment as c`): the score their tiles
 * show and the one the club's score counts. Callers narrow it and pick its columns.
 */
export function newestScores(db: Db) {
  return db
    .selectFrom('comment as c')
    .where('c.voto', '>=', 0)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('comment as d')
            .select(sql`1`.as('one'))
            .whereRef('d.film_id', '=', 'c.film_id')
            .whereRef('d.user_id', '=', 'c.user_id')
            .where('d.voto', '>=', 0)
            .where((eb) =>
              eb.or([
                eb('d.fecha', '>', eb.ref('c.fecha')),
                eb.and([eb('d.fecha', '=', eb.ref('c.fecha')), eb('d.id', '>', eb.ref('c.id'))]),
              ]),
            ),
        ),
      ),
    );
}

/**
 * Writes again the club's score (`club_score`, migration 0024) of these films from their
 * comments: each member counts once, with the score of their newest scored comment, and a
 * film nobody rated has no row. Every writer of comments calls it with the films it touched,
 * on the handle it wrote with (a transaction, so the score commits with the comments): the
 * community's comment calls, the demo seed, deleting an account, and a bulk import of
 * histories, once for all its films. Deleting a film needs no call (the row goes with it).
 */
export async function refreshClubScores(db: Db, filmIds: readonly number[]): Promise<void> {
  for (const ids of chunks([...new Set(filmIds)], FILMS_PER_STATEMENT)) {
    await db.deleteFrom('club_score').where('film_id', 'in', ids).execute();
    await db
      .insertInto('club_score')
      .columns(['film_id', 'raters', 'score_sum'])
      .expression(
        newestScores(db)
          .select([
            'c.film_id',
            sql<number>`count(*)`.as('raters'),
            sql<number>`sum(c.voto)`.as('score_sum'),
          ])
          .where('c.film_id', 'in', ids)
          .groupBy('c.film_id'),
      )
      .execute();
  }
}

/** The films a member rated (their scores leave the club's when the account goes). */
export async function filmsRatedBy(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('comment')
    .select('film_id')
    .distinct()
    .where('user_id', '=', userId)
    .where('voto', '>=', 0)
    .execute();
  return rows.map((row) => row.film_id);
}
