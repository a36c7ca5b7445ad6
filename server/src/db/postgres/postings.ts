import { type Kysely, sql } from 'kysely';
import { SEARCH_KEY } from './search-schema.js';

/**
 * Posting lists in key order (migration 0016), what FTS5's doclists are on SQLite: one row per
 * word of a document, `(term, key)` in a B-tree, so the films (or people) a word matches are
 * read without a walk of the whole catalogue or a fetch of each match from the table. GIN keeps
 * its posting lists in table order, so a tier whose words match a few thousand films either
 * walked the key-order index far to find 500 of them or fetched every match from the table and
 * sorted it (docs/architecture.md, "PostgreSQL: search in posting lists"). The terms are the
 * lexemes of the generated tsvectors, so a posting matches what `@@` matches.
 *
 * - `film_title_posting (term, key, columns, downloadable)`: `key` the film's search key
 *   (`SEARCH_KEY`, which holds its id too: `filmIdOfKey`), `columns` which titles hold the word
 *   (bits of the weights A, B, C of `search_titles`, `COLUMN_BITS`, for the mask),
 *   `downloadable` whether it has files (a partial index of those, as SQLite's
 *   `film_downloadable_fts`).
 * - `film_synopsis_posting (term, key, downloadable)`, the same for synopses.
 * - `person_posting (term, person_id)`: people in id order (best known first).
 * - A dictionary per posting table (`<table>_term`: term, postings, and for films those of
 *   downloadable films), so a search knows how many postings a prefix has before it picks how to
 *   read them. Statement triggers on the posting tables keep it from their transition tables.
 *
 * Row triggers on `film` and `person` keep the postings whoever writes; a bulk load sets them
 * aside and fills the tables once (`fillPostings`).
 */

/** The bit of each title weight in `film_title_posting.columns`. */
export const COLUMN_BITS = { A: 1, B: 2, C: 4 } as const;

/** A film's id from its search key (`SEARCH_KEY`: -(votes * 2^26 + id)). */
export const filmIdOfKey = (key: string) => `((-${key}) % 67108864)::int`;

const columnsOf = (weights: string) =>
  `(${Object.entries(COLUMN_BITS)
    .map(([weight, bit]) => `CASE WHEN '${weight}' = ANY (${weights}) THEN ${bit} ELSE 0 END`)
    .join(' + ')})::smallint`;

/**
 * The posting rows of film `f` per table: of a trigger's record (`NEW`), or of every film
 * (`from` names the table `f`).
 */
const filmRows = (f: string, from = '') => ({
  film_title_posting: `SELECT w.lexeme, ${SEARCH_KEY(f)}, ${columnsOf('w.weights')},
    ${f}.file_count > 0 FROM ${from}unnest(${f}.search_titles) w`,
  film_synopsis_posting: `SELECT w.lexeme, ${SEARCH_KEY(f)}, ${f}.file_count > 0
    FROM ${from}unnest(${f}.search_synopsis) w`,
});
const personRows = (p: string, from = '') =>
  `SELECT w.lexeme, ${p}.id FROM ${from}unnest(${p}.search) w`;

const TABLES = [
  `CREATE TABLE film_title_posting (term text COLLATE "C" NOT NULL, key bigint NOT NULL,
    columns smallint NOT NULL, downloadable boolean NOT NULL)`,
  `CREATE TABLE film_synopsis_posting (term text COLLATE "C" NOT NULL, key bigint NOT NULL,
    downloadable boolean NOT NULL)`,
  'CREATE TABLE person_posting (term text COLLATE "C" NOT NULL, person_id integer NOT NULL)',
  ...['film_title', 'film_synopsis'].map(
    (name) => `CREATE TABLE ${name}_term (term text COLLATE "C" PRIMARY KEY,
      postings integer NOT NULL, downloadable integer NOT NULL)`,
  ),
  'CREATE TABLE person_term (term text COLLATE "C" PRIMARY KEY, postings integer NOT NULL)',
];

