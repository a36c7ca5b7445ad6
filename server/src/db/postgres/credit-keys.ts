import { type Kysely, sql } from 'kysely';
import { SEARCH_KEY } from './search-schema.js';

/**
 * Each credit with its film's search key and whether the film has files (`film_person.film_key`,
 * `downloadable` 0/1: SQLite's columns of its migration 0009, the same values, so a move or the
 * bench's load copies them as they are), indexed by person in key order with what the people
 * tier reads. The tier then takes the films of the 100 matching people from that index alone,
 * instead of reading each credited film's row for its votes (a common name: about 2,700 films,
 * 12-20 ms). A trigger fills them as a credit is written, and a film's new votes or first file
 * (or last) update its credits.
 */
const credited = (f: string) => `${SEARCH_KEY(f)}, (${f}.file_count > 0)::int`;

const STATEMENTS = [
  'ALTER TABLE film_person ADD COLUMN film_key bigint NOT NULL DEFAULT 0',
  'ALTER TABLE film_person ADD COLUMN downloadable smallint NOT NULL DEFAULT 0',
  `UPDATE film_person fp SET (film_key, downloadable) = (${credited('f')})
    FROM film f WHERE f.id = fp.film_id`,
  'CREATE INDEX film_person_person_key ON film_person (person_id, film_key) INCLUDE (film_id, role)',
  `CREATE INDEX film_person_downloadable_key ON film_person (person_id, film_key)
    INCLUDE (film_id, role) WHERE downloadable = 1`,
  `CREATE FUNCTION cineclub_credit_key() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      SELECT ${credited('f')} INTO NEW.film_key, NEW.downloadable FROM film f
        WHERE f.id = NEW.film_id;
      RETURN NEW;
    END $$`,
  `CREATE TRIGGER film_person_key BEFORE INSERT OR UPDATE OF film_id ON film_person
    FOR EACH ROW EXECUTE FUNCTION cineclub_credit_key()`,
  `CREATE FUNCTION cineclub_film_credit_keys() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE film_person SET (film_key, downloadable) = (SELECT ${credited('NEW')})
        WHERE film_id = NEW.id;
      RETURN NULL;
    END $$`,
  `CREATE TRIGGER film_credit_keys AFTER UPDATE ON film FOR EACH ROW
    WHEN (OLD.votos <> NEW.votos OR (OLD.file_count > 0) <> (NEW.file_count > 0))
    EXECUTE FUNCTION cineclub_film_credit_keys()`,
];

export async function keyPostgresCredits<DB>(db: Kysely<DB>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}
