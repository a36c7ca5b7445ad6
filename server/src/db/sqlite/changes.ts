import { type Kysely, sql } from 'kysely';
import { OTHER_COMMITS_SEEN_WITHIN_MS } from '../engine.js';
import { sqliteHandleOf } from './connection.js';

/**
 * A token that changes whenever the database may have changed since it was last read: SQLite's
 * `data_version` (bumped when another connection commits, such as the catalogue tools run in
 * another process) with this connection's own `total_changes()` (every row it inserted, updated
 * or deleted; the app has one connection). Caches of query results keep the token they were
 * filled under and are dropped when it differs.
 */
export async function changeToken<DB>(db: Kysely<DB>): Promise<string> {
  const { rows } = await sql<{ version: number; changes: number }>`SELECT
    (SELECT data_version FROM pragma_data_version) AS version, total_changes() AS changes`.execute(
    db,
  );
  return `${rows[0]?.version}:${rows[0]?.changes}`;
}

export interface ChangeTokenOptions {
  /** Milliseconds from any fixed point (tests move it); `performance.now` by default. */
  now?: () => number;
}

/**
 * `changeToken` as a function for a cache that reads it on every call (a cached list call has
 * little else to do). On a database opened by `openSqlite` both counters are read through
 * statements kept prepared on the connection, and `data_version` at most once every
 * `OTHER_COMMITS_SEEN_WITHIN_MS`: reading it begins a read transaction (the WAL read lock and
 * file-size check: 3 µs in a tight loop, but about 15-20 µs a call in a CPU profile of the
 * server under load, a third of a cached list call's own work), while `total_changes()` reads a
 * counter in memory. Better-sqlite3 runs them at once, between
 * other statements; nothing here keeps a statement open across calls (no iterators).
 */
export function changeTokenReader<DB>(
  db: Kysely<DB>,
  options: ChangeTokenOptions = {},
): () => Promise<string> {
  const handle = sqliteHandleOf(db);
  if (!handle) return () => changeToken(db);
  const now = options.now ?? (() => performance.now());
  const dataVersion = handle.prepare('PRAGMA data_version').pluck();
  const totalChanges = handle.prepare('SELECT total_changes()').pluck();
  let version = 0;
  let versionReadAt = Number.NEGATIVE_INFINITY;
  return async () => {
    const at = now();
    if (at - versionReadAt >= OTHER_COMMITS_SEEN_WITHIN_MS) {
      version = dataVersion.get() as number;
      versionReadAt = at;
    }
    return `${version}:${totalChanges.get() as number}`;
  };
}
