import type { Engine, SearchUpkeep } from '../engine.js';
import { changeTokenReader } from './changes.js';
import { postgresMigrations } from './migrations/index.js';
import { postgresSearch } from './search.js';

/**
 * PostgreSQL keeps its search data itself (generated columns and GIN indexes that a bulk load
 * updates as it goes), so a bulk load has nothing to set aside or rebuild.
 */
const searchUpkeep: SearchUpkeep = {
  suspended: async () => false,
  suspend: async () => {},
  rebuild: async () => {},
};

/** PostgreSQL: `tsvector` search, a change counter row, and the migrations that build them. */
export const postgresEngine: Engine = {
  migrations: postgresMigrations,
  search: postgresSearch,
  changeTokenReader,
  searchUpkeep,
  sharedByServers: true,
};
