import { type Kysely, sql } from 'kysely';
import { SEARCH_KEY } from '../search-schema.js';

/**
 * Search in key order, as SQLite's FTS5 tables walk their rowid (its migrations 0008-0009),
 * measured with `bench/catalogue` at 1,000,000 films:
 *
 * - The search key (`SEARCH_KEY`: votes desc, id desc) indexed with what a title tier reads
 *   (`INCLUDE` id, votes and the titles' tsvector), for every film and for the films with
 *   files: a common prefix ('the', 'ma', 'amor': tens of thousands of matches) is an
 *   index-only walk in key order that stops at the 500th match (0.5-10 ms), instead of reading
 *   and sorting every match from the GIN index (300 ms to 1 s). Without the included columns
 *   each step of the walk fetches its row from the table, ten times the cost, so the walk only
 *   pays for the commonest words and the planner's choice between it and the GIN index went
 *   wrong for mid-frequency ones ('american', 'lun': 300-500 ms).
 * - GIN indexes of the titles and synopses of the films with files only (partial, on the
 *   literal `file_count > 0` the queries write, as SQLite's `film_downloadable_fts`): the web's
 *   default search reads posting lists about 20 times shorter.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const key = sql.raw(`(${SEARCH_KEY('film')})`);
  const downloadable = sql`WHERE file_count > 0`;
  const statements = [
    sql`CREATE INDEX film_search_key ON film (${key}) INCLUDE (id, votos, search_titles)`,
    sql`CREATE INDEX film_downloadable_search_key ON film (${key})
      INCLUDE (id, votos, search_titles) ${downloadable}`,
    sql`CREATE INDEX film_downloadable_search_titles ON film USING gin (search_titles)
      ${downloadable}`,
    sql`CREATE INDEX film_downloadable_search_synopsis ON film USING gin (search_synopsis)
      ${downloadable}`,
  ];
  for (const statement of statements) await statement.execute(db);
}
