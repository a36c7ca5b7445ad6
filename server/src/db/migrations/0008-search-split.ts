import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';
import { splitSqliteSearch } from '../search/sqlite-film-tables.js';

/**
 * The film search index split into titles and synopsis, each storing columns but not positions,
 * and every search table merged into one segment (`splitSqliteSearch`): searches of several
 * words at an IMDb-sized catalogue (see bench/README.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) throw new Error('PostgreSQL search is not available yet');
  await splitSqliteSearch(db);
}
