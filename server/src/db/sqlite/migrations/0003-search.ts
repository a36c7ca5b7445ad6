import type { Kysely } from 'kysely';
import { createSqliteSearch } from '../search-schema.js';

/** Search indexes and the columns lists sort by. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createSqliteSearch(db);
  await db.schema.createIndex('film_votes').on('film').columns(['votos', 'id']).execute();
  await db.schema.createIndex('film_year_votes').on('film').columns(['anio', 'votos']).execute();
  await db.schema
    .createIndex('film_genre_code')
    .on('film_genre')
    .columns(['code', 'film_id'])
    .execute();
}
