import { type Kysely, SqliteAdapter } from 'kysely';
import type { Engine } from './engine.js';
import type { Database } from './schema.js';
import { sqliteEngine } from './sqlite/engine.js';

export type Db = Kysely<Database>;

/**
 * The one place that knows the engines: opening a database, and the engine behind an open one
 * (by its Kysely adapter). Adding an engine is a folder under `db/` and a case here; nothing
 * else imports an engine's folder.
 */
export function engineOf<DB>(db: Kysely<DB>): Engine {
  const adapter = db.getExecutor().adapter;
  if (adapter instanceof SqliteAdapter) return sqliteEngine;
  throw new Error(`Motor de base de datos no admitido: ${adapter.constructor.name}`);
}

export { BackupInputError, backupDatabase, restoreDatabase } from './sqlite/backup.js';
export { openSqlite } from './sqlite/connection.js';
