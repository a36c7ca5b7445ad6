import { sql } from 'kysely';
import type { Engine } from '../engine.js';
import { sqliteSearchUpkeep } from './bulk-search.js';
import { changeTokenReader } from './changes.js';
import { sqliteMigrations } from './migrations/index.js';
import { sqliteSearch } from './search.js';

/**
 * SQLite: FTS5 search and its bulk upkeep, `data_version` change tokens, and the migrations that
 * build them.
 */
export const sqliteEngine: Engine = {
  migrations: sqliteMigrations,
  search: sqliteSearch,
  changeTokenReader,
  searchUpkeep: sqliteSearchUpkeep,
  sharedByServers: false,
  // An aggregate's ORDER BY needs SQLite 3.44 (better-sqlite3 12 builds 3.53).
  orderedJsonArray: (value, order) => sql<string>`json_group_array(${value} ORDER BY ${order})`,
};
