import type { Db } from '../../db/connection.js';

/** The overview's counts, each one aggregate query. */
export function createOverviewQueries(db: Db) {
  return {
    async openRequests(): Promise<number> {
      const row = await db
        .selectFrom('film_request')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('state', '=', 'open')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async unreadMessages(): Promise<number> {
      const row = await db
        .selectFrom('contact_message')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('read_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Each disk the catalogue has files on: its files, their films and bytes. */
    async filesByDisk() {
      const rows = await db
        .selectFrom('file')
        .select((eb) => [
          'disk',
          eb.fn.countAll<number>().as('files'),
          eb.fn.count<number>('film_id').distinct().as('films'),
          eb.fn.sum<number>('size').as('bytes'),
        ])
        .groupBy('disk')
        .execute();
      return rows.map((row) => ({
        disk: row.disk,
        files: Number(row.files),
        films: Number(row.films),
        bytes: Number(row.bytes ?? 0),
      }));
    },
  };
}

export type OverviewQueries = ReturnType<typeof createOverviewQueries>;
