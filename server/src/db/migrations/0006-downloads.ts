import type { Kysely } from 'kysely';
import { identityKey } from '../dialect.js';

/**
 * Downloads: share links, the download cache's files and the download jobs. Everything refers to
 * `file` with ON DELETE CASCADE: the disk scan deletes the rows of vanished files, and their
 * jobs, links and cache entries go with them (the engine copes with a job that disappears).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = identityKey(db);
  const fileRef = 'file.id';

  await db.schema
    .createTable('download_share')
    .addColumn('id', 'integer', id)
    /** SHA-256 of the token, as sessions are kept: a database leak gives no usable link. */
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('file_id', 'integer', (col) => col.notNull().references(fileRef).onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('user.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();

  /** One row per file in the cache: staged (`ready`) or being staged (`copied` bytes so far). */
  await db.schema
    .createTable('download_cache')
    .addColumn('file_id', 'integer', (col) =>
      col.primaryKey().references(fileRef).onDelete('cascade'),
    )
    .addColumn('size', 'bigint', (col) => col.notNull())
    /** Bytes of the `.part` file known to be on disk (synced): a resumed copy starts there. */
    .addColumn('copied', 'bigint', (col) => col.notNull())
    .addColumn('ready', 'integer', (col) => col.notNull())
    .addColumn('last_used_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('download')
    .addColumn('id', 'integer', id)
    /** The user who asked, or null for a download made through a share link. */
    .addColumn('user_id', 'integer', (col) => col.references('user.id').onDelete('cascade'))
    .addColumn('share_id', 'integer', (col) =>
      col.references('download_share.id').onDelete('cascade'),
    )
    .addColumn('file_id', 'integer', (col) => col.notNull().references(fileRef).onDelete('cascade'))
    /** queued, copying, paused, ready or failed. */
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('error', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('ready_at', 'bigint')
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('download_state').on('download').columns(['state', 'id']).execute();
  await db.schema.createIndex('download_file').on('download').column('file_id').execute();
  await db.schema.createIndex('download_user').on('download').column('user_id').execute();
  await db.schema
    .createIndex('download_share_file')
    .on('download_share')
    .column('file_id')
    .execute();
  await db.schema
    .createIndex('download_share_user')
    .on('download_share')
    .column('user_id')
    .execute();
  await db.schema.createIndex('download_share_ref').on('download').column('share_id').execute();
}
