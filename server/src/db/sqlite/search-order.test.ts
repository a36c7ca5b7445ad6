import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseAt, filmRow, migrateTo } from '../../../test/test-catalogue.js';
import { filmIdOfKey } from './film-tables.js';

describe('migration 0009 on a catalogue indexed by 0008', async () => {
  const db = await databaseAt('0008-search-split');
  await db
    .insertInto('film')
    .values([
      filmRow(1, 'Río Bravo', 500, 1, 'Un sheriff en Texas.'),
      filmRow(2, 'Río Grande', 900, 0, 'La caballería en la frontera.'),
      filmRow(3, 'Río Lobo', 5, 2, 'Un río sin nombre.'),
    ])
    .execute();
  await db.insertInto('film_genre').values({ film_id: 3, code: 'OE' }).execute();
  await db.insertInto('person').values({ id: 51_000, nom: 'Howard Hawks' }).execute();
  await db
    .insertInto('film_person')
    .values([1, 2, 3].map((film_id) => ({ film_id, person_id: 51_000, role: 'd', ord: 0 })))
    .execute();
  await migrateTo(db, '0009-search-order');

  /** The films of a match in the index's forward order. */
  const films = async (table: string, query: string) =>
    (
      await sql<{ id: number }>`SELECT ${sql.raw(filmIdOfKey('rowid'))} AS id
        FROM ${sql.table(table)} WHERE ${sql.table(table)} MATCH ${query} ORDER BY rowid`.execute(
        db,
      )
    ).rows.map((row) => row.id);
  /** The films credited to Hawks in the credits' key order, only those with files if asked. */
  const credited = async (onlyDownloadable = false) =>
    (
      await sql<{ id: number }>`SELECT film_id AS id FROM film_person
        WHERE person_id = 51000 ${onlyDownloadable ? sql`AND downloadable = 1` : sql``}
        ORDER BY film_key`.execute(db)
    ).rows.map((row) => row.id);

  it('walks the film indexes forwards, most votes first', async () => {
    expect(await films('film_fts', '"rio"*')).toEqual([2, 1, 3]);
    expect(await films('film_synopsis_fts', '"rio"*')).toEqual([3]);
    expect(await films('film_downloadable_fts', '{nom nomo nomen} : "rio"*')).toEqual([1, 3]);
    expect(await films('film_fts', '"rio"* AND {tags} : "_goe"')).toEqual([3]);
  });

  it("gives every credit its film's key and files, and keeps them in step", async () => {
    expect(await credited()).toEqual([2, 1, 3]);
    expect(await credited(true)).toEqual([1, 3]);
    await db.updateTable('film').set({ votos: 1000 }).where('id', '=', 3).execute();
    await db.updateTable('film').set({ file_count: 0 }).where('id', '=', 1).execute();
    await db.updateTable('film').set({ file_count: 4 }).where('id', '=', 2).execute();
    expect(await credited()).toEqual([3, 2, 1]);
    expect(await credited(true)).toEqual([3, 2]);
    await db
      .insertInto('film')
      .values(filmRow(4, 'Hatari', 2000, 1))
      .execute();
    await db
      .insertInto('film_person')
      .values({ film_id: 4, person_id: 51_000, role: 'd', ord: 0 })
      .execute();
    expect(await credited(true)).toEqual([4, 3, 2]);
    expect(await films('film_fts', '"rio"* OR "hatari"')).toEqual([4, 3, 2, 1]);
    await db.deleteFrom('film').where('id', '=', 4).execute();
    expect(await credited()).toEqual([3, 2, 1]);
    expect(await films('film_downloadable_fts', '"hatari"')).toEqual([]);
  });
});
