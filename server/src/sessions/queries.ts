import { sql } from 'kysely';
import { membersSharing } from '../accounts/privacy-queries.js';
import { searchOf } from '../catalogue/search/catalogue-search.js';
import { type Db, engineOf } from '../db/connection.js';
import type { Database } from '../db/schema.js';
import { TITLE_COLUMNS } from '../db/search-reads.js';

type Attendance = Database['film_night_attendance']['va'];

export interface NightValues {
  titulo: string;
  cuando: number;
  lugar: string;
  cierre: number;
}

/** What names a voter or attendee, and whether they show in the club's lists. */
const MEMBER = ['user.name', 'user.email', 'user.picture', 'user.club_feed'] as const;

/** A film as the proposal form lists it. */
const filmRows = (db: Db) =>
  db
    .selectFrom('film')
    .select(['film.id', 'film.nom', 'film.anio', 'film.poster', 'film.file_count']);

/** How many members want each film, counting only those who show their list (club_marks). */
function wantCounts(db: Db) {
  return db
    .selectFrom('want')
    .select(['want.film_id', sql<number>`count(*)`.as('n')])
    .where('want.user_id', 'in', membersSharing(db, 'club_marks'))
    .groupBy('want.film_id')
    .as('wants');
}

function sessionQueries(db: Db) {
  return {
    async insertNight(userId: number, values: NightValues, films: number[], now: number) {
      return db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('film_night')
          .values({ ...values, user_id: userId, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('film_night_candidate')
          .values(films.map((film_id, position) => ({ night_id: id, film_id, position })))
          .execute();
        return id;
      });
    },

    /** Rewrites a night's fields and candidates; votes for films no longer there go. */
    async updateNight(id: number, values: NightValues, films: number[]) {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('film_night')
          .set({ ...values, sequence: sql`sequence + 1` })
          .where('id', '=', id)
          .execute();
        await trx.deleteFrom('film_night_candidate').where('night_id', '=', id).execute();
        await trx
          .insertInto('film_night_candidate')
          .values(films.map((film_id, position) => ({ night_id: id, film_id, position })))
          .execute();
        await trx
          .deleteFrom('film_night_vote')
          .where('night_id', '=', id)
          .where('film_id', 'not in', films)
          .execute();
      });
    },

    async cancelNight(id: number) {
      await db
        .updateTable('film_night')
        .set({ estado: 'cancelada', sequence: sql`sequence + 1` })
        .where('id', '=', id)
        .execute();
    },

    /** The proposer's nights still to come (not cancelled): the bound on open proposals. */
    async comingNightsOf(userId: number, now: number): Promise<number> {
      const row = await db
        .selectFrom('film_night')
        .select(sql<number>`count(*)`.as('n'))
        .where('user_id', '=', userId)
        .where('estado', '!=', 'cancelada')
        .where('cuando', '>', now)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async filmsIn(ids: number[]) {
      if (!ids.length) return [];
      return db.selectFrom('film').select(['id', 'nom']).where('id', 'in', ids).execute();
    },

    async night(id: number) {
      return db
        .selectFrom('film_night')
        .innerJoin('user', 'user.id', 'film_night.user_id')
        .selectAll('film_night')
        .select(['user.name', 'user.email', 'user.picture'])
        .where('film_night.id', '=', id)
        .executeTakeFirst();
    },

    /** A night's candidates in the proposer's order, with what the tie rules read. */
    async candidates(nightId: number) {
      return db
        .selectFrom('film_night_candidate as c')
        .innerJoin('film', 'film.id', 'c.film_id')
        .leftJoin('club_score', 'club_score.film_id', 'c.film_id')
        .leftJoin(wantCounts(db), 'wants.film_id', 'c.film_id')
        .select([
          'film.id',
          'film.nom',
          'film.anio',
          'film.poster',
          'film.dura',
          'film.file_count',
          'c.position',
          'club_score.raters',
          'club_score.score_sum',
          'wants.n as wanted',
        ])
        .where('c.night_id', '=', nightId)
        .orderBy('c.position')
        .execute();
    },

    async votes(nightId: number) {
      return db
        .selectFrom('film_night_vote as v')
        .innerJoin('user', 'user.id', 'v.user_id')
        .select(['v.user_id', 'v.film_id', ...MEMBER])
        .where('v.night_id', '=', nightId)
        .orderBy('v.user_id')
        .execute();
    },

    async attendance(nightId: number) {
      return db
        .selectFrom('film_night_attendance as a')
        .innerJoin('user', 'user.id', 'a.user_id')
        .select(['a.user_id', 'a.va', ...MEMBER])
        .where('a.night_id', '=', nightId)
        .orderBy('a.at')
        .execute();
    },

    /** A member's vote replaces their last one: one row per film, so counted once. */
    async replaceVote(nightId: number, userId: number, films: number[]) {
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('film_night_vote')
          .where('night_id', '=', nightId)
          .where('user_id', '=', userId)
          .execute();
        if (films.length) {
          await trx
            .insertInto('film_night_vote')
            .values(films.map((film_id) => ({ night_id: nightId, user_id: userId, film_id })))
            .execute();
        }
      });
    },

    async setAttendance(nightId: number, userId: number, va: Attendance, now: number) {
      await db
        .insertInto('film_night_attendance')
        .values({ night_id: nightId, user_id: userId, va, at: now })
        .onConflict((oc) => oc.columns(['night_id', 'user_id']).doUpdateSet({ va, at: now }))
        .execute();
    },

    /** Coming nights soonest first, then the last `pastLimit` others newest first. */
    async list(now: number, userId: number, pastLimit: number) {
      const base = db
        .selectFrom('film_night as n')
        .leftJoin('film', 'film.id', 'n.ganadora')
        .select((eb) => [
          'n.id',
          'n.titulo',
          'n.cuando',
          'n.lugar',
          'n.cierre',
          'n.estado',
          'n.ganadora',
          'film.nom',
          'film.poster',
          eb
            .selectFrom('film_night_candidate')
            .select(sql<number>`count(*)`.as('n'))
            .whereRef('night_id', '=', 'n.id')
            .as('candidatas'),
          eb
            .selectFrom('film_night_attendance')
            .select(sql<number>`count(*)`.as('n'))
            .whereRef('night_id', '=', 'n.id')
            .where('va', '=', 'si')
            .as('vienen'),
          eb
            .selectFrom('film_night_vote')
            .select(sql<number>`count(*)`.as('n'))
            .whereRef('night_id', '=', 'n.id')
            .where('user_id', '=', userId)
            .as('votado'),
        ]);
      const coming = await base
        .where('n.cuando', '>', now)
        .where('n.estado', '!=', 'cancelada')
        .orderBy('n.cuando')
        .orderBy('n.id')
        .limit(100)
        .execute();
      const past = await base
        .where((eb) => eb.or([eb('n.cuando', '<=', now), eb('n.estado', '=', 'cancelada')]))
        .orderBy('n.cuando', 'desc')
        .orderBy('n.id', 'desc')
        .limit(pastLimit)
        .execute();
      return { coming, past };
    },

    /** Films many members want and few have seen: suggestions for a new night. */
    async suggestions(limit: number) {
      return filmRows(db)
        .innerJoin(wantCounts(db), 'wants.film_id', 'film.id')
        .select('wants.n')
        .where(({ eb, selectFrom }) =>
          eb(
            'film.id',
            'not in',
            selectFrom('comment').select('comment.film_id').where('comment.vista', '=', 1),
          ),
        )
        .orderBy(sql`case when film.file_count > 0 then 0 else 1 end`)
        .orderBy('wants.n', 'desc')
        .orderBy('film.id')
        .limit(limit)
        .execute();
    },

    /**
     * Films the catalogue's search finds for the text in their titles (accents folded, typos
     * forgiven, its relevance tiers in order), at most `limit`.
     */
    async search(text: string, limit: number) {
      const search = await searchOf(engineOf(db).search).filmSearch(db, text, TITLE_COLUMNS, {
        onlyDownloadable: false,
        genre: null,
      });
      const ids: number[] = [];
      for (const tier of search?.tiers ?? []) {
        if (ids.length >= limit) break;
        const rows = await db
          .selectFrom(sql<{ film_id: number; key: number }>`${tier.source}`.as('m'))
          .select('m.film_id')
          .$if(ids.length > 0, (qb) => qb.where('m.film_id', 'not in', ids))
          .orderBy('m.key')
          .limit(limit - ids.length)
          .execute();
        ids.push(...rows.map((row) => row.film_id));
      }
      if (!ids.length) return [];
      const films = await filmRows(db)
        .leftJoin(wantCounts(db), 'wants.film_id', 'film.id')
        .select('wants.n')
        .where('film.id', 'in', ids)
        .execute();
      return ids.flatMap((id) => films.filter((film) => film.id === id));
    },

    async dueToClose(now: number) {
      return db
        .selectFrom('film_night')
        .select('id')
        .where('estado', '=', 'abierta')
        .where('cierre', '<=', now)
        .orderBy('cierre')
        .limit(50)
        .execute();
    },

    /**
     * Closes a night with its winner unless another server did: the update that finds it still
     * open is the claim (one row changes for one server), in the same transaction as its notices.
     */
    async claimClose(id: number, winner: number | null, now: number): Promise<boolean> {
      const result = await db
        .updateTable('film_night')
        .set({ estado: 'cerrada', ganadora: winner, closed_at: now, sequence: sql`sequence + 1` })
        .where('id', '=', id)
        .where('estado', '=', 'abierta')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async dueReminders(now: number, day: number) {
      return db
        .selectFrom('film_night')
        .select('id')
        .where('estado', '=', 'cerrada')
        .where('reminded_at', 'is', null)
        .where('cuando', '<=', now + day)
        .where('cuando', '>', now)
        .limit(50)
        .execute();
    },

    async claimReminder(id: number, now: number): Promise<boolean> {
      const result = await db
        .updateTable('film_night')
        .set({ reminded_at: now })
        .where('id', '=', id)
        .where('reminded_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async dueQuestions(now: number, day: number) {
      return db
        .selectFrom('film_night')
        .select('id')
        .where('estado', '=', 'cerrada')
        .where('asked_at', 'is', null)
        .where('cuando', '<=', now - day)
        .limit(50)
        .execute();
    },

    async claimQuestion(id: number, now: number): Promise<boolean> {
      const result = await db
        .updateTable('film_night')
        .set({ asked_at: now })
        .where('id', '=', id)
        .where('asked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Who hears of a night: its voters and those who said they come (or may). */
    async interested(nightId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('film_night_vote')
        .select('user_id')
        .where('night_id', '=', nightId)
        .union(
          db
            .selectFrom('film_night_attendance')
            .select('user_id')
            .where('night_id', '=', nightId)
            .where('va', 'in', ['si', 'quiza']),
        )
        .execute();
      return rows.map((row) => row.user_id);
    },

    async comingTo(nightId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('film_night_attendance')
        .select('user_id')
        .where('night_id', '=', nightId)
        .where('va', '=', 'si')
        .execute();
      return rows.map((row) => row.user_id);
    },

    async addNotice(values: { user_id: number; fec: number; que: string }) {
      await db.insertInto('notice').values(values).execute();
    },

    /** Scores of the winner by the given members (each one's newest), for 'Qué os pareció'. */
    async scoresOf(filmId: number, userIds: number[]) {
      if (!userIds.length) return [];
      return db
        .selectFrom('comment')
        .select(['user_id', 'voto', 'fecha', 'id'])
        .where('film_id', '=', filmId)
        .where('voto', '>=', 0)
        .where('user_id', 'in', userIds)
        .orderBy('fecha', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    async clubScore(filmId: number) {
      return db
        .selectFrom('club_score')
        .select(['raters', 'score_sum'])
        .where('film_id', '=', filmId)
        .executeTakeFirst();
    },

    /** The nights of a member's feed: coming and the last month's, not cancelled ones' past. */
    async feedNights(since: number, only?: number) {
      return db
        .selectFrom('film_night as n')
        .leftJoin('film', 'film.id', 'n.ganadora')
        .select([
          'n.id',
          'n.titulo',
          'n.cuando',
          'n.lugar',
          'n.estado',
          'n.sequence',
          'n.created_at',
          'film.nom',
          'film.dura',
        ])
        .where('n.cuando', '>=', since)
        .$if(only !== undefined, (query) => query.where('n.id', '=', only ?? 0))
        .orderBy('n.cuando')
        .limit(200)
        .execute();
    },

    async calendarToken(userId: number) {
      return db
        .selectFrom('calendar_token')
        .select(['salt'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    async setCalendarToken(userId: number, salt: string, tokenHash: string, now: number) {
      await db
        .insertInto('calendar_token')
        .values({ user_id: userId, salt, token_hash: tokenHash, created_at: now })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({ salt, token_hash: tokenHash, created_at: now }),
        )
        .execute();
    },

    async userOfToken(tokenHash: string) {
      return db
        .selectFrom('calendar_token')
        .select('user_id')
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
    },
  };
}

export function createSessionQueries(db: Db) {
  return {
    ...sessionQueries(db),

    /**
     * Runs `work` in one transaction, with the queries on it and the transaction itself (which
     * the notices' writers get), so that everything it writes commits together.
     */
    inTransaction<T>(work: (within: SessionQueriesOn, trx: Db) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(sessionQueries(trx), trx));
    },
  };
}

/** The queries on one handle, without `inTransaction` (what a transaction's work gets). */
export type SessionQueriesOn = ReturnType<typeof sessionQueries>;

export type SessionQueries = ReturnType<typeof createSessionQueries>;
