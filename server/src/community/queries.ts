import { type Insertable, type Selectable, sql } from 'kysely';
import { commentVisibleTo } from '../accounts/privacy-queries.js';
import { chunks } from '../db/chunks.js';
import { refreshClubScores } from '../db/club-score-queries.js';
import type { Db } from '../db/connection.js';
import type { CommentTable } from '../db/schema.js';

/**
 * A comment with its author's name and address, and whether the author lets the club see their
 * seen marks (`user_marks`, their `club_marks`).
 */
export type CommentRow = Selectable<CommentTable> & {
  user_name: string;
  user_email: string;
  user_marks: number;
};

/** Per film: whether this user saw it, and how many comments others wrote. */
export interface CommentStats {
  film_id: number;
  seen: number;
  others: number;
}

/** A comment's columns with its author's name and address (joined with `user`). */
const COMMENT_COLUMNS = [
  'comment.id',
  'comment.user_id',
  'comment.film_id',
  'comment.fecha',
  'comment.vista',
  'comment.voto',
  'comment.comen',
  'user.name as user_name',
  'user.email as user_email',
  'user.club_marks as user_marks',
] as const;

/** A user id no user has: stands for "nobody" (a visitor) in comparisons. */
const NOBODY = -1;

function communityQueries(db: Db) {
  return {
    async filmState(filmId: number) {
      return db
        .selectFrom('film')
        .select(['id', 'nom', 'file_count'])
        .where('id', '=', filmId)
        .executeTakeFirst();
    },

    async setWant(userId: number, filmId: number, now: number) {
      await db
        .insertInto('want')
        .values({ user_id: userId, film_id: filmId, created_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'film_id']).doNothing())
        .execute();
    },

    async clearWant(userId: number, filmId: number) {
      await db
        .deleteFrom('want')
        .where('user_id', '=', userId)
        .where('film_id', '=', filmId)
        .execute();
    },

    /** Records a request unless the user already has an open one for the film. */
    async addRequest(userId: number, filmId: number, now: number) {
      // On a transaction already when its notification is queued with it (issue 44).
      const atomically = (work: (trx: Db) => Promise<void>) =>
        db.isTransaction ? work(db) : db.transaction().execute(work);
      await atomically(async (trx) => {
        const open = await trx
          .selectFrom('film_request')
          .select('id')
          .where('user_id', '=', userId)
          .where('film_id', '=', filmId)
          .where('state', '=', 'open')
          .executeTakeFirst();
        if (!open) {
          await trx
            .insertInto('film_request')
            .values({ user_id: userId, film_id: filmId, created_at: now })
            .execute();
        }
      });
    },

    /** The films' open requests, oldest first; `filmIds`: a scan's chunk (at most 500). */
    async openRequestsOf(filmIds: number[]) {
      if (!filmIds.length) return [];
      return db
        .selectFrom('film_request')
        .select(['id', 'user_id', 'film_id'])
        .where('film_id', 'in', filmIds)
        .where('state', '=', 'open')
        .orderBy('id')
        .execute();
    },

    /** Like filmState, for a scan's chunk of films (at most 500). */
    async filmStates(filmIds: number[]) {
      if (!filmIds.length) return [];
      return db
        .selectFrom('film')
        .select(['id', 'nom', 'file_count'])
        .where('id', 'in', filmIds)
        .execute();
    },

    /** Open requests, oldest first: the owner answers them in the order they came. */
    async openRequests() {
      return db
        .selectFrom('film_request')
        .innerJoin('film', 'film.id', 'film_request.film_id')
        .innerJoin('user', 'user.id', 'film_request.user_id')
        .select([
          'film_request.id',
          'film_request.created_at',
          'film.id as film_id',
          'film.nom',
          'film.anio',
          'user.email',
          'user.name',
        ])
        .where('film_request.state', '=', 'open')
        .orderBy('film_request.created_at')
        .orderBy('film_request.id')
        .limit(1000)
        .execute();
    },

    filmRequest(requestId: number) {
      return db
        .selectFrom('film_request')
        .select(['id', 'user_id', 'film_id', 'state'])
        .where('id', '=', requestId)
        .executeTakeFirst();
    },

    async closeRequests(requestIds: number[], state: 'served' | 'refused', now: number) {
      for (const part of chunks(requestIds, 1000)) {
        await db
          .updateTable('film_request')
          .set({ state, closed_at: now })
          .where('id', 'in', part)
          .execute();
      }
    },

    async comment(commentId: number) {
      return db.selectFrom('comment').selectAll().where('id', '=', commentId).executeTakeFirst();
    },

    /** The user's newest comment on the film that has no text (a score or seen mark alone). */
    async bareMark(userId: number, filmId: number) {
      return db
        .selectFrom('comment')
        .selectAll()
        .where('user_id', '=', userId)
        .where('film_id', '=', filmId)
        .where('comen', '=', '')
        .orderBy('fecha', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
    },

    /** The user's newest comment on the film, with or without text. */
    async newestComment(userId: number, filmId: number) {
      return db
        .selectFrom('comment')
        .selectAll()
        .where('user_id', '=', userId)
        .where('film_id', '=', filmId)
        .orderBy('fecha', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
    },

    /** Whether the user has a seen mark on the film. */
    async hasSeen(userId: number, filmId: number) {
      const row = await db
        .selectFrom('comment')
        .select('id')
        .where('user_id', '=', userId)
        .where('film_id', '=', filmId)
        .where('vista', '=', 1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Adds a comment unless the user already has `max` on that film (counted and written in one
     * transaction); answers its id, or null when the user is at the bound.
     */
    async insertCommentWithin(values: Insertable<CommentTable>, max: number) {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('comment')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', values.user_id)
          .where('film_id', '=', values.film_id)
          .executeTakeFirstOrThrow();
        if (Number(row.n) >= max) return null;
        const inserted = await trx
          .insertInto('comment')
          .values(values)
          .returning('id')
          .executeTakeFirstOrThrow();
        await refreshClubScores(trx, [values.film_id]);
        return inserted.id;
      });
    },

    /** Edits a comment of that film, and the film's club score with it. */
    async updateComment(
      commentId: number,
      filmId: number,
      values: { fecha: number; vista: number; voto: number; comen: string },
    ) {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('comment').set(values).where('id', '=', commentId).execute();
        await refreshClubScores(trx, [filmId]);
      });
    },

    /** Deletes a comment of that film, and its score from the film's club score. */
    async deleteComment(commentId: number, filmId: number) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('comment').where('id', '=', commentId).execute();
        await refreshClubScores(trx, [filmId]);
      });
    },

    /**
     * The newest comments of the given films, with their author, oldest first: up to `own` of
     * the user's own and `others` of everyone else's per film (a card must stay small however
     * much was written).
     */
    async commentsOf(
      filmIds: number[],
      userId: number,
      limits: { own: number; others: number },
    ): Promise<CommentRow[]> {
      if (!filmIds.length) return [];
      const ranked = db
        .selectFrom('comment')
        .innerJoin('user', 'user.id', 'comment.user_id')
        .select([
          ...COMMENT_COLUMNS,
          sql<number>`row_number() over (partition by comment.film_id, comment.user_id = ${userId}
            order by comment.fecha desc, comment.id desc)`.as('rank'),
        ])
        .where('comment.film_id', 'in', filmIds)
        .where(commentVisibleTo(db, userId))
        .as('ranked');
      return db
        .selectFrom(ranked)
        .select([
          'id',
          'user_id',
          'film_id',
          'fecha',
          'vista',
          'voto',
          'comen',
          'user_name',
          'user_email',
          'user_marks',
        ])
        .where((eb) =>
          eb.or([
            eb.and([eb('user_id', '=', userId), eb('rank', '<=', limits.own)]),
            eb.and([eb('user_id', '!=', userId), eb('rank', '<=', limits.others)]),
          ]),
        )
        .orderBy('fecha')
        .orderBy('id')
        .execute();
    },

    /** Every mark of one user: wanted and open-request films, and their comments' flags. */
    async marksOf(userId: number) {
      const [wanted, requested, comments] = await Promise.all([
        db.selectFrom('want').select('film_id').where('user_id', '=', userId).execute(),
        db
          .selectFrom('film_request')
          .select('film_id')
          .where('user_id', '=', userId)
          .where('state', '=', 'open')
          .execute(),
        db
          .selectFrom('comment')
          .select(['film_id', 'vista', 'voto'])
          .where('user_id', '=', userId)
          .orderBy('fecha')
          .orderBy('id')
          .execute(),
      ]);
      return {
        wanted: wanted.map((row) => row.film_id),
        requested: requested.map((row) => row.film_id),
        comments,
      };
    },

    /** The user's seen mark and others' comment count per film. */
    async commentStats(filmIds: number[], userId: number | null): Promise<CommentStats[]> {
      if (!filmIds.length) return [];
      const me = userId ?? NOBODY;
      return db
        .selectFrom('comment')
        .select([
          'film_id',
          sql<number>`max(case when user_id = ${me} and vista = 1 then 1 else 0 end)`.as('seen'),
          sql<number>`sum(case when user_id = ${me} then 0 else 1 end)`.as('others'),
        ])
        .where('film_id', 'in', filmIds)
        .where(commentVisibleTo(db, userId))
        .groupBy('film_id')
        .execute();
    },

    /** Others' comments on a film, newest first, one page, with how many there are. */
    async othersComments(filmId: number, userId: number, page: { desde: number; n: number }) {
      const others = db
        .selectFrom('comment')
        .where('comment.film_id', '=', filmId)
        .where('comment.user_id', '!=', userId)
        .where(commentVisibleTo(db, userId));
      const [rows, count] = await Promise.all([
        others
          .innerJoin('user', 'user.id', 'comment.user_id')
          .select(COMMENT_COLUMNS)
          .orderBy('comment.fecha', 'desc')
          .orderBy('comment.id', 'desc')
          .limit(page.n)
          .offset(page.desde)
          .execute(),
        others.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    async wantedAmong(userId: number, filmIds: number[]) {
      if (!filmIds.length) return [];
      const rows = await db
        .selectFrom('want')
        .select('film_id')
        .where('user_id', '=', userId)
        .where('film_id', 'in', filmIds)
        .execute();
      return rows.map((row) => row.film_id);
    },

    async requestedAmong(userId: number, filmIds: number[]) {
      if (!filmIds.length) return [];
      const rows = await db
        .selectFrom('film_request')
        .select('film_id')
        .where('user_id', '=', userId)
        .where('state', '=', 'open')
        .where('film_id', 'in', filmIds)
        .execute();
      return rows.map((row) => row.film_id);
    },

    /**
     * Many notices in few statements (a round trip each on PostgreSQL): 3 values a row, so 1,000
     * rows stay far under both engines' limits on bound values (SQLite 32,766, PostgreSQL 65,535).
     */
    async addNotices(rows: { user_id: number | null; fec: number; que: string }[]) {
      for (const part of chunks(rows, 1000)) await db.insertInto('notice').values(part).execute();
    },

    async addNotice(values: { user_id: number | null; fec: number; que: string }) {
      const row = await db
        .insertInto('notice')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Notices for everyone and for this user (or for everyone only), newest first, minus dismissed. */
    async noticesFor(userId: number | null) {
      return db
        .selectFrom('notice')
        .select(['notice.id', 'notice.fec', 'notice.que'])
        .where((eb) =>
          userId === null
            ? eb('notice.user_id', 'is', null)
            : eb.and([
                eb.or([eb('notice.user_id', 'is', null), eb('notice.user_id', '=', userId)]),
                eb.not(
                  eb.exists(
                    eb
                      .selectFrom('notice_dismissal')
                      .select('notice_dismissal.notice_id')
                      .whereRef('notice_dismissal.notice_id', '=', 'notice.id')
                      .where('notice_dismissal.user_id', '=', userId),
                  ),
                ),
              ]),
        )
        .orderBy('notice.fec', 'desc')
        .orderBy('notice.id', 'desc')
        .limit(50)
        .execute();
    },

    async notice(noticeId: number) {
      return db
        .selectFrom('notice')
        .select(['id', 'user_id'])
        .where('id', '=', noticeId)
        .executeTakeFirst();
    },

    async dismissNotice(noticeId: number, userId: number) {
      await db
        .insertInto('notice_dismissal')
        .values({ notice_id: noticeId, user_id: userId })
        .onConflict((oc) => oc.columns(['user_id', 'notice_id']).doNothing())
        .execute();
    },

    async addContactMessage(values: {
      user_id: number | null;
      email: string;
      fecha: number;
      text: string;
    }) {
      await db.insertInto('contact_message').values(values).execute();
    },
  };
}

export function createCommunityQueries(db: Db) {
  return {
    ...communityQueries(db),

    /**
     * Runs `work` in one transaction, with the queries on it and the transaction itself (which
     * the notices' writers get), so that everything it writes commits together.
     */
    inTransaction<T>(work: (within: CommunityQueriesOn, trx: Db) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(communityQueries(trx), trx));
    },
  };
}

/** The queries on one handle, without `inTransaction` (what a transaction's work gets). */
export type CommunityQueriesOn = ReturnType<typeof communityQueries>;

export type CommunityQueries = ReturnType<typeof createCommunityQueries>;
