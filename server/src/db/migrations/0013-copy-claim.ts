import type { Kysely } from 'kysely';

/**
 * Several app servers on one database (PostgreSQL): the claim of each disk's copy slot, so that
 * one disk never runs two copies whichever server took the job. The holder renews its claim
 * while it copies; a server that dies lets it expire, and another takes the disk and resumes the
 * copy from the shared cache. No foreign key: a claim names what is being copied, and outlives
 * nothing (it is deleted when the copy ends, or taken over once expired).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('copy_claim')
    .addColumn('disk', 'text', (col) => col.primaryKey())
    .addColumn('file_id', 'integer', (col) => col.notNull())
    /** Which engine (server process) copies: `host/pid/random`. */
    .addColumn('holder', 'text', (col) => col.notNull())
    /** Milliseconds since the epoch (the servers' clocks, kept in step by NTP). */
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();
}
