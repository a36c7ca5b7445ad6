import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { engineOf, openSqlite } from '../src/db/connection.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { sqliteSearchUpkeep } from '../src/db/sqlite/bulk-search.js';
import { sqliteHandleOf } from '../src/db/sqlite/connection.js';
import { schemaDifferences } from '../src/db/sqlite/schema-check.js';
import { TEST_NOW, tempDir } from './helpers.js';

/**
 * Migration 0033 rewrites SQLite's search triggers (letters folded). On a site whose IMDb
 * import was killed, those triggers are set aside, their SQL kept for the next import to put
 * back: the migration must still run, and the next import must put back the new triggers.
 */
describe('migration 0033 on a search set aside by a killed import', () => {
  const film = (nom: string) => ({
    nom,
    nomo: nom,
    nomen: '',
    arg: '',
    added_at: TEST_NOW,
    listed_at: TEST_NOW,
  });
  const matches = async (db: ReturnType<typeof openSqlite>, word: string) =>
    (
      await sql<{
        n: number;
      }>`SELECT count(*) AS n FROM film_fts WHERE film_fts MATCH ${word}`.execute(db)
    ).rows[0]?.n;

  it('migrates, and the rebuild puts back folded triggers and rows', async () => {
    const db = openSqlite(path.join(tempDir(), 'cineclub.sqlite'));
    const { migrations } = engineOf(db);
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('0032-weekly-letter')).error).toBeUndefined();
    await db.insertInto('film').values(film('Cœur fidèle')).execute();
    expect(await matches(db, 'cœur')).toBe(1);
    await sqliteSearchUpkeep.suspend(db);

    expect(await migrateToLatest(db)).toEqual(['0033-search-letters', '0034-typed-titles']);
    expect(await sqliteSearchUpkeep.suspended(db)).toBe(true);
    // The next import: it sets aside again what is back, loads, then rebuilds.
    await sqliteSearchUpkeep.suspend(db);
    await sqliteSearchUpkeep.rebuild(db);

    expect(await matches(db, 'coeur')).toBe(1);
    await db.insertInto('film').values(film('Bølgen')).execute();
    expect(await matches(db, 'bolgen')).toBe(1);
    const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration
      ORDER BY name`.execute(db);
    const applied = rows.map((row) => row.name);
    const handle = sqliteHandleOf(db);
    if (!handle) throw new Error('not a SQLite database of the app');
    expect(await schemaDifferences(handle, applied)).toEqual([]);
    await db.destroy();
  });
});
