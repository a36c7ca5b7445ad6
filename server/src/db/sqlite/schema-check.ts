import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { SEARCH_SUSPENDED_MARK } from './bulk-search.js';
import { sqliteMigrations } from './migrations/index.js';

/**
 * Whether a database file has exactly the schema Cineclub's migrations make: every table (with
 * its columns), index, trigger and view, by the SQL SQLite keeps for it in `sqlite_master`.
 * `restore` checks a backup with it before it replaces anything: a file with tables missing
 * would stop the server at its next start, and one with a trigger added would run that
 * trigger on the site's own writes (say, granting admo to every new user).
 */

/** The `sqlite_master` entries by `type name`: each one's SQL, spaces normalised, and table. */
type Schema = Map<string, { sql: string; table: string }>;

/** Statistics that ANALYZE writes: they change query plans only, and a fresh database has none. */
const STATISTICS = /^sqlite_stat\d$/;

function schemaOf(db: SQLite.Database): Schema {
  const rows = db
    .prepare('SELECT type, name, tbl_name AS tableName, sql FROM sqlite_master')
    .all() as { type: string; name: string; tableName: string; sql: string | null }[];
  return new Map(
    rows
      .filter((row) => !STATISTICS.test(row.name))
      .map((row) => [
        `${row.type} ${row.name}`,
        { sql: normalised(row.sql), table: row.tableName },
      ]),
  );
}

function normalised(text: unknown): string {
  return typeof text === 'string' ? text.replace(/\s+/g, ' ').trim() : '';
}

/** The schema a new database has after the migrations `applied` (a prefix of the known ones). */
async function expectedSchema(applied: string[]): Promise<Schema> {
  const memory = new SQLite(':memory:');
  const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: memory }) });
  try {
    const provider = { getMigrations: async () => sqliteMigrations };
    const last = applied.at(-1);
    if (last) {
      const { error } = await new Migrator({ db, provider }).migrateTo(last);
      if (error) throw error;
    }
    return schemaOf(memory);
  } finally {
    await db.destroy();
  }
}

/**
 * Triggers and indexes an IMDb import set aside (`bulk-search.ts`) are missing from a backup
 * taken meanwhile, and the next import puts them back from the SQL kept in `meta`: they are
 * expected there, with exactly the SQL the migrations give them, or that SQL would be run.
 */
function setAside(db: SQLite.Database): Map<string, string> {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(SEARCH_SUSPENDED_MARK) as
    | { value: string }
    | undefined;
  if (!row) return new Map();
  let items: unknown;
  try {
    items = JSON.parse(row.value);
  } catch {
    items = null;
  }
  if (!Array.isArray(items)) return new Map([[SEARCH_SUSPENDED_MARK, 'ilegible']]);
  return new Map(items.map((item) => [`${item?.type} ${item?.name}`, normalised(item?.sql)]));
}

/**
 * How the schema of `db` differs from what its applied migrations make (empty when it is
 * the same), in words: '+ trigger x' is extra, '- index y' missing, '≠ table z' changed.
 */
export async function schemaDifferences(db: SQLite.Database, applied: string[]): Promise<string[]> {
  const known = Object.keys(sqliteMigrations);
  if (applied.some((name, index) => known[index] !== name)) {
    return [`migraciones fuera de orden: ${applied.join(', ')}`];
  }
  const expected = await expectedSchema(applied);
  const actual = schemaOf(db);
  const aside = actual.has('table meta') ? setAside(db) : new Map<string, string>();
  const differences: string[] = [];
  for (const [key, sql] of aside) {
    const kind = key.split(' ')[0];
    if ((kind !== 'trigger' && kind !== 'index') || expected.get(key)?.sql !== sql)
      differences.push(`≠ ${key} (apartado por una importación)`);
  }
  for (const [key, item] of expected) {
    const found = actual.get(key);
    if (found === undefined && !aside.has(key)) differences.push(`- ${key}`);
    else if (found && (found.sql !== item.sql || found.table !== item.table)) {
      differences.push(`≠ ${key}`);
    }
  }
  for (const key of actual.keys()) if (!expected.has(key)) differences.push(`+ ${key}`);
  return differences;
}
