import { type Kysely, sql } from 'kysely';

/**
 * The indexes the list calls use, as SQLite has them (its migrations 0003 and 0004): lists by
 * votes and by year, genres, only downloadable films (partial indexes on the predicate the
 * catalogue's queries write as a literal), a person's credits by role and a page's credits.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const downloadable = [sql.ref('file_count'), '>', sql.lit(0)] as const;
  await db.schema.createIndex('film_votes').on('film').columns(['votos', 'id']).execute();
  await db.schema.createIndex('film_year_votes').on('film').columns(['anio', 'votos']).execute();
  await db.schema
    .createIndex('film_genre_code')
    .on('film_genre')
    .columns(['code', 'film_id'])
    .execute();
  await db.schema
    .createIndex('film_downloadable_votes')
    .on('film')
    .columns(['votos', 'id'])
    .where(...downloadable)
    .execute();
  await db.schema
    .createIndex('film_downloadable_year_votes')
    .on('film')
    .columns(['anio', 'votos'])
    .where(...downloadable)
    .execute();
  await db.schema
    .createIndex('film_person_person_role')
    .on('film_person')
    .columns(['person_id', 'role', 'film_id'])
    .execute();
  await db.schema.dropIndex('film_person_person').execute();
  await db.schema
    .createIndex('film_person_credits')
    .on('film_person')
    .columns(['film_id', 'ord'])
    .execute();
}
