import type { Kysely } from 'kysely';
import { identityKey } from '../dialect.js';

/**
 * The admin audit: one line per change an admin makes (who, when, which film if any, what).
 * Lines outlive their author and film: the address is copied in, and the references only go
 * null when the user or film is deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit')
    .addColumn('id', 'integer', identityKey(db))
    .addColumn('user_id', 'integer', (col) => col.references('user.id').onDelete('set null'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('at', 'bigint', (col) => col.notNull())
    .addColumn('film_id', 'integer', (col) => col.references('film.id').onDelete('set null'))
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('detail', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('audit_film').on('audit').columns(['film_id', 'id']).execute();
  await db.schema
    .createIndex('contact_message_unread')
    .on('contact_message')
    .columns(['read_at', 'id'])
    .execute();
}
