import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';
import { orderSqliteSearch } from '../search/sqlite-film-tables.js';

/**
 * The film search tables keyed so that their forward order is most voted first, and each credit
 * with its film's key (`orderSqliteSearch`): searches of several words and of people's names at
 * an IMDb-sized catalogue (see bench/README.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) throw new Error('PostgreSQL search is not available yet');
  await orderSqliteSearch(db);
}
