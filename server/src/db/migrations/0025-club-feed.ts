import type { Kysely } from 'kysely';

/**
 * The club's activity feed (issue 32) reads each of its sources newest first and stops at a
 * page: ratings and comments by time (`comment_fecha`; a member's first week by member and
 * time, `comment_user_fecha`), films by the time they first got a file
 * (`film_first_file`; a catalogue of a million films has few of them), requests served by when
 * (`film_request_closed`), members by when they joined (`user_created`). Without them each page
 * sorted a whole table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('comment_fecha').on('comment').columns(['fecha', 'id']).execute();
  await db.schema
    .createIndex('comment_user_fecha')
    .on('comment')
    .columns(['user_id', 'fecha'])
    .execute();
  await db.schema
    .createIndex('film_first_file')
    .on('film')
    .columns(['first_file_at', 'id'])
    .where('first_file_at', 'is not', null)
    .execute();
  await db.schema
    .createIndex('film_request_closed')
    .on('film_request')
    .columns(['state', 'closed_at', 'film_id'])
    .execute();
  await db.schema.createIndex('user_created').on('user').columns(['created_at', 'id']).execute();
}
