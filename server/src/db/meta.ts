import type { Db } from './connection.js';

/**
 * The `meta` table: marks of what was done to this database, by key (demo mode's claim on it,
 * the demo catalogue's load), each with a value such as the time it was set.
 */
export function createMetaQueries(db: Db) {
  return {
    async has(key: string): Promise<boolean> {
      const row = await db
        .selectFrom('meta')
        .select('value')
        .where('key', '=', key)
        .executeTakeFirst();
      return row !== undefined;
    },

    async set(key: string, value: string): Promise<void> {
      await db.insertInto('meta').values({ key, value }).execute();
    },
  };
}
