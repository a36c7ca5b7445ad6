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
};
