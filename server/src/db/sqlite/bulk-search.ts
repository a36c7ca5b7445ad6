import { type Kysely, sql } from 'kysely';
import type { SearchUpkeep } from '../engine.js';
import {
  CREDIT_DERIVED_BACKFILL,
  FILM_TABLES,
  SEARCH_BACKFILL,
  SEARCH_OPTIMIZE,
} from './film-tables.js';

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
 * `suspend` drops the triggers and indexes and keeps their SQL in `meta`, in one transaction: the database
 * itself remembers that its search is set aside, so an import killed meanwhile leaves a mark
 * that the next one sees (it then loads in bulk again and rebuilds at its end). `rebuild` fills
 * the indexes and the credits' derived columns from the tables and puts the triggers back, in
 * one transaction, then merges each index into one segment.
 */
const MARK = 'search_suspended';
const TABLES = ['film', 'film_genre', 'person', 'film_person'];
const INDEXES = ['film_person_person_key', 'film_person_downloadable_key', 'film_person_credits'];
const PERSON_FTS_DELETE_ALL = "INSERT INTO person_fts(person_fts) VALUES('delete-all')";

async function suspended<DB>(db: Kysely<DB>): Promise<boolean> {
  const row = await sql<{ n: number }>`SELECT count(*) AS n FROM meta WHERE key = ${MARK}`.execute(
    db,
  );
  return (row.rows[0]?.n ?? 0) > 0;
}

async function suspend<DB>(db: Kysely<DB>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (await suspended(trx)) return;
    // Indexes first: put back before the triggers, once the columns they cover are filled.
    const aside = await sql<{ type: string; name: string; sql: string }>`SELECT type, name, sql
      FROM sqlite_master WHERE (type = 'trigger' AND tbl_name IN (${sql.join(TABLES)}))
        OR (type = 'index' AND name IN (${sql.join(INDEXES)}))
      ORDER BY type, name`.execute(trx);
    await sql`INSERT INTO meta (key, value) VALUES (${MARK}, ${JSON.stringify(
      aside.rows.map((row) => row.sql),
    )})`.execute(trx);
    for (const { type, name } of aside.rows) {
      await sql`DROP ${sql.raw(type === 'index' ? 'INDEX' : 'TRIGGER')} ${sql.id(name)}`.execute(
        trx,
      );
    }
  });
}

async function rebuild<DB>(db: Kysely<DB>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const mark = await sql<{ value: string }>`SELECT value FROM meta WHERE key = ${MARK}`.execute(
      trx,
    );
    const value = mark.rows[0]?.value;
    if (value === undefined) return;
    const statements = [
      ...FILM_TABLES.map((table) => `INSERT INTO ${table}(${table}) VALUES('delete-all')`),
      PERSON_FTS_DELETE_ALL,
      ...SEARCH_BACKFILL,
      CREDIT_DERIVED_BACKFILL,
      ...(JSON.parse(value) as string[]),
    ];
    for (const statement of statements) await sql.raw(statement).execute(trx);
    await sql`DELETE FROM meta WHERE key = ${MARK}`.execute(trx);
  });
  // Each merge is a transaction of its own, so that other writers wait for one index at most.
  for (const statement of SEARCH_OPTIMIZE) await sql.raw(statement).execute(db);
}

export const sqliteSearchUpkeep: SearchUpkeep = { suspended, suspend, rebuild };
