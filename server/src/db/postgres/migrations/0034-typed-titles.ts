import { type Kysely, sql } from 'kysely';
import { TYPED_TITLE_COLUMNS } from '../../search-reads.js';

/**
 * Each title column indexed as typed, ASCII letters in lower case (`lower()` under the C
 * collation lowers those alone, as SQLite's does), most voted first: a title typed whole is
 * found whatever its votes (`typedTitles`, issue 47).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of TYPED_TITLE_COLUMNS) {
    await sql`CREATE INDEX ${sql.raw(`film_${column}_typed`)}
      ON film (lower(${sql.raw(column)} COLLATE "C"), votos DESC, id DESC)`.execute(db);
  }
}
