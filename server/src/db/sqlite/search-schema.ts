import { type Kysely, sql } from 'kysely';

/**
 * Full-text indexes on SQLite (FTS5, accent- and case-insensitive, with prefix indexes so a
 * short prefix such as 'ma' is one index lookup). Both are contentless: they hold tokens and a
 * rowid only, and triggers keep them in step with the tables whoever writes.
 *
 * The film index's rowid is the film's search key, `votos * 2^26 + id`, so that walking the
 * matches in descending rowid order walks them by votes and a query can stop after one page.
 */
export const FILM_KEY_FACTOR = 67_108_864;

/**
 * The triggers that keep person_fts in step with person; `name` is the new name as the index
 * takes it (from migration 0033, its letters folded: `film-tables.ts`).
 */
export function personTriggers(name = 'new.nom') {
  return [
    sql`CREATE TRIGGER person_fts_insert AFTER INSERT ON person BEGIN
      INSERT INTO person_fts(rowid, nom) VALUES (new.id, ${sql.raw(name)});
    END`,
    sql`CREATE TRIGGER person_fts_delete AFTER DELETE ON person BEGIN
      DELETE FROM person_fts WHERE rowid = old.id;
    END`,
    sql`CREATE TRIGGER person_fts_update AFTER UPDATE OF nom ON person BEGIN
      DELETE FROM person_fts WHERE rowid = old.id;
      INSERT INTO person_fts(rowid, nom) VALUES (new.id, ${sql.raw(name)});
    END`,
  ];
}

export async function createSqliteSearch(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`CREATE VIRTUAL TABLE film_fts USING fts5(nom, nomo, nomen, arg, content='',
      contentless_delete=1, tokenize='unicode61 remove_diacritics 2', prefix='1 2 3')`,
    sql`CREATE VIRTUAL TABLE person_fts USING fts5(nom, content='', contentless_delete=1,
      tokenize='unicode61 remove_diacritics 2', prefix='1 2 3')`,
    sql`CREATE TRIGGER film_fts_insert AFTER INSERT ON film BEGIN
      INSERT INTO film_fts(rowid, nom, nomo, nomen, arg)
      VALUES (new.votos * ${sql.lit(FILM_KEY_FACTOR)} + new.id, new.nom, new.nomo, new.nomen, new.arg);
    END`,
    sql`CREATE TRIGGER film_fts_delete AFTER DELETE ON film BEGIN
      DELETE FROM film_fts WHERE rowid = old.votos * ${sql.lit(FILM_KEY_FACTOR)} + old.id;
    END`,
    sql`CREATE TRIGGER film_fts_update AFTER UPDATE OF nom, nomo, nomen, arg, votos ON film BEGIN
      DELETE FROM film_fts WHERE rowid = old.votos * ${sql.lit(FILM_KEY_FACTOR)} + old.id;
      INSERT INTO film_fts(rowid, nom, nomo, nomen, arg)
      VALUES (new.votos * ${sql.lit(FILM_KEY_FACTOR)} + new.id, new.nom, new.nomo, new.nomen, new.arg);
    END`,
    ...personTriggers(),
    // Rows written before this migration (a catalogue loaded by an earlier version).
    sql`INSERT INTO film_fts(rowid, nom, nomo, nomen, arg)
      SELECT votos * ${sql.lit(FILM_KEY_FACTOR)} + id, nom, nomo, nomen, arg FROM film`,
    sql`INSERT INTO person_fts(rowid, nom) SELECT id, nom FROM person`,
  ];
  for (const statement of statements) await statement.execute(db);
}

/**
 * The search tables as migration 0004 rebuilds them (0003's `createSqliteSearch` stays as it
 * shipped). What changed, and why (see docs/architecture.md, "Search and list performance"):
 *
 * - Prefix indexes for 1 to 6 characters (were 1 to 3). FTS5 answers a longer prefix by merging
 *   the doclists of every term that starts with it, all of them, before the first row comes out;
 *   up to 6 characters (most whole words and names) it is now a single index lookup, walked in
 *   rowid order, so `LIMIT` stops it early. Longer prefixes match few distinct terms.
 * - A hidden `tags` column in `film_fts` holds the filters a search is combined with, as tokens
 *   that no typed text can produce (they start with '_', a token character here, while typed
 *   text is split at anything but letters and digits): `_dl` for a film with files and
 *   `_g<code>` for each genre. `onlyDownloadable` and the genre filter then narrow the match
 *   inside FTS5 (an AND of doclists, which skips ahead), so a page and its capped count need
 *   no film rows.
 */
export const SEARCH_TAGS = {
  downloadable: '_dl',
  genre: (code: string) => `_g${code.toLowerCase()}`,
} as const;

/** A film's search key, in a trigger (`new`, `old`) or in a SELECT from film. */
export const keyOf = (row: 'new' | 'old' | 'film') =>
  `${row}.votos * ${FILM_KEY_FACTOR} + ${row}.id`;
