import type { Engine } from '../engine.js';
import { changeTokenReader } from './changes.js';
import { postgresMigrations } from './migrations/index.js';
import { postgresSearch } from './search.js';

/** PostgreSQL: `tsvector` search, a change counter row, and the migrations that build them. */
export const postgresEngine: Engine = {
  migrations: postgresMigrations,
  search: postgresSearch,
  changeTokenReader,
  sharedByServers: true,
};
