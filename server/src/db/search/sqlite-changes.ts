import { type Kysely, sql } from 'kysely';

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
