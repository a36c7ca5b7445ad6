import type { Kysely } from 'kysely';
import { identityKey } from '../dialect.js';

/**
 * Web Push (issue 44): one row per browser a member turned notifications on in. The endpoint
 * names the browser, so it is unique: a browser signed into another account moves to it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('push_subscription')
    .addColumn('id', 'integer', identityKey(db))
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('user.id').onDelete('cascade'),
    )
    .addColumn('endpoint', 'text', (col) => col.notNull().unique())
    .addColumn('p256dh', 'text', (col) => col.notNull())
    .addColumn('auth', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('push_subscription_user')
    .on('push_subscription')
    .columns(['user_id', 'created_at'])
    .execute();
}
