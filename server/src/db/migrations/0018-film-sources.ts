import type { Kysely } from 'kysely';

/**
 * Real cards from the owner's sidecar files and from TMDB (issue 30):
 *
 * - `film_source`: where each field of a card came from (`owner`, `nfo`, `tmdb`, `imdb`), so
 *   that a fill never overwrites what a stronger source wrote (see server/src/metadata/sources.ts).
 *   No row: written before sources were recorded (IMDb or the demo).
 * - `film.backdrop`, `person.photo`: keys of images in the poster store ('' for none);
 *   `film.trailer`: a YouTube video key ('' for none); `film.tmdb`: the film's TMDB id.
 * - `film_cast`: the cast as the NFO or TMDB gives it (name, character, photo), shown beside
 *   the IMDb credits, whose ids it has not.
 * - `tmdb_done`: the films the TMDB job has finished, so that a killed job resumes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('film_source')
    .addColumn('film_id', 'integer', (col) =>
      col.notNull().references('film.id').onDelete('cascade'),
    )
    .addColumn('field', 'text', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('at', 'bigint', (col) => col.notNull())
    /** For a poster: the content key of the picture placed, so an unchanged one is not redone. */
    .addColumn('ref', 'text', (col) => col.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('film_source_pk', ['film_id', 'field'])
    .execute();

  await db.schema
    .alterTable('film')
    .addColumn('backdrop', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('film')
    .addColumn('trailer', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('film').addColumn('tmdb', 'integer').execute();
  await db.schema
    .alterTable('person')
    .addColumn('photo', 'text', (col) => col.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('film_cast')
    .addColumn('film_id', 'integer', (col) =>
      col.notNull().references('film.id').onDelete('cascade'),
    )
    .addColumn('ord', 'integer', (col) => col.notNull())
    .addColumn('nom', 'text', (col) => col.notNull())
    .addColumn('papel', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('photo', 'text', (col) => col.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('film_cast_pk', ['film_id', 'ord'])
    .execute();

  await db.schema
    .createTable('tmdb_done')
    .addColumn('film_id', 'integer', (col) =>
      col.primaryKey().references('film.id').onDelete('cascade'),
    )
    /** filled, missing (not on TMDB) or failed. */
    .addColumn('outcome', 'text', (col) => col.notNull())
    .addColumn('job', 'integer', (col) => col.notNull())
    .execute();
}
