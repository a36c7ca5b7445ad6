import { type Kysely, type RawBuilder, sql } from 'kysely';
import { foldLettersSql } from '../letter-folds.js';
import {
  FILM_KEY_FACTOR,
  PERSON_FTS_TABLE,
  personTriggers,
  prefix,
  tagsSql,
  tokenize,
  keyOf as votesKeyOf,
} from './search-schema.js';

/**
 * The film search tables as migration 0008 splits them and 0009 orders them (see
 * docs/architecture.md, "Search and list performance"):
 *
 * - `film_fts`: the three titles and the tags of every film;
 * - `film_synopsis_fts`: the synopsis and the tags of every film;
 * - `film_downloadable_fts`: titles, synopsis and tags of the films with files only, so that
 *   the web's default search (only downloadable films) walks doclists 20 times shorter.
 *
 * All with the same rowid (the film's key), storing `detail=column` (which column a term is in,
 * not its positions: searches use no phrases), each merged into one segment.
 */
const DOWNLOADABLE = 'film_downloadable_fts';
export const FILM_TABLES = ['film_fts', 'film_synopsis_fts', DOWNLOADABLE] as const;

/** A film's key in SQL, from `new` or `old` in a trigger or from `film` in a SELECT. */
type KeyOf = (row: 'new' | 'old' | 'film') => string;

/**
 * The search key of migration 0009: `-(votos * 2^26 + id)`, so that the most voted films come
 * first in ascending rowid order. FTS5 walks a doclist forwards about twice as fast as
 * backwards: backwards, every page it lands on is decoded whole to step back through it, and an
 * AND of several words lands on a page per candidate (0008 had the same key, positive, walked
 * backwards). The film id is `-key % 2^26`.
 */
export const searchKeyOf: KeyOf = (row) => `-(${votesKeyOf(row)})`;

/** The film id of a search key (a column or expression of one). */
export const filmIdOfKey = (key: string) => `(-(${key}) % ${FILM_KEY_FACTOR})`;

/**
 * Statements that create the film tables and the triggers keeping them in step with `film` and
 * `film_genre`, with the given key, and the statements that fill them from the film table in
 * ascending key order (FTS5 appends ascending rowids to its pending terms and flushes them to a
 * new segment each time a rowid goes down), `order` being that order in film columns. `text`
 * writes a text column as the index takes it (from migration 0033, its letters folded).
 */
