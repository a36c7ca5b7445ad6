import { sql } from 'kysely';
import { newestScores } from '../db/club-score-queries.js';
import type { Db } from '../db/connection.js';

/** A member's marks on one film, as the club area gathers them (see club-members.ts). */
export interface MemberMarks {
  user_id: number;
  /** Newest comment or seen mark, seconds; null when the member only wants the film. */
  last: number | null;
  vista: number;
  /** Comments with text. */
  coms: number;
  /** Marks that are neither a score nor a text: bare seen marks. */
  bare: number;
}

/** A member as the club area names them, with their privacy choice. */
export interface MemberRow {
  id: number;
  name: string;
  email: string;
  picture: string;
  club_marks: number;
}

/** The club area's reads: who did what with a film, and one member's comments on it. */
export function createClubQueries(db: Db) {
  return {
    /** Per member who wrote on the film: newest date, seen flag, comments with text, bare marks. */
    async marksOn(filmId: number): Promise<MemberMarks[]> {
      return db
        .selectFrom('comment')
        .select([
          'user_id',
          sql<number>`max(fecha)`.as('last'),
          sql<number>`max(vista)`.as('vista'),
          sql<number>`sum(case when comen <> '' then 1 else 0 end)`.as('coms'),
          sql<number>`sum(case when comen = '' and voto < 0 then 1 else 0 end)`.as('bare'),
        ])
        .where('film_id', '=', filmId)
        .groupBy('user_id')
        .execute();
    },

    /** Each member's newest score on the film, as [user, score]. */
    async scoresOn(filmId: number, userId?: number): Promise<[number, number][]> {
      const rows = await newestScores(db)
        .select(['c.user_id', 'c.voto'])
        .where('c.film_id', '=', filmId)
        .$if(userId !== undefined, (qb) => qb.where('c.user_id', '=', userId as number))
        .execute();
      return rows.map((row) => [row.user_id, row.voto]);
    },

    /** Who wants the film, and since when. */
    async wantersOf(filmId: number, userId?: number) {
      return db
        .selectFrom('want')
        .select(['user_id', 'created_at'])
        .where('film_id', '=', filmId)
        .$if(userId !== undefined, (qb) => qb.where('user_id', '=', userId as number))
        .execute();
    },

    async members(ids: number[]): Promise<MemberRow[]> {
      if (!ids.length) return [];
      return db
        .selectFrom('user')
        .select(['id', 'name', 'email', 'picture', 'club_marks'])
        .where('id', 'in', ids)
        .execute();
    },

    /** One member's comments on the film, newest first, at most `limit`. */
    async commentsBy(filmId: number, userId: number, limit: number) {
      return db
        .selectFrom('comment')
        .select(['id', 'fecha', 'vista', 'voto', 'comen'])
        .where('film_id', '=', filmId)
        .where('user_id', '=', userId)
        .orderBy('fecha', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}

export type ClubQueries = ReturnType<typeof createClubQueries>;
