import { REVIEW_LIST_SIZE } from '@cineclub/contract';
import type { Db } from '../../db/connection.js';

/** A time range [from, to) in Unix seconds: one year. */
export interface Range {
  from: number;
  to: number;
}

/** The film columns every list of the review shows. */
const FILM = ['film.id', 'film.nom', 'film.anio', 'film.poster'] as const;

/**
 * The year in review's reads (issue 32). Every one is a range of an index of migration 0026
 * (the member's comments by date, the club's comments, lists and downloads by date), so a
 * year costs what happened in it, not the club's whole history or the catalogue's size.
 */
export function createReviewQueries(db: Db) {
  /** The films the member commented on in the year (a subquery). */
  const memberFilms = (userId: number, range: Range) =>
    db
      .selectFrom('comment')
      .select('comment.film_id')
      .where('comment.user_id', '=', userId)
      .where('comment.fecha', '>=', range.from)
      .where('comment.fecha', '<', range.to);

  return {
    member(userId: number) {
      return db
        .selectFrom('user')
        .select(['id', 'name', 'email', 'club_marks'])
        .where('id', '=', userId)
        .executeTakeFirst();
    },

    /**
     * When the member first commented (seen marks and scores are comments), or null. Without
     * `marksVisible`, a bare seen mark (no score, no text) is hidden and does not count.
     */
    async firstActivity(userId: number, marksVisible: boolean) {
      const row = await db
        .selectFrom('comment')
        .select((eb) => eb.fn.min('fecha').as('first'))
        .where('user_id', '=', userId)
        .$if(!marksVisible, (qb) =>
          qb.where((eb) => eb.or([eb('voto', '>=', 0), eb('comen', '!=', '')])),
        )
        .executeTakeFirst();
      return row?.first == null ? null : Number(row.first);
    },

    /** The member's comments of the year that may count: seen marks and scores. */
    async memberMarks(userId: number, range: Range) {
      const rows = await db
        .selectFrom('comment')
        .innerJoin('film', 'film.id', 'comment.film_id')
        .select(['comment.id', 'comment.film_id', 'comment.fecha', 'comment.vista'])
        .select(['comment.voto', 'film.nom', 'film.anio', 'film.poster', 'film.dura'])
        .where('comment.user_id', '=', userId)
        .where('comment.fecha', '>=', range.from)
        .where('comment.fecha', '<', range.to)
        .where((eb) => eb.or([eb('comment.vista', '=', 1), eb('comment.voto', '>=', 0)]))
        .orderBy('comment.id')
        .execute();
      return rows.map((row) => ({ ...row, fecha: Number(row.fecha) }));
    },

    memberDirectors(userId: number, range: Range) {
      return db
        .selectFrom('film_person')
        .innerJoin('person', 'person.id', 'film_person.person_id')
        .select(['film_person.film_id', 'person.id', 'person.nom'])
        .where('film_person.role', '=', 'd')
        .where('film_person.film_id', 'in', memberFilms(userId, range))
        .execute();
    },

    memberGenres(userId: number, range: Range) {
      return db
        .selectFrom('film_genre')
        .innerJoin('genre', 'genre.code', 'film_genre.code')
        .select(['film_genre.film_id', 'genre.code', 'genre.name as nom'])
        .where('film_genre.film_id', 'in', memberFilms(userId, range))
        .execute();
    },

    /** Every score given in the year (the club's year is counted from them: club-year.ts). */
    async clubScores(range: Range) {
      const rows = await db
        .selectFrom('comment')
        .select(['comment.id', 'comment.user_id', 'comment.film_id', 'comment.voto'])
        .select('comment.fecha')
        .where('comment.fecha', '>=', range.from)
        .where('comment.fecha', '<', range.to)
        .where('comment.voto', '>=', 0)
        .execute();
      return rows.map((row) => ({ ...row, fecha: Number(row.fecha) }));
    },

    /** The title and year of some films (the few a list shows). */
    async films(ids: readonly number[]) {
      if (!ids.length) return [];
      return db
        .selectFrom('film')
        .select(FILM)
        .where('film.id', 'in', [...ids])
        .execute();
    },

    /**
     * The films most put on a list in the year and still there, counting only members who
     * show their list to the club (`club_marks`).
     */
    async mostWanted(range: Range) {
      const rows = await db
        .selectFrom('want')
        .innerJoin('user', 'user.id', 'want.user_id')
        .select((eb) => ['want.film_id', eb.fn.countAll<number | string>().as('socios')])
        .where('user.club_marks', '=', 1)
        .where('want.created_at', '>=', range.from)
        .where('want.created_at', '<', range.to)
        .groupBy('want.film_id')
        .orderBy('socios', 'desc')
        .orderBy('want.film_id')
        .limit(REVIEW_LIST_SIZE)
        .execute();
      return rows.map((row) => ({ film_id: row.film_id, socios: Number(row.socios) }));
    },

    /** The film nights held in the range by `now` with their film chosen, newest first. */
    async nightsHeld(range: Range, now: number) {
      const rows = await db
        .selectFrom('film_night')
        .select(['id', 'ganadora', 'cuando'])
        .where('estado', '=', 'cerrada')
        .where('ganadora', 'is not', null)
        .where('cuando', '>=', range.from)
        .where('cuando', '<', Math.min(range.to, now))
        .orderBy('cuando', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map((row) => ({ film_id: Number(row.ganadora), cuando: Number(row.cuando) }));
    },

    /** The films most downloaded in the year, by how many members (`download_log`). */
    async mostDownloaded(range: Range) {
      const rows = await db
        .selectFrom('download_log')
        .select((eb) => [
          'download_log.film_id',
          eb.fn.count<number | string>('download_log.user_id').distinct().as('socios'),
        ])
        .where('download_log.at', '>=', range.from)
        .where('download_log.at', '<', range.to)
        .groupBy('download_log.film_id')
        .orderBy('socios', 'desc')
        .orderBy('download_log.film_id')
        .limit(REVIEW_LIST_SIZE)
        .execute();
      return rows.map((row) => ({ film_id: row.film_id, socios: Number(row.socios) }));
    },
  };
}

export type ReviewQueries = ReturnType<typeof createReviewQueries>;
