import { type Kysely, PostgresAdapter, SqliteAdapter } from 'kysely';
import type { Engine } from './engine.js';
import { isPostgresUnavailable, openPostgres } from './postgres/connection.js';
import { postgresEngine } from './postgres/engine.js';
import type { Database } from './schema.js';
import { openSqlite } from './sqlite/connection.js';
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
  if (adapter instanceof PostgresAdapter) return postgresEngine;
  throw new Error(`Motor de base de datos no admitido: ${adapter.constructor.name}`);
}

/** The site's database: PostgreSQL when `DATABASE_URL` is set, else the SQLite file. */
export function openDatabase(config: { databaseUrl: string | null; databaseFile: string }): Db {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openSqlite(config.databaseFile);
}

/**
 * Whether an error means the database cannot be reached for now (a lost connection to
 * PostgreSQL), which answers 503 rather than 500: the request may be tried again.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return isPostgresUnavailable(error);
}

export {
  checkTargetEmpty,
  copyIntoPostgres,
  type MoveProgress,
  type MoveResult,
  TargetNotEmptyError,
} from './postgres/move.js';
export { BackupInputError, backupDatabase, restoreDatabase } from './sqlite/backup.js';
export { FolderInUseError, lockSqliteFolder } from './sqlite/folder-lock.js';
export { sqliteTableSource } from './sqlite/tables.js';
export { openPostgres, openSqlite };
