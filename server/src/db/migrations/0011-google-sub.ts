import type { Kysely } from 'kysely';

/**
 * The Google account (`sub`) that first signed in with each address. Users stay keyed by
 * address, but Google hands the address of a deleted account to a new one: a token for a known
 * address from another account is then refused instead of inheriting the old one's data.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('user').addColumn('google_sub', 'text').execute();
}
