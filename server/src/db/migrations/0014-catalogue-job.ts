import type { Kysely } from 'kysely';

/**
 * The admin's catalogue jobs (IMDb import, list import, disk scan): the current or last job of
 * each kind, so that with several app servers a kind runs once across them and any server
 * answers its progress. The running server writes its progress and renews its claim
 * (`lease_until`); a job whose server died shows as interrupted once the claim expires.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalogue_job')
    /** imdb, lista or escaneo: one row per kind. */
    .addColumn('kind', 'text', (col) => col.primaryKey())
    /** The job's number, growing across kinds. */
    .addColumn('id', 'integer', (col) => col.notNull())
    /** enMarcha, hecha or fallida. */
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('what', 'text', (col) => col.notNull())
    .addColumn('by_email', 'text', (col) => col.notNull())
    .addColumn('started_at', 'bigint', (col) => col.notNull())
    .addColumn('ended_at', 'bigint')
    /** JSON: the latest event of each step. */
    .addColumn('steps', 'text', (col) => col.notNull())
    /** JSON: the summary lines once done. */
    .addColumn('summary', 'text', (col) => col.notNull())
    .addColumn('error', 'text')
    /** The server process running it (`host/pid/random`). */
    .addColumn('holder', 'text', (col) => col.notNull())
    /** Milliseconds since the epoch. */
    .addColumn('lease_until', 'bigint', (col) => col.notNull())
    .execute();
}
