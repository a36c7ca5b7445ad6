import type { Kysely } from 'kysely';

/**
 * What each member lets the club see (issue 32). Ratings and comments are seen by every member
 * as the spec has it; a member chooses whether the club also sees their seen marks and their
 * watchlist (`club_marks`), and whether they appear in the club's activity feed (`club_feed`).
 * Both are on by default, as the new-user screen says.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('user')
    .addColumn('club_marks', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('user')
    .addColumn('club_feed', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
}
