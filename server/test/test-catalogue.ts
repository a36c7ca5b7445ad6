import path from 'node:path';
import { Migrator } from 'kysely';
import { type Db, engineOf, openSqlite } from '../src/db/connection.js';
import { afterScope, tempDir } from './helpers.js';

/**
 * For tests of a search migration: a database file migrated up to `migration` (the one before
 * the migration under test), with two genres, removed when the test file ends.
 */
export async function databaseAt(migration: string): Promise<Db> {
  const db = openSqlite(path.join(tempDir('cineclub-search-'), 'db.sqlite'));
  afterScope(() => db.destroy());
  await migrateTo(db, migration);
  await db
    .insertInto('genre')
    .values([
      { code: 'DR', name: 'Drama' },
      { code: 'OE', name: 'Western' },
    ])
    .execute();
  return db;
}

/** Runs the migrations up to and including `migration`. */
export async function migrateTo(db: Db, migration: string): Promise<void> {
  const { migrations } = engineOf(db);
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateTo(migration);
  if (error) throw error;
}

/** A film row whose three titles are `nom`. */
export function filmRow(id: number, nom: string, votos: number, fileCount: number, arg = '') {
  return {
    id,
    nom,
    nomo: nom,
    nomen: nom,
    arg,
    votos,
    file_count: fileCount,
    added_at: 1,
    listed_at: 1,
  };
}