function filmSearchTables(keyOf: KeyOf, order: string, text = (column: string) => column) {
  /**
   * The statements writing a film's index rows, from `new` in a trigger or from `film` in a
   * SELECT (`from` then names the table and `where` the films). Only films with files get a
   * row in the downloadable index.
   */
  const inserts = (row: 'new' | 'film', from = '', where = '') => {
    const downloadable = `${row}.file_count > 0`;
    const [nom, nomo, nomen, arg] = ['nom', 'nomo', 'nomen', 'arg'].map((c) => text(`${row}.${c}`));
    return [
      `INSERT INTO film_fts(rowid, nom, nomo, nomen, tags)
        SELECT ${keyOf(row)}, ${nom}, ${nomo}, ${nomen}, ${tagsSql(row)}${from}${where}`,
      `INSERT INTO film_synopsis_fts(rowid, arg, tags)
        SELECT ${keyOf(row)}, ${arg}, ${tagsSql(row)}${from}${where}`,
      `INSERT INTO ${DOWNLOADABLE}(rowid, nom, nomo, nomen, arg, tags)
        SELECT ${keyOf(row)}, ${nom}, ${nomo}, ${nomen}, ${arg}, ${tagsSql(row)}${from}
        ${where ? `${where} AND ${downloadable}` : `WHERE ${downloadable}`}`,
    ];
  };
  /** Removes a film's index rows; `downloadable` tells whether it has one in that index. */
  const deletes = (key: string, downloadable: string) => [
    `DELETE FROM film_fts WHERE rowid = ${key}`,
    `DELETE FROM film_synopsis_fts WHERE rowid = ${key}`,
    `DELETE FROM ${DOWNLOADABLE} WHERE rowid = ${key} AND ${downloadable}`,
  ];
  /** Writes a film's index rows again from the film table (after its genres changed). */
  const refresh = (filmId: 'new.film_id' | 'old.film_id') => [
    ...deletes(
      `(SELECT ${keyOf('film')} FROM film WHERE film.id = ${filmId})`,
      `(SELECT film.file_count > 0 FROM film WHERE film.id = ${filmId})`,
    ),
    ...inserts('film', ' FROM film', ` WHERE film.id = ${filmId}`),
  ];
  const options = sql`content='', contentless_delete=1, tokenize=${tokenize}, prefix=${prefix},
    detail=column`;
  const create = [
    sql`CREATE VIRTUAL TABLE film_fts USING fts5(nom, nomo, nomen, tags, ${options})`,
    sql`CREATE VIRTUAL TABLE film_synopsis_fts USING fts5(arg, tags, ${options})`,
    sql`CREATE VIRTUAL TABLE ${sql.raw(DOWNLOADABLE)} USING fts5(nom, nomo, nomen, arg, tags,
      ${options})`,
    sql`CREATE TRIGGER film_fts_insert AFTER INSERT ON film BEGIN
      ${body(inserts('new'))}
    END`,
    sql`CREATE TRIGGER film_fts_delete AFTER DELETE ON film BEGIN
      ${body(deletes(keyOf('old'), 'old.file_count > 0'))}
    END`,
    sql`CREATE TRIGGER film_fts_update AFTER UPDATE OF nom, nomo, nomen, arg, votos, file_count
      ON film WHEN old.nom IS NOT new.nom OR old.nomo IS NOT new.nomo OR old.nomen IS NOT new.nomen
        OR old.arg IS NOT new.arg OR old.votos IS NOT new.votos
        OR (old.file_count > 0) IS NOT (new.file_count > 0) BEGIN
      ${body([...deletes(keyOf('old'), 'old.file_count > 0'), ...inserts('new')])}
    END`,
    sql`CREATE TRIGGER film_genre_fts_insert AFTER INSERT ON film_genre BEGIN
      ${body(refresh('new.film_id'))}
    END`,
    sql`CREATE TRIGGER film_genre_fts_update AFTER UPDATE ON film_genre BEGIN
      ${body([...refresh('old.film_id'), ...refresh('new.film_id')])}
    END`,
    sql`CREATE TRIGGER film_genre_fts_delete AFTER DELETE ON film_genre BEGIN
      ${body(refresh('old.film_id'))}
    END`,
  ];
  const backfill = inserts('film', ' FROM film').map(
    (statement) => `${statement} ORDER BY ${order}`,
  );
  /** The films with an id between two bound parameters: their rows removed, then written. */
  const range = ' WHERE film.id BETWEEN ? AND ?';
  const fillRange = [
    ...FILM_TABLES.map(
      (table) => `DELETE FROM ${table} WHERE rowid IN (SELECT ${keyOf('film')} FROM film${range})`,
    ),
    ...inserts('film', ' FROM film', range).map((statement) => `${statement} ORDER BY ${order}`),
  ];
  return { create, backfill, fillRange };
}

/** A trigger body of statements. */
const body = (statements: string[]) =>
  sql.raw(statements.map((statement) => `${statement};`).join('\n'));

/** The triggers that keep the film tables, as 0004 and `filmSearchTables` made them. */
const FILM_TRIGGERS = ['film_fts', 'film_genre_fts'].flatMap((prefix) =>
  ['insert', 'delete', 'update'].map((event) => `${prefix}_${event}`),
);
const DROP_FILM_TRIGGERS = FILM_TRIGGERS.map((name) => `DROP TRIGGER ${name}`);

/**
 * What migration 0009 adds to `film_person`: each credit's film key and whether the film has
 * files, kept by triggers, and indexed by person in key order. A film search then follows the
 * matching people to their films' keys within the index, most voted first, instead of reading
 * every one of their films' rows to sort them by votes (a common name: about 2,500 films).
 */
const CREDIT_KEYS = `(SELECT ${searchKeyOf('film')}, film.file_count > 0 FROM film
  WHERE film.id = film_person.film_id)`;