const key = (row: 'new' | 'old' | 'film') => sql.raw(keyOf(row));

/** The tags of a film row (`new` in a film trigger, or `film` in a SELECT from film). */
export const tagsSql = (row: 'new' | 'film') =>
  `(CASE WHEN ${row}.file_count > 0 THEN '${SEARCH_TAGS.downloadable} ' ELSE '' END) ||
    coalesce((SELECT group_concat('_g' || lower(g.code), ' ') FROM film_genre g
      WHERE g.film_id = ${row}.id), '')`;
const tagsOf = (row: 'new' | 'film') => sql.raw(tagsSql(row));

/** Writes the film's index row again from the film table (after its genres changed). */
const refreshFilm = (filmId: 'new.film_id' | 'old.film_id') =>
  sql.raw(`
      DELETE FROM film_fts WHERE rowid = (SELECT ${keyOf('film')} FROM film WHERE film.id = ${filmId});
      INSERT INTO film_fts(rowid, nom, nomo, nomen, arg, tags)
        SELECT ${keyOf('film')}, film.nom, film.nomo, film.nomen, film.arg, ${tagsSql('film')}
        FROM film WHERE film.id = ${filmId};`);

/**
 * Fills the search tables of migration 0004 (one film index with the synopsis) in rowid order:
 * FTS5 appends ascending rowids to its pending terms, and flushes them to a new segment each
 * time a rowid goes down.
 */
export const BACKFILL_0004 = [
  `INSERT INTO film_fts(rowid, nom, nomo, nomen, arg, tags)
    SELECT ${keyOf('film')}, film.nom, film.nomo, film.nomen, film.arg, ${tagsSql('film')}
    FROM film ORDER BY film.votos, film.id`,
  'INSERT INTO person_fts(rowid, nom) SELECT id, nom FROM person ORDER BY id',
];

export const tokenize = sql.lit("unicode61 remove_diacritics 2 tokenchars '_'");
export const prefix = sql.lit('1 2 3 4 5 6');

/** The people's index as migration 0004 makes it (0033 makes it again alike). */
export const PERSON_FTS_TABLE = sql`CREATE VIRTUAL TABLE person_fts USING fts5(nom, content='', contentless_delete=1,
      tokenize=${tokenize}, prefix=${prefix})`;

export async function rebuildSqliteSearch(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`DROP TRIGGER film_fts_insert`,
    sql`DROP TRIGGER film_fts_delete`,
    sql`DROP TRIGGER film_fts_update`,
    sql`DROP TRIGGER person_fts_insert`,
    sql`DROP TRIGGER person_fts_delete`,
    sql`DROP TRIGGER person_fts_update`,
    sql`DROP TABLE film_fts`,
    sql`DROP TABLE person_fts`,
    sql`CREATE VIRTUAL TABLE film_fts USING fts5(nom, nomo, nomen, arg, tags, content='',
      contentless_delete=1, tokenize=${tokenize}, prefix=${prefix})`,
    PERSON_FTS_TABLE,
    sql`CREATE TRIGGER film_fts_insert AFTER INSERT ON film BEGIN
      INSERT INTO film_fts(rowid, nom, nomo, nomen, arg, tags)
      VALUES (${key('new')}, new.nom, new.nomo, new.nomen, new.arg, ${tagsOf('new')});
    END`,
    sql`CREATE TRIGGER film_fts_delete AFTER DELETE ON film BEGIN
      DELETE FROM film_fts WHERE rowid = ${key('old')};
    END`,
    sql`CREATE TRIGGER film_fts_update AFTER UPDATE OF nom, nomo, nomen, arg, votos, file_count
      ON film WHEN old.nom IS NOT new.nom OR old.nomo IS NOT new.nomo OR old.nomen IS NOT new.nomen
        OR old.arg IS NOT new.arg OR old.votos IS NOT new.votos
        OR (old.file_count > 0) IS NOT (new.file_count > 0) BEGIN
      DELETE FROM film_fts WHERE rowid = ${key('old')};
      INSERT INTO film_fts(rowid, nom, nomo, nomen, arg, tags)
      VALUES (${key('new')}, new.nom, new.nomo, new.nomen, new.arg, ${tagsOf('new')});
    END`,
    sql`CREATE TRIGGER film_genre_fts_insert AFTER INSERT ON film_genre BEGIN
      ${refreshFilm('new.film_id')}
    END`,
    sql`CREATE TRIGGER film_genre_fts_update AFTER UPDATE ON film_genre BEGIN
      ${refreshFilm('old.film_id')}
      ${refreshFilm('new.film_id')}
    END`,
    sql`CREATE TRIGGER film_genre_fts_delete AFTER DELETE ON film_genre BEGIN
      ${refreshFilm('old.film_id')}
    END`,
    ...personTriggers(),
    ...BACKFILL_0004.map((statement) => sql.raw(statement)),
  ];
  for (const statement of statements) await statement.execute(db);
}
