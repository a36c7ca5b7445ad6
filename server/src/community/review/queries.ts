import { REVIEW_LIST_SIZE } from '@cineclub/contract';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';

/** A time range [from, to) in Unix seconds: one year. */
export interface Range {
  from: number;
  to: number;
}

/** The film columns every list of the review shows. */
const FILM = ['film.id', 'film.nom', 'film.anio'] as const;

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

  /** The scored comments of the year, each member's newest per film (ids as a subquery). */
  const newestScores = (range: Range) =>
    db
      .selectFrom('comment')
      .select((eb) => eb.fn.max('comment.id').as('id'))
      .where('comment.fecha', '>=', range.from)
      .where('comment.fecha', '<', range.to)
      .where('comment.voto', '>=', 0)
      .groupBy(['comment.user_id', 'comment.film_id']);

  return {
    member(userId: number) {
      return db
        .selectFrom('user')
        .select(['id', 'name', 'email', 'club_marks'])
        .where('id', '=', userId)
        .executeTakeFirst();
    },

    /** When the member first commented (seen marks and scores are comments), or null. */
    async firstActivity(userId: number) {
      const row = await db
        .selectFrom('comment')
        .select((eb) => eb.fn.min('fecha').as('first'))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.first == null ? null : Number(row.first);
    },

    /** The member's comments of the year that may count: seen marks and scores. */
    async memberMarks(userId: number, range: Range) {
      const rows = await db
        .selectFrom('comment')
        .innerJoin('film', 'film.id', 'comment.film_id')
        .select(['comment.id', 'comment.film_id', 'comment.fecha', 'comment.vista'])
        .select(['comment.voto', 'film.nom', 'film.anio', 'film.dura'])
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

    /** Scores given in the year (each member's newest per film), and by how many members. */
    async clubTotals(range: Range) {
      const row = await db
        .selectFrom('comment')
        .select((eb) => [
          eb.fn.countAll<number | string>().as('notas'),
          eb.fn.count<number | string>('comment.user_id').distinct().as('socios'),
        ])
        .where('comment.id', 'in', newestScores(range))
        .executeTakeFirst();
      return { notas: Number(row?.notas ?? 0), socios: Number(row?.socios ?? 0) };
    },

    /** Those scores per month, given the year's 13 month starts. */
    async clubMonths(starts: readonly number[]) {
      const range = { from: starts[0] ?? 0, to: starts[12] ?? 0 };
      const month = sql<number>`(${sql.join(
        starts
          .slice(1, 12)
          .map((start) => sql`case when comment.fecha >= ${start} then 1 else 0 end`),
        sql` + `,
      )})`;
      const rows = await db
        .selectFrom('comment')
        .select((eb) => [month.as('mes'), eb.fn.countAll<number | string>().as('total')])
        .where('comment.id', 'in', newestScores(range))
        // By its name: PostgreSQL would not take the expression again with other parameters.
        .groupBy(sql.ref('mes'))
        .execute();
      const months = Array<number>(12).fill(0);
      for (const row of rows) months[Number(row.mes)] = Number(row.total);
      return months;
    },

    /** The best average scores of the year among films with at least `minimum` of them. */
    async bestRated(range: Range, minimum: number) {
      const rows = await db
        .selectFrom('comment')
        .innerJoin('film', 'film.id', 'comment.film_id')
        .select(FILM)
        .select((eb) => [
          eb.fn.avg<number | string>('comment.voto').as('media'),
          eb.fn.countAll<number | string>().as('notas'),
        ])
        .where('comment.id', 'in', newestScores(range))
        .groupBy(FILM)
        .having((eb) => eb.fn.countAll(), '>=', minimum)
        .orderBy('media', 'desc')
        .orderBy('notas', 'desc')
        .orderBy('film.id')
        .limit(REVIEW_LIST_SIZE)
        .execute();
      return rows.map(({ media, notas, ...peli }) => ({
        peli,
        media: Math.round(Number(media) * 10) / 10,
        notas: Number(notas),
      }));
    },

    /**
     * The films most put on a list in the year and still there, counting only members who
     * show their list to the club (`club_marks`).
     */
    async mostWanted(range: Range) {
      return byMembers(
        db
          .selectFrom('want')
          .innerJoin('user', 'user.id', 'want.user_id')
          .innerJoin('film', 'film.id', 'want.film_id')
          .where('user.club_marks', '=', 1)
          .where('want.created_at', '>=', range.from)
          .where('want.created_at', '<', range.to)
          .select(FILM)
          .select((eb: ExpressionBuilder<Database, 'want'>) =>
            eb.fn.count<number | string>('want.user_id').as('socios'),
          ),
      );
    },

    /** The films most downloaded in the year, by how many members (`download_log`). */
    async mostDownloaded(range: Range) {
      return byMembers(
        db
          .selectFrom('download_log')
          .innerJoin('film', 'film.id', 'download_log.film_id')
          .where('download_log.at', '>=', range.from)
          .where('download_log.at', '<', range.to)
          .select(FILM)
          .select((eb) =>
            eb.fn.count<number | string>('download_log.user_id').distinct().as('socios'),
          ),
      );
    },
  };
}

/** A film list counted by members: grouped by film, most members first, the first ten. */
async function byMembers<
  Q extends {
    groupBy(columns: typeof FILM): Q;
    orderBy(column: string, direction?: 'asc' | 'desc'): Q;
    limit(limit: number): Q;
    execute(): Promise<{ id: number; nom: string; anio: number | null; socios: number | string }[]>;
  },
>(query: Q) {
  const rows = await query
    .groupBy(FILM)
    .orderBy('socios', 'desc')
    .orderBy('film.id')
    .limit(REVIEW_LIST_SIZE)
    .execute();
  return rows.map(({ socios, ...peli }) => ({ peli, socios: Number(socios) }));
}

export type ReviewQueries = ReturnType<typeof createReviewQueries>;