/**
 * The posting tables' indexes, built after a bulk fill (a sorted build instead of millions of
 * inserts into a B-tree). What a tier reads is in the index, so its scans are index-only.
 */
const INDEXES: Record<string, string> = {
  film_title_posting_term: 'UNIQUE INDEX $ ON film_title_posting (term, key) INCLUDE (columns)',
  film_title_posting_downloadable:
    'INDEX $ ON film_title_posting (term, key) INCLUDE (columns) WHERE downloadable',
  film_synopsis_posting_term: 'UNIQUE INDEX $ ON film_synopsis_posting (term, key)',
  film_synopsis_posting_downloadable:
    'INDEX $ ON film_synopsis_posting (term, key) WHERE downloadable',
  person_posting_term: 'UNIQUE INDEX $ ON person_posting (term, person_id)',
};

/** The dictionaries' counts, by posting table: what a posting adds to its term's row. */
const COUNTED = {
  film_title_posting: {
    postings: 'count(*)',
    downloadable: 'count(*) FILTER (WHERE downloadable)',
  },
  film_synopsis_posting: {
    postings: 'count(*)',
    downloadable: 'count(*) FILTER (WHERE downloadable)',
  },
  person_posting: { postings: 'count(*)' },
};
const dictionaryOf = (table: string) => table.replace(/_posting$/, '_term');

/**
 * Postings added (sign 1) or removed (-1), from the transition table `rows`, counted: in term
 * order, so that writers outside a transaction (which runs one at a time) lock a dictionary's
 * rows in one order and do not deadlock each other.
 */
function counting(table: keyof typeof COUNTED, rows: string, sign: 1 | -1) {
  const counts = Object.entries(COUNTED[table]);
  const dictionary = dictionaryOf(table);
  return `INSERT INTO ${dictionary} AS d (term, ${counts.map(([column]) => column).join(', ')})
    SELECT term, ${counts.map(([, count]) => `${sign} * ${count}`).join(', ')}
    FROM ${rows} GROUP BY term ORDER BY term
    ON CONFLICT (term) DO UPDATE SET
      ${counts.map(([column]) => `${column} = d.${column} + excluded.${column}`).join(', ')}`;
}

const DICTIONARY_TRIGGERS = (Object.keys(COUNTED) as (keyof typeof COUNTED)[]).flatMap((table) => [
  `CREATE FUNCTION cineclub_${table}_added() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${counting(table, 'added', 1)}; RETURN NULL; END $$`,
  `CREATE FUNCTION cineclub_${table}_removed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${counting(table, 'removed', -1)}; RETURN NULL; END $$`,
  `CREATE TRIGGER ${table}_added AFTER INSERT ON ${table} REFERENCING NEW TABLE AS added
      FOR EACH STATEMENT EXECUTE FUNCTION cineclub_${table}_added()`,
  `CREATE TRIGGER ${table}_removed AFTER DELETE ON ${table} REFERENCING OLD TABLE AS removed
      FOR EACH STATEMENT EXECUTE FUNCTION cineclub_${table}_removed()`,
]);

/**
 * Row triggers on `table` (`<table>_postings`, `<table>_postings_update`): a row written
 * removes its old postings (`removed`: statements on `OLD`, which find them by the old lexemes
 * and key through the index) and writes its new ones (`added`, on `NEW`), an update only when
 * `changed` (what the postings hold) is true.
 */
function rowTriggers(table: string, removed: string[], added: string[], changed: string) {
  const fn = `cineclub_${table}_postings`;
  return [
    `CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' THEN ${removed.join(';\n')}; END IF;
        IF TG_OP <> 'DELETE' THEN ${added.join(';\n')}; END IF;
        RETURN NULL;
      END $$`,
    `CREATE TRIGGER ${table}_postings AFTER INSERT OR DELETE ON ${table}
      FOR EACH ROW EXECUTE FUNCTION ${fn}()`,
    `CREATE TRIGGER ${table}_postings_update AFTER UPDATE ON ${table} FOR EACH ROW
      WHEN (${changed}) EXECUTE FUNCTION ${fn}()`,
  ];
}

