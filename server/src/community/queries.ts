import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/connection.js';
import type { CommentTable } from '../db/schema.js';

/** A comment with its author's name and address. */
export type CommentRow = Selectable<CommentTable> & { user_name: string; user_email: string };

export function createCommunityQueries(db: Db) {
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
      await db.transaction().execute(async (trx) => {
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

    async openRequestersOf(filmId: number) {
      return db
        .selectFrom('film_request')
        .select(['id', 'user_id'])
        .where('film_id', '=', filmId)
        .where('state', '=', 'open')
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
      if (!requestIds.length) return;
      await db
        .updateTable('film_request')
        .set({ state, closed_at: now })
        .where('id', 'in', requestIds)
        .execute();
    },

    async comment(commentId: number) {
      return db.selectFrom('comment').selectAll().where('id', '=', commentId).executeTakeFirst();
    },

    async insertComment(values: Insertable<CommentTable>) {
      const row = await db
        .insertInto('comment')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async updateComment(
      commentId: number,
      values: { fecha: number; vista: number; voto: number; comen: string },
    ) {
      await db.updateTable('comment').set(values).where('id', '=', commentId).execute();
    },

    async deleteComment(commentId: number) {
      await db.deleteFrom('comment').where('id', '=', commentId).execute();
    },

    /** Every comment of the given films, oldest first, with its author. */
    async commentsOf(filmIds: number[]): Promise<CommentRow[]> {
      if (!filmIds.length) return [];
      return db
        .selectFrom('comment')
        .innerJoin('user', 'user.id', 'comment.user_id')
        .select([
          'comment.id',
          'comment.user_id',
          'comment.film_id',
          'comment.fecha',
          'comment.vista',
          'comment.voto',
          'comment.comen',
          'user.name as user_name',
          'user.email as user_email',
        ])
        .where('comment.film_id', 'in', filmIds)
        .orderBy('comment.fecha')
        .orderBy('comment.id')
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

export type CommunityQueries = ReturnType<typeof createCommunityQueries>;
