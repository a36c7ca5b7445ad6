import { sql } from 'kysely';
import type { Db } from '../db/connection.js';

/** The film columns an exported row names its film by (Letterboxd matches on imdbID, then title). */
const FILM = [
  'film.id as film_id',
  'film.imdb',
  'film.nom',
  'film.nomo',
  'film.nomen',
  'film.anio',
] as const;

/** Everything of one member's, read for their export (docs/architecture.md, Members). */
export function createExportQueries(db: Db) {
  const filmsOf = (userId: number) =>
    db
      .selectFrom('comment')
      .select('film_id')
      .where('user_id', '=', userId)
      .union(db.selectFrom('want').select('film_id').where('user_id', '=', userId))
      .union(db.selectFrom('film_request').select('film_id').where('user_id', '=', userId));

  return {
    /** How big an export would be: its rows, and the characters of its comments. */
    async size(userId: number) {
      const count = (table: 'comment' | 'want' | 'film_request' | 'download') =>
        db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow();
      const [comments, wants, requests, downloads, text] = await Promise.all([
        count('comment'),
        count('want'),
        count('film_request'),
        count('download'),
        db
          .selectFrom('comment')
          .select(sql<number | null>`sum(length(comen))`.as('chars'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow(),
      ]);
      return {
        rows: [comments, wants, requests, downloads].reduce((sum, row) => sum + Number(row.n), 0),
        chars: Number(text.chars ?? 0),
      };
    },

    async data(userId: number) {
      const [
        user,
        perms,
        identities,
        comments,
        wants,
        requests,
        directors,
        notices,
        messages,
        downloads,
      ] = await Promise.all([
        db
          .selectFrom('user')
          .select(['email', 'name', 'picture', 'created_at', 'club_marks', 'club_feed'])
          .where('id', '=', userId)
          .executeTakeFirstOrThrow(),
        db.selectFrom('user_perm').select('perm').where('user_id', '=', userId).execute(),
        db
          .selectFrom('identity')
          .select(['issuer', 'created_at'])
          .where('user_id', '=', userId)
          .execute(),
        db
          .selectFrom('comment')
          .innerJoin('film', 'film.id', 'comment.film_id')
          .select([
            'comment.id',
            'comment.fecha',
            'comment.vista',
            'comment.voto',
            'comment.comen',
            ...FILM,
          ])
          .where('comment.user_id', '=', userId)
          .orderBy('comment.fecha')
          .orderBy('comment.id')
          .execute(),
        db
          .selectFrom('want')
          .innerJoin('film', 'film.id', 'want.film_id')
          .select(['want.created_at', ...FILM])
          .where('want.user_id', '=', userId)
          .orderBy('want.created_at')
          .orderBy('film.id')
          .execute(),
        db
          .selectFrom('film_request')
          .innerJoin('film', 'film.id', 'film_request.film_id')
          .select([
            'film_request.created_at',
            'film_request.state',
            'film_request.closed_at',
            ...FILM,
          ])
          .where('film_request.user_id', '=', userId)
          .orderBy('film_request.created_at')
          .orderBy('film_request.id')
          .execute(),
        db
          .selectFrom('film_person')
          .select(['film_id', 'person_nom'])
          .where('role', '=', 'd')
          .where('film_id', 'in', filmsOf(userId))
          .orderBy('film_id')
          .orderBy('ord')
          .execute(),
        db
          .selectFrom('notice')
          .select(['fec', 'que'])
          .where('user_id', '=', userId)
          .orderBy('fec')
          .orderBy('id')
          .execute(),
        db
          .selectFrom('contact_message')
          .select(['fecha', 'text'])
          .where('user_id', '=', userId)
          .orderBy('fecha')
          .orderBy('id')
          .execute(),
        db
          .selectFrom('download')
          .innerJoin('file', 'file.id', 'download.file_id')
          .select(['download.created_at', 'download.state', 'file.name', 'file.film_id'])
          .where('download.user_id', '=', userId)
          .orderBy('download.created_at')
          .orderBy('download.id')
          .execute(),
      ]);
      return {
        user,
        perms,
        identities,
        comments,
        wants,
        requests,
        directors,
        notices,
        messages,
        downloads,
      };
    },
  };
}

export type ExportQueries = ReturnType<typeof createExportQueries>;
export type ExportData = Awaited<ReturnType<ExportQueries['data']>>;
