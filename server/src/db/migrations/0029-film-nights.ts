import type { Kysely } from 'kysely';
import { identityKey } from '../dialect.js';

/**
 * Film nights (issue 48): a night the club proposes, its candidate films, each member's
 * approval vote and answer (comes or not), and each member's calendar feed token (its hash).
 * `closed_at`, `reminded_at` and `asked_at` say which of the deadline's, the day before's and the
 * day after's work is done: a server claims each by a conditional update, so with several app
 * servers each happens once, and a restart picks up whatever is due.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = identityKey(db);
  await db.schema
    .createTable('film_night')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('user.id').onDelete('cascade'),
    )
    .addColumn('titulo', 'text', (col) => col.notNull())
    .addColumn('cuando', 'bigint', (col) => col.notNull())
    .addColumn('lugar', 'text', (col) => col.notNull())
    .addColumn('cierre', 'bigint', (col) => col.notNull())
    /** abierta, cerrada or cancelada. */
    .addColumn('estado', 'text', (col) => col.notNull().defaultTo('abierta'))
    .addColumn('ganadora', 'integer', (col) => col.references('film.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    /** Raised by every change calendars must see (RFC 5545 SEQUENCE). */
    .addColumn('sequence', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('closed_at', 'bigint')
    .addColumn('reminded_at', 'bigint')
    .addColumn('asked_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('film_night_state')
    .on('film_night')
    .columns(['estado', 'cierre'])
    .execute();
  // The club feed reads proposals and winners newest first (community/feed).
  await db.schema
    .createIndex('film_night_created')
    .on('film_night')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('film_night_closed')
    .on('film_night')
    .columns(['closed_at', 'id'])
    .execute();
  await db.schema.createIndex('film_night_when').on('film_night').columns(['cuando']).execute();
  await db.schema
    .createIndex('film_night_user')
    .on('film_night')
    .columns(['user_id', 'estado'])
    .execute();

  await db.schema
    .createTable('film_night_candidate')
    .addColumn('night_id', 'integer', (col) =>
      col.notNull().references('film_night.id').onDelete('cascade'),
    )
    .addColumn('film_id', 'integer', (col) =>
      col.notNull().references('film.id').onDelete('cascade'),
    )
    /** The order the proposer gave: the last tie-break. */
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('film_night_candidate_pk', ['night_id', 'film_id'])
    .execute();

  await db.schema
    .createTable('film_night_vote')
    .addColumn('night_id', 'integer', (col) =>
      col.notNull().references('film_night.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('user.id').onDelete('cascade'),
    )
    .addColumn('film_id', 'integer', (col) =>
      col.notNull().references('film.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('film_night_vote_pk', ['night_id', 'user_id', 'film_id'])
    .execute();

  await db.schema
    .createTable('film_night_attendance')
    .addColumn('night_id', 'integer', (col) =>
      col.notNull().references('film_night.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('user.id').onDelete('cascade'),
    )
    /** si, no or quiza. */
    .addColumn('va', 'text', (col) => col.notNull())
    .addColumn('at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('film_night_attendance_pk', ['night_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('calendar_token')
    .addColumn('user_id', 'integer', (col) =>
      col.primaryKey().references('user.id').onDelete('cascade'),
    )
    /** SHA-256 of the token (hex): a leaked database does not leak the feeds' addresses. */
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    /** Random: the token is HMAC(DATA_DIR/share-key, user and salt), so asking again answers it. */
    .addColumn('salt', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
}
