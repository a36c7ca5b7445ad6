import { type Kysely, sql } from 'kysely';
import { TITLE_COLUMNS } from '../../search-reads.js';
import { typedTitle } from '../search.js';

/**
 * Each title column indexed as typed, ASCII letters in lower case (`typedTitle`), most voted
 * first: a title typed whole is found whatever its votes (`typedTitlesRead`, issue 47).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of TITLE_COLUMNS) {
    await sql`CREATE INDEX ${sql.raw(`film_${column}_typed`)}
      ON film (${sql.raw(typedTitle(column))}, votos DESC, id DESC)`.execute(db);
  }
}