/** Fills the credit keys of every credit (after loading credits with the triggers aside). */
export const CREDIT_KEYS_BACKFILL = `UPDATE film_person SET (film_key, downloadable) = ${CREDIT_KEYS}`;
const CREDIT_KEY_STATEMENTS = [
  'ALTER TABLE film_person ADD COLUMN film_key INTEGER NOT NULL DEFAULT 0',
  'ALTER TABLE film_person ADD COLUMN downloadable INTEGER NOT NULL DEFAULT 0',
  CREDIT_KEYS_BACKFILL,
  'CREATE INDEX film_person_person_key ON film_person (person_id, film_key, role)',
  `CREATE INDEX film_person_downloadable_key ON film_person (person_id, film_key, role)
    WHERE downloadable = 1`,
  `CREATE TRIGGER film_person_key_insert AFTER INSERT ON film_person BEGIN
    UPDATE film_person SET (film_key, downloadable) = ${CREDIT_KEYS}
    WHERE film_id = new.film_id AND role = new.role AND person_id = new.person_id;
  END`,
  `CREATE TRIGGER film_person_key_film AFTER UPDATE OF votos, file_count ON film
    WHEN old.votos IS NOT new.votos OR (old.file_count > 0) IS NOT (new.file_count > 0) BEGIN
    UPDATE film_person SET film_key = ${searchKeyOf('new')}, downloadable = new.file_count > 0
    WHERE film_id = new.id;
  END`,
];

/** A credit's person's name, in an UPDATE of `film_person`. */
const CREDIT_NAME = '(SELECT person.nom FROM person WHERE person.id = film_person.person_id)';
/** Fills the person's name of every credit (after loading credits with the triggers aside). */
export const CREDIT_NAMES_BACKFILL = `UPDATE film_person SET person_nom = ${CREDIT_NAME}`;
/** Both at once: each credit row rewritten once (a bulk load of millions of credits). */
export const CREDIT_DERIVED_BACKFILL = `UPDATE film_person
  SET (film_key, downloadable) = ${CREDIT_KEYS}, person_nom = ${CREDIT_NAME}`;

const VOTES_ORDER = 'film.votos, film.id';
const SEARCH_ORDER = 'film.votos DESC, film.id DESC';
/** The film tables as migration 0009 made them. */
const ordered = filmSearchTables(searchKeyOf, SEARCH_ORDER);
/** The film tables as the latest migration makes them: 0009's, with letters folded (0033). */
const latest = filmSearchTables(searchKeyOf, SEARCH_ORDER, foldLettersSql);

/**
 * The people's index as the latest migration makes it (0033): 0004's, the names' letters
 * folded (`letter-folds.ts`).
 */
const personName = (row: 'new' | 'person') => foldLettersSql(`${row}.nom`);
const PERSON_SEARCH = {
  create: [PERSON_FTS_TABLE, ...personTriggers(personName('new'))],
  fill: (where = '') =>
    `INSERT INTO person_fts(rowid, nom) SELECT id, ${personName('person')} FROM person${where} ORDER BY id`,
  triggers: ['insert', 'delete', 'update'].map((event) => `person_fts_${event}`),
};

/**
 * Fills the search tables (as of the latest migration) from the film and person tables, in
 * rowid order. Bulk loaders (the benchmark) use it, then `SEARCH_OPTIMIZE`, after loading with
 * the triggers set aside (and `CREDIT_KEYS_BACKFILL` and `CREDIT_NAMES_BACKFILL` for the credits).
 */
export const SEARCH_BACKFILL = [...latest.backfill, PERSON_SEARCH.fill()];

/**
 * The same a range of ids at a time (two bound parameters, the first and last id), each range's rows removed first, so that
 * a range can be written again, and a film that a trigger has written meanwhile is not indexed
 * twice (FTS5 takes a second row with the same rowid without a word): a bulk load fills the
 * search in short transactions with the triggers already back. The credits of those films get
 * their derived columns; people are filled by their own ids.
 */
export const SEARCH_FILL_RANGE = {
  films: [...latest.fillRange, `${CREDIT_DERIVED_BACKFILL} WHERE film_id BETWEEN ? AND ?`],
  people: [
    'DELETE FROM person_fts WHERE rowid IN (SELECT id FROM person WHERE id BETWEEN ? AND ?)',
    PERSON_SEARCH.fill(' WHERE id BETWEEN ? AND ?'),
  ],
};

/**
 * Merges each search table's segments into one (FTS5 `optimize`): a term is then one doclist
 * to walk instead of one per segment.
 */
