import { sql } from 'kysely';
import type { Db } from '../db/connection.js';

/** One page of a member's list: film rows newest first, and how many there are. */
export interface FilmRows {
  rows: {
    id: number;
    nom: string;
    anio: number | null;
    poster: number;
    voto: number | null;
    fecha: number;
  }[];
  total: number;
}

export function createMembersQueries(db: Db) {
  /** Each film's newest score of the member (their rating of it, as the tiles show it). */
  const ratings = (userId: number) =>
    db
      .selectFrom('comment')
      .select([
        'film_id',
        'voto',
        'fecha',
        sql<number>`row_number() over (partition by film_id order by fecha desc, id desc)`.as(
          'rank',
        ),
      ])
      .where('user_id', '=', userId)
      .where('voto', '>=', 0)
      .as('scored');

  /** The films the member marked seen, with their newest seen mark's time. */
  const seen = (userId: number) =>
    db
      .selectFrom('comment')
      .select(['film_id', sql<number | null>`null`.as('voto'), sql<number>`max(fecha)`.as('fecha')])
      .where('user_id', '=', userId)
      .where('vista', '=', 1)
      .groupBy('film_id')
      .as('list');

  const wanted = (userId: number) =>
    db
      .selectFrom('want')
      .select(['film_id', sql<number | null>`null`.as('voto'), 'created_at as fecha'])
      .where('user_id', '=', userId)
      .as('list');

  const rated = (userId: number) =>
    db
      .selectFrom(ratings(userId))
      .select(['film_id', sql<number | null>`voto`.as('voto'), 'fecha'])
      .where('rank', '=', 1)
      .as('list');

  /** Each list as one shape (film, score or null, time), so one query pages any of them. */
  const lists: Record<'notas' | 'vistas' | 'quiero', typeof rated> = {
    notas: rated,
    vistas: seen,
    quiero: wanted,
  };

  return {
    privacyOf(userId: number) {
      return db
        .selectFrom('user')
        .select(['club_marks', 'club_feed'])
        .where('id', '=', userId)
        .executeTakeFirst();
    },

    async setPrivacy(userId: number, choices: { club_marks: number; club_feed: number }) {
      await db.updateTable('user').set(choices).where('id', '=', userId).execute();
    },

    async setName(userId: number, name: string) {
      await db.updateTable('user').set({ name }).where('id', '=', userId).execute();
    },

    member(userId: number) {
      return db
        .selectFrom('user')
        .select(['id', 'name', 'email', 'picture', 'created_at', 'club_marks'])
        .where('id', '=', userId)
        .executeTakeFirst();
    },

    /** The member's figures: films rated and their average, comments written, seen, wanted. */
    async figures(userId: number) {
      const [scores, comments, seenCount, wantCount] = await Promise.all([
        db
          .selectFrom(ratings(userId))
          .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('voto').as('sum')])
          .where('rank', '=', 1)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('comment')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .where(sql`trim(comen)`, '!=', '')
          .executeTakeFirstOrThrow(),
        db
          .selectFrom(seen(userId))
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('want')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow(),
      ]);
      return {
        rated: Number(scores.n),
        scoreSum: Number(scores.sum ?? 0),
        comments: Number(comments.n),
        seen: Number(seenCount.n),
        wanted: Number(wantCount.n),
      };
    },

    /** One page of a member's rated, seen or wanted films, newest first. */
    async filmPage(
      userId: number,
      list: 'notas' | 'vistas' | 'quiero',
      page: { desde: number; n: number },
    ): Promise<FilmRows> {
      const source = lists[list](userId);
      const [rows, count] = await Promise.all([
        db
          .selectFrom(source)
          .innerJoin('film', 'film.id', 'list.film_id')
          .select(['film.id', 'film.nom', 'film.anio', 'film.poster', 'voto', 'fecha'] as const)
          .orderBy('fecha', 'desc')
          .orderBy('film.id', 'desc')
          .limit(page.n)
          .offset(page.desde)
          .execute(),
        db
          .selectFrom(source)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return {
        rows: rows.map((row) => ({ ...row, voto: row.voto === null ? null : Number(row.voto) })),
        total: Number(count.n),
      };
    },
  };
}

export type MembersQueries = ReturnType<typeof createMembersQueries>;
