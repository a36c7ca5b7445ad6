import { sql } from 'kysely';
import type { Db } from '../src/db/connection.js';
import { sqliteHandleOf } from '../src/db/sqlite/connection.js';

/**
 * The bad-input test's record of changes to the database: every row inserted, updated or
 * deleted in any table, by anyone, logged by triggers set up for the test. Left out, because
 * they are not data: the columns of `notData` (a signed-in call renews its session), SQLite's
 * FTS tables and PostgreSQL's change counter (kept by triggers on the tables watched), and the
 * migrations' own tables.
 */
export interface ChangeLog {
  /** Where the log stands now. */
  mark(): Promise<string>;
  /** The changes since a mark, as `op table`. */
  changesSince(mark: string): Promise<string[]>;
}

export function changeLogOf(db: Db, notData: Record<string, string[]>): Promise<ChangeLog> {
  return sqliteHandleOf(db) ? sqliteChangeLog(db, notData) : postgresChangeLog(db, notData);
}

/**
 * SQLite: temp triggers (this connection only; the database file is untouched) log every change
 * made through the app's connection, and `PRAGMA data_version` tells a commit from another one.
 */
async function sqliteChangeLog(db: Db, notData: Record<string, string[]>): Promise<ChangeLog> {
  const sqlite = sqliteHandleOf(db);
  if (!sqlite) throw new Error('no SQLite handle');
  sqlite.exec('CREATE TEMP TABLE fuzz_change (tbl TEXT NOT NULL, op TEXT NOT NULL)');
  const tables = sqlite
    .prepare(
      "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
    )
    .all() as { name: string; sql: string }[];
  const virtual = tables.filter((t) => /^CREATE VIRTUAL TABLE/i.test(t.sql)).map((t) => t.name);
  for (const { name } of tables) {
    if (virtual.some((v) => name === v || name.startsWith(`${v}_`))) continue;
    const log = (op: string) => `BEGIN INSERT INTO fuzz_change VALUES ('${name}', '${op}'); END`;
    const columns = (sqlite.pragma(`table_info("${name}")`) as { name: string }[])
      .map((column) => column.name)
      .filter((column) => !notData[name]?.includes(column));
    sqlite.exec(
      `CREATE TEMP TRIGGER "fz_i_${name}" AFTER INSERT ON main."${name}" ${log('insert')}`,
    );
    sqlite.exec(
      `CREATE TEMP TRIGGER "fz_d_${name}" AFTER DELETE ON main."${name}" ${log('delete')}`,
    );
    sqlite.exec(
      `CREATE TEMP TRIGGER "fz_u_${name}" AFTER UPDATE OF ${columns.map((c) => `"${c}"`).join(', ')} ON main."${name}" ${log('update')}`,
    );
  }
  const mark = () => {
    const count = sqlite.prepare('SELECT count(*) AS n FROM temp.fuzz_change').get() as {
      n: number;
    };
    return `${count.n}/${sqlite.pragma('data_version', { simple: true })}`;
  };
  return {
    mark: async () => mark(),
    async changesSince(before) {
      const [count = '0', version] = before.split('/');
      const rows = sqlite
        .prepare('SELECT tbl, op FROM temp.fuzz_change WHERE rowid > ?')
        .all(Number(count)) as { tbl: string; op: string }[];
      const changes = rows.map((row) => `${row.op} ${row.tbl}`);
      if (mark().split('/')[1] !== version) changes.push('commit by another connection');
      return changes;
    },
  };
}

/** Tables PostgreSQL's own machinery writes (see ChangeLog), and the log itself. */
const POSTGRES_NOT_DATA = [
  'fuzz_change',
  'change_counter',
  'kysely_migration',
  'kysely_migration_lock',
];

/**
 * PostgreSQL: row triggers on every table (of the test's own database, thrown away with it)
 * log into a table, from every connection of the pool; a change rolled back leaves no line.
 */
async function postgresChangeLog(db: Db, notData: Record<string, string[]>): Promise<ChangeLog> {
  await sql`CREATE TABLE fuzz_change (id bigserial PRIMARY KEY, tbl text NOT NULL, op text NOT NULL)`.execute(
    db,
  );
  await sql`CREATE FUNCTION fuzz_log() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN INSERT INTO fuzz_change (tbl, op) VALUES (TG_TABLE_NAME, lower(TG_OP)); RETURN NULL; END $$`.execute(
    db,
  );
  const { rows } = await sql<{ table: string; column: string }>`
    SELECT c.table_name AS table, c.column_name AS column
    FROM information_schema.columns c JOIN information_schema.tables t
      ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
      AND c.is_generated = 'NEVER'
    ORDER BY c.table_name, c.ordinal_position`.execute(db);
  const columns = new Map<string, string[]>();
  for (const row of rows) {
    if (POSTGRES_NOT_DATA.includes(row.table)) continue;
    const watched = columns.get(row.table) ?? [];
    if (!notData[row.table]?.includes(row.column)) watched.push(row.column);
    columns.set(row.table, watched);
  }
  for (const [table, watched] of columns) {
    const on = sql.table(table);
    await sql`CREATE TRIGGER fz_id AFTER INSERT OR DELETE ON ${on}
      FOR EACH ROW EXECUTE FUNCTION fuzz_log()`.execute(db);
    const list = sql.join(watched.map((column) => sql.id(column)));
    await sql`CREATE TRIGGER fz_u AFTER UPDATE OF ${list} ON ${on}
      FOR EACH ROW EXECUTE FUNCTION fuzz_log()`.execute(db);
  }
  const mark = async () => {
    const { rows } = await sql<{
      n: string;
    }>`SELECT coalesce(max(id), 0) AS n FROM fuzz_change`.execute(db);
    return String(rows[0]?.n ?? 0);
  };
  return {
    mark,
    async changesSince(before) {
      const { rows } = await sql<{ tbl: string; op: string }>`
        SELECT tbl, op FROM fuzz_change WHERE id > ${Number(before)} ORDER BY id`.execute(db);
      return rows.map((row) => `${row.op} ${row.tbl}`);
    },
  };
}
