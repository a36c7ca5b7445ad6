import { CompiledQuery, type Kysely, sql } from 'kysely';
import type { SearchUpkeep } from '../engine.js';
import { FILM_TABLES, SEARCH_FILL_RANGE, SEARCH_OPTIMIZE } from './film-tables.js';

/**
 * The search upkeep set aside for a bulk load (the IMDb import into an empty catalogue): every
 * trigger on the tables the search indexes follow (film, film_genre, person, film_person) keeps
 * an index row or a credit's derived columns in step, one row at a time; a first import writes
 * millions of rows, and those triggers made it about 30 times slower than reading the files.
 *
 * The credits' indexes that only the search reads (by person in key order, and the credits of
 * a card with their names) are set aside too: built once after the load instead of updated on
 * every credit written and again when their derived columns are filled in.
 *
 * `suspend` drops them and keeps their SQL in `meta`, in one transaction: the database itself
 * remembers that its search is set aside, so an import killed meanwhile leaves a mark that the
 * next one sees (it then loads in bulk again and rebuilds at its end). `rebuild` puts it all
 * back in short transactions (see there).
 */
export const SEARCH_SUSPENDED_MARK = 'search_suspended';
const TABLES = ['film', 'film_genre', 'person', 'film_person'];
const INDEXES = ['film_person_person_key', 'film_person_downloadable_key', 'film_person_credits'];
/** Films, and people's id numbers, per transaction of the rebuild. */
const FILM_RANGE = 5_000;
const PERSON_RANGE = 100_000;

/** A trigger or index set aside, as `sqlite_master` describes it. */
interface Aside {
  type: 'trigger' | 'index';
  name: string;
  sql: string;
}

async function setAside<DB>(db: Kysely<DB>): Promise<Aside[] | null> {
  const mark = await sql<{
    value: string;
  }>`SELECT value FROM meta WHERE key = ${SEARCH_SUSPENDED_MARK}`.execute(db);
  const value = mark.rows[0]?.value;
  return value === undefined ? null : (JSON.parse(value) as Aside[]);
}

async function existing<DB>(db: Kysely<DB>): Promise<Set<string>> {
  const rows = await sql<{ name: string }>`SELECT name FROM sqlite_master
    WHERE type IN ('trigger', 'index')`.execute(db);
  return new Set(rows.rows.map((row) => row.name));
}

async function suspended<DB>(db: Kysely<DB>): Promise<boolean> {
  return (await setAside(db)) !== null;
}

/**
 * Drops the triggers and indexes, keeping their SQL in the mark first. With the mark already
 * there (a load killed, maybe during its rebuild, which puts them back one by one), drops the
 * ones that are back.
 */
async function suspend<DB>(db: Kysely<DB>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    let aside = await setAside(trx);
    if (!aside) {
      const found = await sql<Aside>`SELECT type, name, sql FROM sqlite_master
        WHERE (type = 'trigger' AND tbl_name IN (${sql.join(TABLES)}))
          OR (type = 'index' AND name IN (${sql.join(INDEXES)}))
        ORDER BY type, name`.execute(trx);
      aside = found.rows;
      await sql`INSERT INTO meta (key, value) VALUES (${SEARCH_SUSPENDED_MARK}, ${JSON.stringify(aside)})`.execute(
        trx,
      );
    }
    const present = await existing(trx);
    for (const { type, name } of aside) {
      if (!present.has(name)) continue;
      await sql`DROP ${sql.raw(type === 'index' ? 'INDEX' : 'TRIGGER')} ${sql.id(name)}`.execute(
        trx,
      );
    }
  });
}

/** Runs statements of two bound parameters over ranges of ids, a transaction per range. */
async function fillByRange<DB>(
  db: Kysely<DB>,
  statements: string[],
  bounds: { low: number | null; high: number | null } | undefined,
  size: number,
): Promise<void> {
  if (!bounds || bounds.low === null || bounds.high === null) return;
  for (let low = bounds.low; low <= bounds.high; low += size) {
    const range = [low, low + size - 1];
    await db.transaction().execute(async (trx) => {
      for (const statement of statements) {
        await trx.executeQuery(CompiledQuery.raw(statement, range));
      }
    });
  }
}

/**
 * Puts the search back in short transactions: the triggers first (from then on every write
 * keeps the search itself), with the search tables emptied; then the films' index rows and
 * their credits' derived columns a range of films at a time, and the people's a range of ids
 * at a time (each range's rows removed before they are written: see SEARCH_FILL_RANGE); then
 * the indexes; then the mark goes, and each search table is merged into one segment. Killed
 * midway, the mark stays, and the next load sets aside again what is back.
 */
async function rebuild<DB>(db: Kysely<DB>): Promise<void> {
  const aside = await setAside(db);
  if (!aside) return;
  const putBack = async (type: Aside['type']) => {
    const present = await existing(db);
    for (const item of aside) {
      if (item.type === type && !present.has(item.name)) await sql.raw(item.sql).execute(db);
    }
  };
  await db.transaction().execute(async (trx) => {
    for (const table of [...FILM_TABLES, 'person_fts']) {
      await sql.raw(`INSERT INTO ${table}(${table}) VALUES('delete-all')`).execute(trx);
    }
    const present = await existing(trx);
    for (const item of aside) {
      if (item.type === 'trigger' && !present.has(item.name)) await sql.raw(item.sql).execute(trx);
    }
  });
  const span = (table: string) =>
    sql<{ low: number | null; high: number | null }>`SELECT min(id) AS low, max(id) AS high
      FROM ${sql.table(table)}`.execute(db);
  await fillByRange(db, SEARCH_FILL_RANGE.films, (await span('film')).rows[0], FILM_RANGE);
  await fillByRange(db, SEARCH_FILL_RANGE.people, (await span('person')).rows[0], PERSON_RANGE);
  await putBack('index');
  await sql`DELETE FROM meta WHERE key = ${SEARCH_SUSPENDED_MARK}`.execute(db);
  for (const statement of SEARCH_OPTIMIZE) await sql.raw(statement).execute(db);
}

export const sqliteSearchUpkeep: SearchUpkeep = { suspended, suspend, rebuild };

/**
 * For a migration that rewrites triggers while a load that was killed keeps them aside: each
 * trigger kept aside that the migration made again is kept aside with its new SQL, and dropped
 * again, so that the next load's rebuild puts back what the migrations now make (else the old
 * SQL, which the schema check would refuse).
 */
export async function keepAsideAsMigrated<DB>(db: Kysely<DB>): Promise<void> {
  const aside = await setAside(db);
  if (!aside) return;
  const { rows } = await sql<{ name: string; sql: string }>`SELECT name, sql FROM sqlite_master
    WHERE type = 'trigger'`.execute(db);
  const made = new Map(rows.map((row) => [row.name, row.sql]));
  const remade = (item: Aside) => item.type === 'trigger' && made.has(item.name);
  const kept = aside.map((item) => (remade(item) ? { ...item, sql: made.get(item.name) } : item));
  await sql`UPDATE meta SET value = ${JSON.stringify(kept)}
    WHERE key = ${SEARCH_SUSPENDED_MARK}`.execute(db);
  for (const item of aside.filter(remade)) {
    await sql`DROP TRIGGER ${sql.id(item.name)}`.execute(db);
  }
}
