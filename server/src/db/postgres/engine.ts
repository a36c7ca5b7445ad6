import { sql } from 'kysely';
import type { Engine, SearchUpkeep } from '../engine.js';
import { changeTokenReader } from './changes.js';
import { postgresMigrations } from './migrations/index.js';
import { fillPostings, postingsSuspended, setPostingTriggers } from './postings.js';
import { postgresSearch } from './search.js';

/**
 * The generated tsvectors and GIN indexes keep themselves; what a bulk load sets aside is the
 * triggers that keep the posting lists (`postings.ts`), which would write a dozen rows per film
 * and person one at a time. Their being disabled is the mark that a load has not rebuilt yet.
 */
const searchUpkeep: SearchUpkeep = {
  suspended: (db) => postingsSuspended(db),
  suspend: (db) => setPostingTriggers(db, false),
  async rebuild(db) {
    if (!(await postingsSuspended(db))) return;
    await db.transaction().execute(async (trx) => {
      await fillPostings(trx);
      await setPostingTriggers(trx, true);
    });
  },
};

/** PostgreSQL: `tsvector` search, a change counter row, and the migrations that build them. */
export const postgresEngine: Engine = {
  migrations: postgresMigrations,
  search: postgresSearch,
  changeTokenReader,
  searchUpkeep,
  sharedByServers: true,
  orderedJsonArray: (value, order) =>
    sql<string>`coalesce(json_agg(${value} ORDER BY ${order})::text, '[]')`,
};
