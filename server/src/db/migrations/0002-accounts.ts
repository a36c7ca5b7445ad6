import type { Kysely } from 'kysely';
import { identityKey } from '../dialect.js';

/**
 * Sessions of signed-in users. Only a SHA-256 hash of the cookie's token is stored, so a leaked
 * database does not hand out live sessions. Deleting a user deletes its sessions (cascade), as
 * every table that holds a user's data must do.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('session')
    .addColumn('id', 'integer', identityKey(db))
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('user.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('last_used_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('session_user').on('session').column('user_id').execute();
  await db.schema.createIndex('session_expires').on('session').column('expires_at').execute();
}
