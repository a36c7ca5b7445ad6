import { type Kysely, sql } from 'kysely';
import { sqliteHandleOf } from '../connection.js';

/**
 * A token that changes whenever the database may have changed since it was last read: SQLite's
 * `data_version` (bumped when another connection commits, such as the catalogue tools run in
 * another process) with this connection's own `total_changes()` (every row it inserted, updated
 * or deleted; the app has one connection). Caches of query results keep the token they were
 * filled under and are dropped when it differs. Reading it costs one statement (about 20 µs).
 */
export async function changeToken<DB>(db: Kysely<DB>): Promise<string> {
  const { rows } = await sql<{ version: number; changes: number }>`SELECT
    (SELECT data_version FROM pragma_data_version) AS version, total_changes() AS changes`.execute(
    db,
  );
  return `${rows[0]?.version}:${rows[0]?.changes}`;
}

const TOKEN_SQL = `SELECT (SELECT data_version FROM pragma_data_version), total_changes()`;

/**
 * `changeToken` as a function for a cache that reads it on every call (a cached list call has
 * little else to do): on a database opened by `openSqlite` its statement stays prepared and runs
 * on the connection directly, a few microseconds instead of a statement prepared and run through
 * Kysely each time (the costliest part of answering a cached list). Better-sqlite3 runs it at
 * once, between other statements: it only reads the two counters, and nothing here keeps a
 * statement open across calls (no iterators).
 */
export function changeTokenReader<DB>(db: Kysely<DB>): () => Promise<string> {
  const handle = sqliteHandleOf(db);
  if (!handle) return () => changeToken(db);
  const statement = handle.prepare(TOKEN_SQL).raw();
  return async () => {
    const [version, changes] = statement.get() as [number, number];
    return `${version}:${changes}`;
  };
}
