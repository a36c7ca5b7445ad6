import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Db } from '../connection.js';
import type { Database } from '../schema.js';
import { withStatementCache } from './statement-cache.js';

/**
 * How much of the database file SQLite reads through a memory map: 2 GB, the most SQLite allows
 * unless compiled otherwise; a larger file reads the rest as before.
 */
const MMAP_BYTES = 2 ** 31;

/** The better-sqlite3 handle behind each database this module opened. */
const handles = new WeakMap<object, SQLite.Database>();

/**
 * The SQLite handle of a database opened by `openSqlite`, for a statement run on every call,
 * kept prepared (through Kysely each run prepares it again). Undefined for any other database.
 */
export function sqliteHandleOf(db: object): SQLite.Database | undefined {
  return handles.get(db);
}

/**
 * The connection settings every SQLite handle of the app uses. WAL lets readers run while a
 * writer commits; the busy timeout makes a second process wait instead of failing at once.
 */
export function configureSqlite(sqlite: SQLite.Database): void {
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // Reads through a memory map instead of a read() call and a copy per 4 KB page: at an
  // IMDb-sized catalogue a page of 100 cards looks up about 500 people and 100 films scattered
  // over the file, which the small default page cache never holds (4 times faster there; see
  // bench/README.md). Address space only: the OS caches the file either way.
  sqlite.pragma(`mmap_size = ${MMAP_BYTES}`);
}

/** Opens (or creates) the SQLite database file with the app's settings. */
export function openSqlite(file: string): Db {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  configureSqlite(sqlite);
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  handles.set(db, sqlite);
  return db;
}
