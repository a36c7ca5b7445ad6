import type { Kysely } from 'kysely';
import { createPostgresSearch, namePostgresCredits } from '../search-schema.js';

/** Search columns and GIN indexes, and each credit with its person's name. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createPostgresSearch(db);
  await namePostgresCredits(db);
}
