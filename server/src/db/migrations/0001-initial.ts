import { type Kysely, sql } from 'kysely';
import { identityKey } from '../dialect.js';

/**
 * Written with Kysely's schema builder and portable types only, so the same migration runs on
 * SQLite and PostgreSQL. Auto-generated ids go through `identityKey`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = identityKey(db);
  await db.schema
    .createTable('meta')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('genre')
    .addColumn('code', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('film')
    .addColumn('id', 'integer', id)
    .addColumn('imdb', 'integer', (col) => col.unique())
    .addColumn('nom', 'text', (col) => col.notNull())
    .addColumn('nomo', 'text', (col) => col.notNull())
    .addColumn('nomen', 'text', (col) => col.notNull())
    .addColumn('anio', 'integer')
    .addColumn('dura', 'integer')
    .addColumn('rate', 'real')
    .addColumn('votos', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('arg', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('poster', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('dir', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('added_at', 'bigint', (col) => col.notNull())
    .addColumn('first_file_at', 'bigint')
    .addColumn('listed_at', 'bigint', (col) => col.notNull())
    .addColumn('file_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('torrent_count', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('film_listed').on('film').columns(['listed_at', 'id']).execute();
  await db.schema
    .createIndex('film_downloadable_listed')
    .on('film')
    .columns(['listed_at', 'id'])
    .where(sql.ref('file_count'), '>', 0)
    .execute();

  await db.schema
    .createTable('film_genre')
    .addColumn('film_id', 'integer', (col) =>
      col.notNull().references('film.id').onDelete('cascade'),
    )
    .addColumn('code', 'text', (col) => col.notNull().references('genre.code'))
    .addPrimaryKeyConstraint('film_genre_pk', ['film_id', 'code'])
    .execute();

  await db.schema
    .createTable('person')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('nom', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('film_person')
    .addColumn('film_id', 'integer', (col) =>
      col.notNull().references('film.id').onDelete('cascade'),
    )
    .addColumn('person_id', 'integer', (col) => col.notNull().references('person.id'))
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('ord', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('film_person_pk', ['film_id', 'role', 'person_id'])
    .execute();
  await db.schema.createIndex('film_person_person').on('film_person').column('person_id').execute();

  await db.schema
    .createTable('list_entry')
    .addColumn('list', 'text', (col) => col.notNull())
    .addColumn('film_id', 'integer', (col) =>
      col.notNull().references('film.id').onDelete('cascade'),
    )
    .addColumn('pos', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('list_entry_pk', ['list', 'film_id'])
    .execute();
  await db.schema.createIndex('list_entry_pos').on('list_entry').columns(['list', 'pos']).execute();

  await db.schema
    .createTable('file')
    .addColumn('id', 'integer', id)
    .addColumn('film_id', 'integer', (col) => col.references('film.id').onDelete('set null'))
    .addColumn('disk', 'text', (col) => col.notNull())
    .addColumn('dir', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('size', 'bigint', (col) => col.notNull())
    .addColumn('comment', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('added_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('file_location', ['disk', 'dir', 'name'])
    .execute();
  await db.schema.createIndex('file_film').on('file').column('film_id').execute();

  await db.schema
    .createTable('torrent')
    .addColumn('id', 'integer', id)
    .addColumn('film_id', 'integer', (col) =>
      col.notNull().references('film.id').onDelete('cascade'),
    )
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('disk', 'text', (col) => col.notNull())
    .addColumn('dir', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('added_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('torrent_film').on('torrent').column('film_id').execute();

  await db.schema
    .createTable('user')
    .addColumn('id', 'integer', id)
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('picture', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('user_perm')
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('user.id').onDelete('cascade'),
    )
    .addColumn('perm', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('user_perm_pk', ['user_id', 'perm'])
    .execute();
}
