import type { Kysely } from 'kysely';
import { identityKey } from '../dialect.js';

/**
 * The history imports each member made (issue 32): when, from where, how many rows and how many
 * films it wrote. They bound how often a member may import (HISTORY_IMPORTS_PER_DAY) and tell an
 * admin what came in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('history_import')
    .addColumn('id', 'integer', identityKey(db))
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('user.id').onDelete('cascade'),
    )
    .addColumn('at', 'bigint', (col) => col.notNull())
    .addColumn('fuente', 'text', (col) => col.notNull())
    .addColumn('filas', 'integer', (col) => col.notNull())
    .addColumn('importadas', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('history_import_user')
    .on('history_import')
    .columns(['user_id', 'at'])
    .execute();
}
