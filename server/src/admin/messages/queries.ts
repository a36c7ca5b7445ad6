import type { Db } from '../../db/connection.js';

/** The contact messages' database access. */
export function createMessageQueries(db: Db) {
  return {
    async messagesPage(unreadOnly: boolean, offset: number, limit: number) {
      let query = db.selectFrom('contact_message');
      if (unreadOnly) query = query.where('read_at', 'is', null);
      const [rows, count, unread] = await Promise.all([
        query
          .select(['id', 'fecha', 'email', 'text', 'read_at'])
          .orderBy('id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        db
          .selectFrom('contact_message')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('read_at', 'is', null)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n), unread: Number(unread.n) };
    },

    message(id: number) {
      return db
        .selectFrom('contact_message')
        .select(['id', 'email', 'read_at'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async markMessageRead(id: number, now: number): Promise<void> {
      await db
        .updateTable('contact_message')
        .set({ read_at: now })
        .where('id', '=', id)
        .where('read_at', 'is', null)
        .execute();
    },
  };
}

export type MessageQueries = ReturnType<typeof createMessageQueries>;
