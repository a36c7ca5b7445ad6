import { type Kysely, sql } from 'kysely';

/**
 * The year in review (issue 32). Download jobs are forgotten a week after they expire, so a
 * year's most-downloaded films need a record of their own: `download_log`, one row per job
 * made (the member who downloaded, or who made the share link; the film; when), written by
 * the downloads area with the job and kept until the film or the member is deleted. The jobs
 * still held are copied into it. The indexes read one year of the club's scores, lists and
 * downloads, and one member's year of comments, as ranges that hold every column those
 * queries read (SQLite answers them from the index alone).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('download_log')
    .addColumn('film_id', 'integer', (col) =>
      col.notNull().references('film.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('user.id').onDelete('cascade'),
    )
    .addColumn('at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('download_log_date')
    .on('download_log')
    .columns(['at', 'film_id', 'user_id'])
    .execute();
  await db.schema.createIndex('download_log_user').on('download_log').column('user_id').execute();
  await sql`
    INSERT INTO download_log (film_id, user_id, at)
    SELECT file.film_id, COALESCE(download.user_id, download_share.user_id), download.created_at
    FROM download
    JOIN file ON file.id = download.file_id
    LEFT JOIN download_share ON download_share.id = download.share_id
    WHERE file.film_id IS NOT NULL
      AND COALESCE(download.user_id, download_share.user_id) IS NOT NULL
  `.execute(db);
  await db.schema
    .createIndex('comment_user_date')
    .on('comment')
    .columns(['user_id', 'fecha'])
    .execute();
  await db.schema
    .createIndex('comment_date')
    .on('comment')
    .columns(['fecha', 'user_id', 'film_id', 'voto'])
    .execute();
  await db.schema
    .createIndex('want_date')
    .on('want')
    .columns(['created_at', 'film_id', 'user_id'])
    .execute();
}
