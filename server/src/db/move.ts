import {
  checkTargetEmpty,
  copyIntoPostgres,
  type MoveProgress,
  type MoveResult,
  openPostgres,
  openSqlite,
  sqliteTableSource,
} from './connection.js';
import { migrateToLatest } from './migrate.js';

/**
 * Moves a site from its SQLite file to an empty PostgreSQL database (`npm run catalogue --
 * migrate-to-postgres`): both brought to the latest migration, then every table copied (see
 * `copyIntoPostgres`). The SQLite file is only read. Answers the rows copied per table, and
 * the texts cleaned of NUL characters, which PostgreSQL cannot store (written before the API
 * refused them).
 */
export async function moveSqliteToPostgres(
  file: string,
  url: string,
  onProgress?: (progress: MoveProgress) => void,
): Promise<MoveResult> {
  const source = openSqlite(file);
  const target = openPostgres(url, { max: 2 });
  try {
    await migrateToLatest(source);
    // Before the migrations write anything to it.
    await checkTargetEmpty(target);
    await migrateToLatest(target);
    return await copyIntoPostgres(sqliteTableSource(source), target, onProgress);
  } finally {
    await Promise.all([source.destroy(), target.destroy()]);
  }
}
