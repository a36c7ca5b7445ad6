import type { Db } from './connection.js';

/**
 * The `meta` table: marks of what was done to this database, by key (demo mode's claim on it,
 * the demo catalogue's load, the scheduled IMDb refresh's last day), each with a value such as
 * the time it was set.
 */
export function createMetaQueries(db: Db) {
  async function get(key: string): Promise<string | null> {
    const row = await db
      .selectFrom('meta')
      .select('value')
      .where('key', '=', key)
      .executeTakeFirst();
    return row?.value ?? null;
  }

  return {
    get,

    async has(key: string): Promise<boolean> {
      return (await get(key)) !== null;
    },

    async set(key: string, value: string): Promise<void> {
      await db.insertInto('meta').values({ key, value }).execute();
    },

    /** Removes the key; true when it was there. */
    async remove(key: string): Promise<boolean> {
      const result = await db.deleteFrom('meta').where('key', '=', key).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Sets the key, whether it was there or not. */
    async put(key: string, value: string): Promise<void> {
      await db
        .insertInto('meta')
        .values({ key, value })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
        .execute();
    },

    /** Which of `keys` are there. */
    async present(keys: readonly string[]): Promise<string[]> {
      const rows = await db.selectFrom('meta').select('key').where('key', 'in', keys).execute();
      return rows.map((row) => row.key);
    },

    /**
     * Holds the row of `key` for the rest of the transaction (an UPDATE that changes nothing:
     * PostgreSQL's row lock, SQLite's write lock), only while `absent` is not there; true when
     * it did.
     */
    async holdUnless(key: string, absent: string): Promise<boolean> {
      const held = await db
        .updateTable('meta')
        .set((eb) => ({ value: eb.ref('meta.value') }))
        .where('key', '=', key)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb.selectFrom('meta as other').select('other.key').where('other.key', '=', absent),
            ),
          ),
        )
        .executeTakeFirst();
      return Number(held.numUpdatedRows) > 0;
    },

    /**
     * Sets the key to `value` only if it is missing or holds a smaller value (as text); true
     * when it did. One statement, so of several servers raising it to the same value at once,
     * one gets true.
     */
    async raise(key: string, value: string): Promise<boolean> {
      const row = await db
        .insertInto('meta')
        .values({ key, value })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value }).where('meta.value', '<', value))
        .returning('key')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type MetaQueries = ReturnType<typeof createMetaQueries>;
