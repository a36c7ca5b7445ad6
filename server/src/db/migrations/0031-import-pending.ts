import type { Kysely } from 'kysely';
import { identityKey } from '../dialect.js';

/**
 * The rows of a member's last history import that wait for the member to choose their film
 * (issue 47). The choices then name a row by its id and a film among its candidates: the row's
 * score, seen mark, review and date are the file's, never the client's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('history_pending')
    .addColumn('id', 'integer', identityKey(db))
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('user.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    /** The merged entry (HistoryEntry) as JSON. */
    .addColumn('entry', 'text', (col) => col.notNull())
    /** The candidate films' ids as a JSON array. */
    .addColumn('candidates', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('history_pending_user')
    .on('history_pending')
    .columns(['user_id'])
    .execute();
}
