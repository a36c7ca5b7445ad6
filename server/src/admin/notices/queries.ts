import type { Db } from '../../db/connection.js';

/** The notices section's database access (posting a notice is the community area's). */
export function createNoticeQueries(db: Db) {
  return {
    /** Notices for everyone, newest first, with how many users dismissed each. */
    async publicNotices() {
      const rows = await db
        .selectFrom('notice')
        .select([
          'notice.id',
          'notice.fec',
          'notice.que',
          (eb) =>
            eb
              .selectFrom('notice_dismissal')
              .select((inner) => inner.fn.countAll<number>().as('n'))
              .whereRef('notice_dismissal.notice_id', '=', 'notice.id')
              .as('dismissed'),
        ])
        .where('notice.user_id', 'is', null)
        .orderBy('notice.fec', 'desc')
        .orderBy('notice.id', 'desc')
        .limit(200)
        .execute();
      return rows.map((row) => ({ ...row, dismissed: Number(row.dismissed ?? 0) }));
    },

    async existingFilms(ids: number[]) {
      if (!ids.length) return [];
      return db.selectFrom('film').select(['id', 'nom']).where('id', 'in', ids).execute();
    },

    async deleteNotice(id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('notice')
        .where('id', '=', id)
        .where('user_id', 'is', null)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type NoticeQueries = ReturnType<typeof createNoticeQueries>;
