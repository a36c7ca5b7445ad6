import { type Kysely, sql } from 'kysely';

/**
 * PostgreSQL's search structures (migration 0003), built so that a search matches what it
 * matches on SQLite's FTS5 with `unicode61 remove_diacritics 2`:
 *
 * - `cineclub_search_text(text)`: a text as its searchable words, NFC, without accents
 *   (`unaccent`, through an IMMUTABLE wrapper naming its dictionary, so that generated columns
 *   and indexes may use it), lower case, and every run of anything but letters and digits made
 *   one space. Letters, digits and case follow the ICU root collation (`und-x-icu`), so they do
 *   not depend on the locale the database was created with (a C-locale database would
 *   otherwise lower-case ASCII only). The `simple` text search configuration then makes each
 *   word a lexeme as it is: no stemming, no stopwords (ours are `db/search-words.ts`'s).
 * - `cineclub_prefix_query(words, weights)`: the words as a `tsquery` in which every word must
 *   match as a prefix (`'almo':*`), normalised by the same function, restricted to the given
 *   weights (the title columns); null, which matches nothing, when no word is left.
 * - Generated columns on `film` (`search_titles`: the Spanish, original and English titles as
 *   weights A, B and C; `search_synopsis`) and on `person` (`search`), with GIN indexes, kept by
 *   PostgreSQL itself whoever writes.
 */
export const TITLE_WEIGHTS = { nom: 'A', nomo: 'B', nomen: 'C' } as const;

/**
 * A film's search key, ascending = most voted first, then the newest id: SQLite's search key
 * (`db/sqlite/film-tables.ts`), so both engines order ties alike. One expression for the
 * queries (`tier-statements.ts`) and the index that walks it (migration 0013): the planner uses the
 * index only for the same expression.
 */
export const SEARCH_KEY = (film: string) => `-(${film}.votos::bigint * 67108864 + ${film}.id)`;

const searchable = (column: string) => `to_tsvector('simple', cineclub_search_text(${column}))`;

export async function createPostgresSearch(db: Kysely<unknown>): Promise<void> {
  const statements = [
    'CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public',
    `CREATE FUNCTION cineclub_search_text(text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      RETURN lower(regexp_replace(
        public.unaccent('public.unaccent'::regdictionary, normalize($1, NFC)) COLLATE "und-x-icu",
        '[^[:alnum:]]+', ' ', 'g'))`,
    `CREATE FUNCTION cineclub_prefix_query(text, text) RETURNS tsquery
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      RETURN (SELECT string_agg(quote_literal(lexeme) || ':*' || $2, ' & ')::tsquery
        FROM unnest(to_tsvector('simple', cineclub_search_text($1))))`,
    `ALTER TABLE film ADD COLUMN search_titles tsvector GENERATED ALWAYS AS (
      ${Object.entries(TITLE_WEIGHTS)
        .map(([column, weight]) => `setweight(${searchable(column)}, '${weight}')`)
        .join(' || ')}) STORED`,
    `ALTER TABLE film ADD COLUMN search_synopsis tsvector
      GENERATED ALWAYS AS (${searchable('arg')}) STORED`,
    'CREATE INDEX film_search_titles ON film USING gin (search_titles)',
    'CREATE INDEX film_search_synopsis ON film USING gin (search_synopsis)',
    `ALTER TABLE person ADD COLUMN search tsvector GENERATED ALWAYS AS (${searchable('nom')}) STORED`,
    'CREATE INDEX person_search ON person USING gin (search)',
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/**
 * Each credit with its person's name (`film_person.person_nom`, as SQLite's migration 0010 has
 * it): the cards read credits without a lookup in `person`. A trigger fills it as a credit is
 * written, and a renamed person renames their credits.
 */
export async function namePostgresCredits(db: Kysely<unknown>): Promise<void> {
  const statements = [
    "ALTER TABLE film_person ADD COLUMN person_nom text NOT NULL DEFAULT ''",
    `CREATE FUNCTION cineclub_credit_name() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.person_nom := coalesce((SELECT nom FROM person WHERE id = NEW.person_id), '');
        RETURN NEW;
      END $$`,
    `CREATE TRIGGER film_person_name BEFORE INSERT OR UPDATE OF person_id ON film_person
      FOR EACH ROW EXECUTE FUNCTION cineclub_credit_name()`,
    `CREATE FUNCTION cineclub_person_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE film_person SET person_nom = NEW.nom WHERE person_id = NEW.id;
        RETURN NULL;
      END $$`,
    `CREATE TRIGGER person_name_credits AFTER UPDATE OF nom ON person
      FOR EACH ROW WHEN (OLD.nom IS DISTINCT FROM NEW.nom)
      EXECUTE FUNCTION cineclub_person_renamed()`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
