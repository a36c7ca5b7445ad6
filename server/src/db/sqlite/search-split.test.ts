import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseAt, filmRow, migrateTo } from '../../../test/test-catalogue.js';
import { FILM_KEY_FACTOR } from './search-schema.js';

describe('migration 0008 on a catalogue indexed by 0004', async () => {
  const db = await databaseAt('0007-admin');
  await db
    .insertInto('film')
    .values([
      filmRow(1, 'Río Bravo', 500, 1, 'Un sheriff en Texas.'),
      filmRow(2, 'Río Grande', 900, 0, 'La caballería en la frontera.'),
      filmRow(3, 'Otra', 5, 2, 'Un río sin nombre.'),
    ])
    .execute();
  await db
    .insertInto('film_genre')
    .values([
      { film_id: 1, code: 'OE' },
      { film_id: 2, code: 'OE' },
      { film_id: 3, code: 'DR' },
    ])
    .execute();
  await migrateTo(db, '0008-search-split');

  const films = async (table: string, query: string) =>
    (
      await sql<{ id: number }>`SELECT rowid % ${sql.lit(FILM_KEY_FACTOR)} AS id
        FROM ${sql.table(table)} WHERE ${sql.table(table)} MATCH ${query}
        ORDER BY rowid DESC`.execute(db)
    ).rows.map((row) => row.id);

  it('indexes titles, synopses and the films with files apart, most votes first', async () => {
    expect(await films('film_fts', '"rio"*')).toEqual([2, 1]);
    expect(await films('film_synopsis_fts', '"rio"*')).toEqual([3]);
    expect(await films('film_synopsis_fts', '"texas"')).toEqual([1]);
    expect(await films('film_downloadable_fts', '{nom nomo nomen} : "rio"*')).toEqual([1]);
    expect(await films('film_downloadable_fts', '{arg} : "rio"*')).toEqual([3]);
    expect(await films('film_downloadable_fts', '"rio"* AND {tags} : "_gdr"')).toEqual([3]);
  });

  it('keeps the three indexes in step through the triggers', async () => {
    // Gaining files adds a film to the downloadable index; losing them takes it out.
    await db.updateTable('film').set({ file_count: 1 }).where('id', '=', 2).execute();
    await db.updateTable('film').set({ file_count: 0 }).where('id', '=', 1).execute();
    expect(await films('film_downloadable_fts', '{nom nomo nomen} : "rio"*')).toEqual([2]);
    // New votes move a film in every index; a new synopsis replaces the old one.
    await db
      .updateTable('film')
      .set({ votos: 1000, arg: 'Un río en Texas.' })
      .where('id', '=', 1)
      .execute();
    expect(await films('film_fts', '"rio"*')).toEqual([1, 2]);
    expect(await films('film_synopsis_fts', '"rio"*')).toEqual([1, 3]);
    expect(await films('film_synopsis_fts', '"sheriff"')).toEqual([]);
    // Genres are tags of each index.
    await db.insertInto('film_genre').values({ film_id: 2, code: 'DR' }).execute();
    expect(await films('film_downloadable_fts', '{tags} : "_gdr"')).toEqual([2, 3]);
    expect(await films('film_fts', '{tags} : "_gdr"')).toEqual([2, 3]);
    await db.deleteFrom('film_genre').where('film_id', '=', 3).execute();
    expect(await films('film_synopsis_fts', '{tags} : "_gdr"')).toEqual([2]);
    // A new film with files, then deleted films, leave no rows behind.
    await db
      .insertInto('film')
      .values(filmRow(4, 'Río Lobo', 300, 1))
      .execute();
    expect(await films('film_downloadable_fts', '"lobo"*')).toEqual([4]);
    await db.deleteFrom('film').where('id', 'in', [3, 4]).execute();
    expect(await films('film_downloadable_fts', '"rio"* OR "lobo"*')).toEqual([2]);
    expect(await films('film_synopsis_fts', '"rio"*')).toEqual([1]);
    expect(await films('film_fts', '"rio"*')).toEqual([1, 2]);
  });
});
