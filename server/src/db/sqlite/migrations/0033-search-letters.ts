import type { Kysely } from 'kysely';
import { keepAsideAsMigrated } from '../bulk-search.js';
import { foldSqliteSearchLetters } from '../film-tables.js';

/**
 * The search tables written again with ligatures and letters such as 'ø' folded
 * (`foldSqliteSearchLetters`), as PostgreSQL's index has them: 'coeur' finds 'Cœur' and both
 * engines give the same answers (issue 47). On a database whose search a killed bulk load set
 * aside, what it keeps aside is brought up to date too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await foldSqliteSearchLetters(db);
  await keepAsideAsMigrated(db);
}
