import type { Kysely } from 'kysely';
import { nameSqliteCredits } from '../film-tables.js';

/**
 * Each credit with its person's name in the credits' index (`nameSqliteCredits`): the cards of
 * films not yet cached without a person lookup per credit (see bench/README.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await nameSqliteCredits(db);
}
