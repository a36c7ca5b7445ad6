import type { Kysely } from 'kysely';
import { foldSqliteSearchLetters } from '../film-tables.js';

/**
 * The search tables written again with ligatures and letters such as 'ø' folded
 * (`foldSqliteSearchLetters`), as PostgreSQL's index has them: 'coeur' finds 'Cœur' and both
 * engines give the same answers (issue 47).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await foldSqliteSearchLetters(db);
}
