import { sql } from 'kysely';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { openPostgres } from '../src/db/connection.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { catalogueSizes } from '../src/db/postgres/word-counts.js';
import { databaseEnv, TEST_NOW, tempDir } from './helpers.js';

/**
 * The sizes a PostgreSQL search prices its readings by are the planner's estimates, read at
 * most every 10 s per database instead of in each search's statements.
 */
describe('PostgreSQL catalogue sizes', async () => {
  const url = (await databaseEnv(tempDir())).DATABASE_URL ?? '';
  const db = openPostgres(url);
  afterAll(() => db.destroy());
  afterEach(() => vi.restoreAllMocks());
  await migrateToLatest(db);

  const addFilms = async (count: number, downloadable: number) => {
    const films = Array.from({ length: count }, (_, index) => ({
      nom: `Película ${index}`,
      nomo: '',
      nomen: '',
      arg: '',
      added_at: TEST_NOW,
      listed_at: TEST_NOW,
      file_count: index < downloadable ? 1 : 0,
    }));
    await db.insertInto('film').values(films).execute();
    await sql`ANALYZE film`.execute(db);
  };

  it('reads the estimates, then keeps them for 10 s', async () => {
    let now = 1_000_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    await addFilms(300, 40);
    expect(await catalogueSizes(db)).toMatchObject({ films: 300, downloadable: 40 });

    await addFilms(200, 0);
    now += 9_000;
    expect((await catalogueSizes(db)).films).toBe(300);
    now += 1_000;
    expect((await catalogueSizes(db)).films).toBe(500);
  });
});
