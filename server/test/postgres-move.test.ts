import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { openPostgres, openSqlite } from '../src/db/connection.js';
import { prepareDatabase } from '../src/startup/prepare.js';
import { afterScope, databaseEnv, startTestServer, TEST_NOW, tempDir } from './helpers.js';
import { runCatalogue } from './process-helpers.js';

/** `npm run catalogue -- migrate-to-postgres`: a SQLite site moved into an empty database. */
describe('moving a site from SQLite to PostgreSQL', async () => {
  // The SQLite site: the demo catalogue and accounts, and some of its users' data.
  const dataDir = tempDir();
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const sqlite = openSqlite(config.databaseFile);
  afterAll(() => sqlite.destroy());
  await prepareDatabase(sqlite, config, {
    now: TEST_NOW,
    demoFileSizes: { min: 2_000, max: 9_000 },
  });
  const film = await sqlite
    .selectFrom('film')
    .select(['id', 'nom'])
    .orderBy('votos', 'desc')
    .executeTakeFirstOrThrow();
  const user = await sqlite.selectFrom('user').select('id').executeTakeFirstOrThrow();
  /** A comment of that user on that film, written into `db`; its id. */
  const addComment = async (db: typeof sqlite, vista: number, voto: number, comen: string) => {
    const values = { user_id: user.id, film_id: film.id, fecha: TEST_NOW, vista, voto, comen };
    const row = await db
      .insertInto('comment')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  await addComment(sqlite, 1, 8, 'Bien');
  // Written before the API refused control characters: PostgreSQL cannot store the NUL.
  const withNul = await addComment(sqlite, 0, -1, 'Mu\u0000y bien\u0001');
  await sqlite
    .insertInto('want')
    .values({ user_id: user.id, film_id: film.id, created_at: TEST_NOW })
    .execute();
  // An empty database of the test cluster.
  const url = (await databaseEnv(tempDir())).DATABASE_URL ?? '';
  const counts = async (db: typeof sqlite, tables: string[]) =>
    Object.fromEntries(
      await Promise.all(
        tables.map(async (table) => {
          const { rows } = await sql<{
            n: number;
          }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(db);
          return [table, Number(rows[0]?.n)] as const;
        }),
      ),
    );
  const tables = ['genre', 'film', 'person', 'film_person', 'film_genre', 'list_entry', 'file'];
  tables.push('user', 'user_perm', 'comment', 'want', 'meta');

  it('copies every table with a progress line, and the site runs on PostgreSQL', async () => {
    const move = runCatalogue(['migrate-to-postgres', '--to', url], { DATA_DIR: dataDir });
    expect(await move.exited, move.output()).toBe(0);
    expect(move.output()).toMatch(/^film: [\d.]+ de [\d.]+ filas$/m);
    expect(move.output()).toMatch(/cada tabla tiene en PostgreSQL las mismas filas/);
    expect(move.output()).toMatch(/^comment\.comen: quitado el carácter NUL de 1 texto /m);

    const postgres = openPostgres(url);
    afterScope(() => postgres.destroy());
    const before = await counts(sqlite, tables);
    expect(before.film).toBeGreaterThan(0);
    expect(before.comment).toBeGreaterThan(0);
    expect(await counts(postgres, tables)).toEqual(before);
    const cleaned = await postgres
      .selectFrom('comment')
      .select('comen')
      .where('id', '=', withNul)
      .executeTakeFirstOrThrow();
    expect(cleaned.comen).toBe('Muy bien\u0001');

    // Sequences continue after the copied ids.
    const id = await addComment(postgres, 0, -1, 'Otra');
    const last = await sqlite
      .selectFrom('comment')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    expect(id).toBe(Number(last.id) + 1);

    // The search data is there: the app on the moved database finds the film by a word of it.
    const { app } = await startTestServer({ DATABASE_URL: url, DATA_DIR: dataDir });
    const word = film.nom.split(/[^\p{L}\p{N}]+/u).find((part) => part.length > 3) ?? film.nom;
    const found = await app.inject(
      `/api/lista/busq/false/false/0/1111111/all/${encodeURIComponent(word.toLowerCase())}`,
    );
    expect(found.json().pelis.map((card: { id: number }) => card.id)).toContain(film.id);
  });

  it('refuses a target that holds data', async () => {
    const again = runCatalogue(['migrate-to-postgres', '--to', url], { DATA_DIR: dataDir });
    expect(await again.exited).toBe(2);
    expect(again.output()).toMatch(/La base de datos de destino no está vacía/);
  });
});
