import { type CompiledQuery, Kysely, SqliteDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseAt, filmRow, migrateTo } from '../../../test/test-catalogue.js';
import { createCatalogueQueries } from '../../catalogue/queries.js';
import type { Database } from '../schema.js';
import { sqliteHandleOf } from './connection.js';
import { sqliteEngine } from './engine.js';

describe('migration 0010 on a catalogue with credits', async () => {
  const db = await databaseAt('0009-search-order');
  await db
    .insertInto('film')
    .values([filmRow(1, 'Río Bravo', 500, 1), filmRow(2, 'Hatari', 900, 0)])
    .execute();
  await db
    .insertInto('person')
    .values([
      { id: 51_000, nom: 'Howard Hawks' },
      { id: 78, nom: 'John Wayne' },
    ])
    .execute();
  await db
    .insertInto('film_person')
    .values([
      { film_id: 1, person_id: 51_000, role: 'd', ord: 0 },
      { film_id: 1, person_id: 78, role: 'a', ord: 1 },
      { film_id: 2, person_id: 78, role: 'a', ord: 0 },
    ])
    .execute();
  await migrateTo(db, '0010-credit-names');
  const queries = createCatalogueQueries(db, sqliteEngine);
  const names = async () =>
    (await queries.creditsOf([1, 2])).map((credit) => `${credit.film_id} ${credit.nom}`);

  it("gives every credit its person's name", async () => {
    expect(await queries.creditsOf([1, 2])).toEqual([
      { film_id: 1, person_id: 51_000, nom: 'Howard Hawks', role: 'd' },
      { film_id: 1, person_id: 78, nom: 'John Wayne', role: 'a' },
      { film_id: 2, person_id: 78, nom: 'John Wayne', role: 'a' },
    ]);
  });

  it('names a new credit, keys included, and renames the credits of a renamed person', async () => {
    await db.insertInto('person').values({ id: 99, nom: 'Angie Dickinson' }).execute();
    await db
      .insertInto('film_person')
      .values({ film_id: 1, person_id: 99, role: 'a', ord: 2 })
      .execute();
    expect(await names()).toEqual([
      '1 Howard Hawks',
      '1 John Wayne',
      '1 Angie Dickinson',
      '2 John Wayne',
    ]);
    const credit = await db
      .selectFrom('film_person')
      .select(['film_key', 'downloadable'])
      .where('person_id', '=', 99)
      .executeTakeFirstOrThrow();
    expect(credit).toEqual({ film_key: -(500 * 2 ** 26 + 1), downloadable: 1 });

    await db.updateTable('person').set({ nom: 'Marion Morrison' }).where('id', '=', 78).execute();
    // The importers' and the admin's way: an upsert whose update changes the name.
    await db
      .insertInto('person')
      .values({ id: 51_000, nom: 'Howard Winchester Hawks' })
      .onConflict((oc) => oc.column('id').doUpdateSet({ nom: 'Howard Winchester Hawks' }))
      .execute();
    expect(await names()).toEqual([
      '1 Howard Winchester Hawks',
      '1 Marion Morrison',
      '1 Angie Dickinson',
      '2 Marion Morrison',
    ]);
  });

  it("reads a page's credits from the credits' index alone", async () => {
    const handle = sqliteHandleOf(db);
    if (!handle) throw new Error('not an app database');
    const executed: CompiledQuery[] = [];
    const logged = new Kysely<Database>({
      dialect: new SqliteDialect({ database: handle }),
      log: (event) => {
        if (event.level === 'query') executed.push(event.query);
      },
    });
    await createCatalogueQueries(logged, sqliteEngine).creditsOf([1, 2]);
    const [query] = executed;
    if (!query) throw new Error('no query ran');
    const plan = handle.prepare(`EXPLAIN QUERY PLAN ${query.sql}`).all(...query.parameters) as {
      detail: string;
    }[];
    expect(plan.map((row) => row.detail)).toEqual([
      expect.stringMatching(/^SEARCH film_person USING COVERING INDEX film_person_credits/),
    ]);
  });
});
