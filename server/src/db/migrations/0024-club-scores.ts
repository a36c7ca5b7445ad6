import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.js';

/**
 * The club's score of each film (issue 32): how many members rated it and the sum of their
 * scores, a member counting once with the score of their newest scored comment (the score
 * their tiles show). Only films some member rated have a row. Compact cards (cached per film)
 * and the 'Lo mejor del club' list read it instead of grouping every comment; the writers of
 * comments keep it with `refreshClubScores` (`db/club-score-queries.ts`). Filled here from the
 * comments already written. On PostgreSQL the list caches' change counter watches it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('club_score')
    .addColumn('film_id', 'integer', (col) =>
      col.primaryKey().references('film.id').onDelete('cascade'),
    )
    .addColumn('raters', 'integer', (col) => col.notNull())
    .addColumn('score_sum', 'integer', (col) => col.notNull())
    .execute();
  await sql`INSERT INTO club_score (film_id, raters, score_sum)
    SELECT c.film_id, count(*), sum(c.voto) FROM comment c
    WHERE c.voto >= 0 AND NOT EXISTS (
      SELECT 1 FROM comment d
      WHERE d.film_id = c.film_id AND d.user_id = c.user_id AND d.voto >= 0
        AND (d.fecha > c.fecha OR (d.fecha = c.fecha AND d.id > c.id)))
    GROUP BY c.film_id`.execute(db);
  if (isPostgres(db)) {
    await sql`CREATE TRIGGER club_score_changes
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON club_score
      FOR EACH STATEMENT EXECUTE FUNCTION cineclub_bump_changes()`.execute(db);
  }
}
