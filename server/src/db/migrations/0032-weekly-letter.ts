import type { Kysely } from 'kysely';

/**
 * The weekly letter (issue 44): one row per `DIGEST_AT` slot a server handled, keyed by the
 * slot's time. The row is inserted in the transaction that queues the week's letters, so with
 * several servers, and across restarts, one of them queues each week's letter, once; a week with
 * nothing new keeps its row too (with no letters), so it is not looked at again. Times in ms.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('weekly_letter')
    .addColumn('slot_at', 'bigint', (col) => col.primaryKey())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    /** Films that arrived in the week: 0 means no letter went. */
    .addColumn('arrivals', 'integer', (col) => col.notNull().defaultTo(0))
    /** Outbox rows queued (members and channels). */
    .addColumn('letters', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}
