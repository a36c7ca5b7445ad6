import { type MigrationProvider, Migrator } from 'kysely';
import { type Db, engineOf } from './connection.js';

/** Runs every pending migration; throws with the failing migration's name on error. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const { migrations } = engineOf(db);
  const provider: MigrationProvider = { getMigrations: async () => migrations };
  const migrator = new Migrator({ db, provider });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Migración fallida${name}: ${String(error)}`, { cause: error });
  }
  return results.map((result) => result.migrationName);
}
