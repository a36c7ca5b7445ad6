import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';
import { nameSqliteCredits } from '../search/sqlite-film-tables.js';

/**
 * Each credit with its person's name in the credits' index (`nameSqliteCredits`): the cards of
 * films not yet cached without a person lookup per credit (see bench/README.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) throw new Error('PostgreSQL search is not available yet');
  await nameSqliteCredits(db);
}