/** The tables whose row triggers keep the postings, set aside during a bulk load. */
const ROW_TRIGGER_TABLES = ['film', 'person'];

const ROW_TRIGGERS = [
  ...rowTriggers(
    'film',
    [
      `DELETE FROM film_title_posting WHERE key = ${SEARCH_KEY('OLD')}
        AND term = ANY (tsvector_to_array(OLD.search_titles))`,
      `DELETE FROM film_synopsis_posting WHERE key = ${SEARCH_KEY('OLD')}
        AND term = ANY (tsvector_to_array(OLD.search_synopsis))`,
    ],
    Object.entries(filmRows('NEW')).map(([table, rows]) => `INSERT INTO ${table} ${rows}`),
    `OLD.id <> NEW.id OR OLD.votos <> NEW.votos
      OR (OLD.file_count > 0) <> (NEW.file_count > 0)
      OR OLD.search_titles IS DISTINCT FROM NEW.search_titles
      OR OLD.search_synopsis IS DISTINCT FROM NEW.search_synopsis`,
  ),
  ...rowTriggers(
    'person',
    [
      `DELETE FROM person_posting WHERE person_id = OLD.id
        AND term = ANY (tsvector_to_array(OLD.search))`,
    ],
    [`INSERT INTO person_posting ${personRows('NEW')}`],
    'OLD.id <> NEW.id OR OLD.search IS DISTINCT FROM NEW.search',
  ),
];

async function run<DB>(db: Kysely<DB>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function createPostings<DB>(db: Kysely<DB>): Promise<void> {
  await run(db, [...TABLES, ...DICTIONARY_TRIGGERS, ...ROW_TRIGGERS]);
  await fillPostings(db);
}

/**
 * Fills the posting tables and their dictionaries from `film` and `person` (emptied first),
 * their indexes dropped during the fill and built afterwards, then analysed for the planner.
 * Run it in a transaction: the tables are locked meanwhile. The posting tables' pages become
 * all-visible, so their scans index-only, at the next (auto)vacuum.
 */
export async function fillPostings<DB>(db: Kysely<DB>): Promise<void> {
  await run(db, [
    `TRUNCATE ${Object.keys(COUNTED)
      .flatMap((table) => [table, dictionaryOf(table)])
      .join(', ')}`,
    ...Object.keys(INDEXES).map((name) => `DROP INDEX IF EXISTS ${name}`),
    ...Object.entries(filmRows('f', 'film f, ')).map(
      ([table, rows]) => `INSERT INTO ${table} ${rows}`,
    ),
    `INSERT INTO person_posting ${personRows('p', 'person p, ')}`,
    ...Object.entries(INDEXES).map(([name, index]) => `CREATE ${index.replace('$', name)}`),
    `ANALYZE ${Object.keys(COUNTED)
      .flatMap((table) => [table, dictionaryOf(table)])
      .join(', ')}`,
  ]);
}

/** Whether the row triggers are set aside (by a bulk load that has not rebuilt the postings). */
export async function postingsSuspended<DB>(db: Kysely<DB>): Promise<boolean> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_trigger
    WHERE tgname = 'film_postings' AND tgenabled = 'D'`.execute(db);
  return (rows[0]?.n ?? 0) > 0;
}

/** Sets the row triggers aside or puts them back (the catalogue keeps it: a killed load shows). */
export async function setPostingTriggers<DB>(db: Kysely<DB>, enabled: boolean): Promise<void> {
  await run(
    db,
    ROW_TRIGGER_TABLES.flatMap((table) =>
      [`${table}_postings`, `${table}_postings_update`].map(
        (trigger) => `ALTER TABLE ${table} ${enabled ? 'ENABLE' : 'DISABLE'} TRIGGER ${trigger}`,
      ),
    ),
  );
}
