import type { Kysely } from 'kysely';
import { identityKey } from '../dialect.js';

/** Watchlist, requests, comments and seen marks, notices, contact messages. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = identityKey(db);
  const userRef = 'user.id';

  await db.schema
    .createTable('want')
    .addColumn('user_id', 'integer', (col) => col.notNull().references(userRef).onDelete('cascade'))
    .addColumn('film_id', 'integer', (col) =>
      col.notNull().references('film.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('want_pk', ['user_id', 'film_id'])
    .execute();
  await db.schema
    .createIndex('want_user_date')
    .on('want')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('film_request')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (col) => col.notNull().references(userRef).onDelete('cascade'))
    .addColumn('film_id', 'integer', (col) =>
      col.notNull().references('film.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    /** open, served (the film got a file, or an admin marked it) or refused (by an admin). */
    .addColumn('state', 'text', (col) => col.notNull().defaultTo('open'))
    .addColumn('closed_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('film_request_film')
    .on('film_request')
    .columns(['film_id', 'state'])
    .execute();
  await db.schema
    .createIndex('film_request_user')
    .on('film_request')
    .columns(['user_id', 'film_id'])
    .execute();

  await db.schema
    .createTable('comment')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (col) => col.notNull().references(userRef).onDelete('cascade'))
    .addColumn('film_id', 'integer', (col) =>
      col.notNull().references('film.id').onDelete('cascade'),
    )
    .addColumn('fecha', 'bigint', (col) => col.notNull())
    .addColumn('vista', 'integer', (col) => col.notNull())
    .addColumn('voto', 'integer', (col) => col.notNull())
    .addColumn('comen', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('comment_film').on('comment').columns(['film_id', 'fecha']).execute();
  await db.schema.createIndex('comment_user').on('comment').column('user_id').execute();

  await db.schema
    .createTable('notice')
    .addColumn('id', 'integer', id)
    /** null: a notice for everyone (posted by an admin); else the one user it is for. */
    .addColumn('user_id', 'integer', (col) => col.references(userRef).onDelete('cascade'))
    .addColumn('fec', 'bigint', (col) => col.notNull())
    .addColumn('que', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('notice_user').on('notice').columns(['user_id', 'fec']).execute();

  await db.schema
    .createTable('notice_dismissal')
    .addColumn('notice_id', 'integer', (col) =>
      col.notNull().references('notice.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (col) => col.notNull().references(userRef).onDelete('cascade'))
    .addPrimaryKeyConstraint('notice_dismissal_pk', ['user_id', 'notice_id'])
    .execute();

  await db.schema
    .createTable('contact_message')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (col) => col.references(userRef).onDelete('set null'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('fecha', 'bigint', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('read_at', 'bigint')
    .execute();
}
