import { type Kysely, sql } from 'kysely';

/**
 * The change counter (0012) also watches `film_cast` (0017): a card's cast and photos are
 * cached like the rest of it. (`film_source` is not: it changes only with a watched table.)
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TRIGGER film_cast_changes
    AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON film_cast
    FOR EACH STATEMENT EXECUTE FUNCTION cineclub_bump_changes()`.execute(db);
}
