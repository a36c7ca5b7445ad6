import type { Kysely } from 'kysely';
import { splitSqliteSearch } from '../film-tables.js';

/**
 * The film search index split into titles and synopsis, each storing columns but not positions,
 * and every search table merged into one segment (`splitSqliteSearch`): searches of several
 * words at an IMDb-sized catalogue (see bench/README.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await splitSqliteSearch(db);
}