export const SEARCH_OPTIMIZE = [...FILM_TABLES, 'person_fts'].map(
  (table) => `INSERT INTO ${table}(${table}) VALUES('optimize')`,
);

async function run(db: Kysely<unknown>, statements: (string | RawBuilder<unknown>)[]) {
  for (const statement of statements) {
    await (typeof statement === 'string' ? sql.raw(statement) : statement).execute(db);
  }
}

/** Migration 0008: the single film index of 0004 split in three, keyed by votes. */
export async function splitSqliteSearch(db: Kysely<unknown>): Promise<void> {
  const split = filmSearchTables(votesKeyOf, VOTES_ORDER);
  await run(db, [
    ...DROP_FILM_TRIGGERS,
    'DROP TABLE film_fts',
    ...split.create,
    // person_fts stays as it is; its segments are merged with the others'.
    ...split.backfill,
    ...SEARCH_OPTIMIZE,
  ]);
}

/**
 * Migration 0009: the film tables again with the search key (most voted first in ascending
 * order), and the credits' keys.
 */
export async function orderSqliteSearch(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    ...rewriteFilmTables(ordered),
    ...SEARCH_OPTIMIZE.slice(0, FILM_TABLES.length),
    ...CREDIT_KEY_STATEMENTS,
  ]);
}

/**
 * The film tables dropped, then made and filled again as `tables` has them, after the
 * statements dropping their triggers.
 */
const rewriteFilmTables = (
  tables: ReturnType<typeof filmSearchTables>,
  dropTriggers = DROP_FILM_TRIGGERS,
) => [
  ...dropTriggers,
  ...FILM_TABLES.map((table) => `DROP TABLE ${table}`),
  ...tables.create,
  ...tables.backfill,
];

/**
 * Migration 0033: every search table written again with the letters of `letter-folds.ts`
 * folded, as PostgreSQL's index has them ('Cœur' is 'coeur'), so that both engines find the
 * same films (issue 47). On an IMDb-sized catalogue it rewrites the indexes as 0009 did. A
 * trigger an interrupted bulk load set aside is missing, hence `IF EXISTS` (the migration then
 * updates what the load keeps aside: `bulk-search.ts`, `keepAsideAsMigrated`).
 */
export async function foldSqliteSearchLetters(db: Kysely<unknown>): Promise<void> {
  const dropIfThere = (name: string) => `DROP TRIGGER IF EXISTS ${name}`;
  await run(db, [
    ...rewriteFilmTables(latest, FILM_TRIGGERS.map(dropIfThere)),
    ...PERSON_SEARCH.triggers.map(dropIfThere),
    'DROP TABLE person_fts',
    ...PERSON_SEARCH.create,
    PERSON_SEARCH.fill(),
    ...SEARCH_OPTIMIZE,
  ]);
}

/**
 * Migration 0010: each credit with its person's name, held in the credits' index, so that the
 * credits of a page of cards are read from that index alone. Through \`person\` they were a
 * lookup in a table of millions per credit (about 500 for 100 cards), each landing on another
 * page: 3-5 ms for a page of films that no earlier call had shown, the largest part of a
 * search at an IMDb-sized catalogue (bench/README.md). A credit written gets its name with its
 * keys (one trigger, one UPDATE), and a renamed person renames their credits.
 */
export async function nameSqliteCredits(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    "ALTER TABLE film_person ADD COLUMN person_nom TEXT NOT NULL DEFAULT ''",
    CREDIT_NAMES_BACKFILL,
    'DROP INDEX film_person_credits',
    'CREATE INDEX film_person_credits ON film_person (film_id, ord, role, person_id, person_nom)',
    'DROP TRIGGER film_person_key_insert',
    `CREATE TRIGGER film_person_insert AFTER INSERT ON film_person BEGIN
      UPDATE film_person SET (film_key, downloadable) = ${CREDIT_KEYS}, person_nom = ${CREDIT_NAME}
      WHERE film_id = new.film_id AND role = new.role AND person_id = new.person_id;
    END`,
    `CREATE TRIGGER person_name_credits AFTER UPDATE OF nom ON person
      WHEN old.nom IS NOT new.nom BEGIN
      UPDATE film_person SET person_nom = new.nom WHERE person_id = new.id;
    END`,
  ]);
}
