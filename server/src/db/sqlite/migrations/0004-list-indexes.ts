import { type Kysely, sql } from 'kysely';
import { rebuildSqliteSearch } from '../search-schema.js';

/**
 * Indexes for the list calls at an IMDb-sized catalogue (checked with EXPLAIN QUERY PLAN at
 * 1,000,000 films, see bench/README.md), and the search tables rebuilt with longer prefix
 * indexes and filter tags (`rebuildSqliteSearch`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await rebuildSqliteSearch(db);
  // Only downloadable films, by votes: walks the ~5% of films with files instead of all.
  await db.schema
    .createIndex('film_downloadable_votes')
    .on('film')
    .columns(['votos', 'id'])
    .where(sql.ref('file_count'), '>', 0)
    .execute();
  // A person's credits by role, with the film: the people tier of a search (films of the
  // matching people in some roles) and a person's list read this index alone, never the
  // credit rows. It starts with the column of `film_person_person`, which it replaces.
  await db.schema
    .createIndex('film_person_person_role')
    .on('film_person')
    .columns(['person_id', 'role', 'film_id'])
    .execute();
  await db.schema.dropIndex('film_person_person').execute();
  // The credits of a page of films in billing order (every card of every list) from the index
  // alone: the primary key (film, role, person) lacks the billing order.
  await db.schema
    .createIndex('film_person_credits')
    .on('film_person')
    .columns(['film_id', 'ord', 'role', 'person_id'])
    .execute();
  // Popular films of some years, only downloadable: a range of this small index, not of all
  // films of those years.
  await db.schema
    .createIndex('film_downloadable_year_votes')
    .on('film')
    .columns(['anio', 'votos'])
    .where(sql.ref('file_count'), '>', 0)
    .execute();
}
