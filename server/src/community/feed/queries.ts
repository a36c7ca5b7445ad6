import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';

/** What a source is asked after a cursor (paging.ts `boundFor`); null: from the newest. */
export type Bound = { at: number; idMax: number } | null;

const DAY_SECONDS = 86_400;

/** Rows whose (time, id) lies after the bound, in the order of the source's index. */
function after<T extends keyof Database>(time: string, id: string, bound: Bound) {
  return (eb: ExpressionBuilder<Database, T>) =>
    bound
      ? eb.or([
          eb(sql.ref(time), '<', bound.at),
          eb.and([eb(sql.ref(time), '=', bound.at), eb(sql.ref(id), '<=', bound.idMax)]),
        ])
      : eb.lit(true);
}

/** A member's columns as the feed names them. */
const MEMBER = ['user.id as user_id', 'user.name', 'user.email', 'user.picture'] as const;

/**
 * The feed's SQL (issue 32). Every source reads an index in its own order (migration
 * 0025-club-feed) and stops at its limit, so a page costs the same at any depth of a long
 * history. Members who chose to stay out of the feed (`club_feed = 0`) are left out here.
 */
export function createFeedQueries(db: Db) {
  return {
    /** Ratings and comments (not bare seen marks), newest first. */
    async ratings(bound: Bound, limit: number) {
      return db
        .selectFrom('comment')
        .innerJoin('user', 'user.id', 'comment.user_id')
        .innerJoin('film', 'film.id', 'comment.film_id')
        .select([
          'comment.id',
          'comment.fecha',
          'comment.voto',
          'comment.comen',
          ...MEMBER,
          'film.id as film_id',
          'film.nom',
          'film.anio',
          'film.poster',
        ])
        .where('user.club_feed', '=', 1)
        .where((eb) => eb.or([eb('comment.voto', '>=', 0), eb('comment.comen', '<>', '')]))
        .where(after<'comment'>('comment.fecha', 'comment.id', bound))
        .orderBy('comment.fecha', 'desc')
        .orderBy('comment.id', 'desc')
        .limit(limit)
        .execute();
    },

    /** The newest time a film first got a file, at or before `upTo` (before, if not `inclusive`). */
    async latestArrival(upTo: number | null, inclusive: boolean) {
      const row = await db
        .selectFrom('film')
        .select('first_file_at')
        .where('first_file_at', 'is not', null)
        .$if(upTo !== null, (q) => q.where('first_file_at', inclusive ? '<=' : '<', upTo ?? 0))
        .orderBy('first_file_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.first_file_at == null ? null : Number(row.first_file_at);
    },

    /** The newest films that first got a file in [from, to), newest first. */
    async arrivalsIn(from: number, to: number, limit: number) {
      const rows = await db
        .selectFrom('film')
        .select(['id', 'nom', 'anio', 'poster', 'first_file_at'])
        .where('first_file_at', '>=', from)
        .where('first_file_at', '<', to)
        .orderBy('first_file_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ ...row, first_file_at: Number(row.first_file_at) }));
    },

    /** How many films first got a file in [from, to), counting at most `cap`. */
    async countArrivals(from: number, to: number, cap: number) {
      const row = await db
        .selectFrom((eb) =>
          eb
            .selectFrom('film')
            .select('id')
            .where('first_file_at', '>=', from)
            .where('first_file_at', '<', to)
            .limit(cap)
            .as('day'),
        )
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Requests served, one row per film and moment they were served, newest first. */
    async servedRequests(bound: Bound, limit: number) {
      // Grouped on the index alone (state, closed_at, film_id), then joined: grouping by the
      // film's columns too would sort every served request there is.
      const rows = await db
        .selectFrom((eb) =>
          eb
            .selectFrom('film_request')
            .select(['closed_at', 'film_id'])
            .where('state', '=', 'served')
            .where('closed_at', 'is not', null)
            .where(after<'film_request'>('film_request.closed_at', 'film_request.film_id', bound))
            .groupBy(['closed_at', 'film_id'])
            .orderBy('closed_at', 'desc')
            .orderBy('film_id', 'desc')
            .limit(limit)
            .as('served'),
        )
        .innerJoin('film', 'film.id', 'served.film_id')
        .select(['served.closed_at', 'film.id', 'film.nom', 'film.anio', 'film.poster'])
        .orderBy('served.closed_at', 'desc')
        .orderBy('film.id', 'desc')
        .execute();
      return rows.map((row) => ({ ...row, closed_at: Number(row.closed_at) }));
    },

    /** Who asked for these films, among the members who appear in the feed, oldest first. */
    async askers(filmIds: number[]) {
      if (!filmIds.length) return [];
      return db
        .selectFrom('film_request')
        .innerJoin('user', 'user.id', 'film_request.user_id')
        .select(['film_request.film_id', 'film_request.closed_at', ...MEMBER])
        .where('film_request.state', '=', 'served')
        .where('film_request.film_id', 'in', filmIds)
        .where('user.club_feed', '=', 1)
        .orderBy('film_request.id')
        .execute();
    },

    /** Members who joined, newest first. */
    async joins(bound: Bound, limit: number) {
      return db
        .selectFrom('user')
        .select(['created_at', ...MEMBER])
        .where('club_feed', '=', 1)
        .where(after<'user'>('user.created_at', 'user.id', bound))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    /** Film nights proposed (issue 48), newest first; the proposer only if in the feed. */
    async nights(bound: Bound, limit: number) {
      return db
        .selectFrom('film_night')
        .innerJoin('user', 'user.id', 'film_night.user_id')
        .select([
          'film_night.id',
          'film_night.titulo',
          'film_night.cuando',
          'film_night.created_at',
          'user.club_feed',
          ...MEMBER,
        ])
        .where('film_night.estado', '!=', 'cancelada')
        .where(after<'film_night' | 'user'>('film_night.created_at', 'film_night.id', bound))
        .orderBy('film_night.created_at', 'desc')
        .orderBy('film_night.id', 'desc')
        .limit(limit)
        .execute();
    },

    /** Film nights whose deadline chose a film, newest first. */
    async winners(bound: Bound, limit: number) {
      return db
        .selectFrom('film_night')
        .innerJoin('film', 'film.id', 'film_night.ganadora')
        .select([
          'film_night.id',
          'film_night.titulo',
          'film_night.cuando',
          'film_night.closed_at',
          'film.id as film_id',
          'film.nom',
          'film.anio',
          'film.poster',
        ])
        .where('film_night.closed_at', 'is not', null)
        .where(after<'film_night' | 'film'>('film_night.closed_at', 'film_night.id', bound))
        .orderBy('film_night.closed_at', 'desc')
        .orderBy('film_night.id', 'desc')
        .limit(limit)
        .execute();
    },

    /** Per member: the scores and the comments with text they wrote in their first week. */
    async firstWeeks(userIds: number[]) {
      if (!userIds.length) return [];
      return db
        .selectFrom('comment')
        .innerJoin('user', 'user.id', 'comment.user_id')
        .select((eb) => [
          'comment.user_id',
          eb.fn
            .sum<number>(eb.case().when('comment.voto', '>=', 0).then(1).else(0).end())
            .as('notas'),
          eb.fn
            .sum<number>(eb.case().when('comment.comen', '<>', '').then(1).else(0).end())
            .as('comentarios'),
        ])
        .where('comment.user_id', 'in', userIds)
        .whereRef('comment.fecha', '>=', 'user.created_at')
        .where(
          'comment.fecha',
          '<',
          sql<number>`${sql.ref('user.created_at')} + ${7 * DAY_SECONDS}`,
        )
        .groupBy('comment.user_id')
        .execute();
    },
  };
}

export type FeedQueries = ReturnType<typeof createFeedQueries>;
