import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseAt, filmRow, migrateTo } from '../../../test/test-catalogue.js';
import { FILM_KEY_FACTOR } from './search-schema.js';

describe('migration 0004 on a catalogue indexed by 0003', async () => {
  const db = await databaseAt('0003-search');
  await db
    .insertInto('film')
    .values([
      filmRow(1, 'Río Bravo', 500, 1),
      filmRow(2, 'Río Grande', 900, 0),
      filmRow(3, 'Otra', 5, 0),
    ])
    .execute();
  await db
    .insertInto('film_genre')
    .values([
      { film_id: 1, code: 'OE' },
      { film_id: 2, code: 'OE' },
      { film_id: 2, code: 'DR' },
    ])
    .execute();
  await db.insertInto('person').values({ id: 51_000, nom: 'Howard Hawks' }).execute();
  await migrateTo(db, '0004-list-indexes');

  const films = async (query: string) =>
    (
      await sql<{ id: number }>`SELECT rowid % ${sql.lit(FILM_KEY_FACTOR)} AS id FROM film_fts
        WHERE film_fts MATCH ${query} ORDER BY rowid DESC`.execute(db)
    ).rows.map((row) => row.id);

  it('indexes the existing films, most votes first, with their tags', async () => {
    expect(await films('"rio"*')).toEqual([2, 1]);
    expect(await films('"rio"* AND {tags} : "_dl"')).toEqual([1]);
    expect(await films('"rio"* AND {tags} : ("_goe" "_gdr")')).toEqual([2]);
  });

  it('finds existing people by prefixes up to six letters from the index', async () => {
    const { rows } = await sql<{
      id: number;
    }>`SELECT rowid AS id FROM person_fts WHERE person_fts MATCH '"hawks"*'`.execute(db);
    expect(rows).toEqual([{ id: 51_000 }]);
  });

  it('keeps tags in step through the triggers', async () => {
    await db.updateTable('film').set({ file_count: 2 }).where('id', '=', 2).execute();
    expect(await films('{tags} : "_dl"')).toEqual([2, 1]);
    await db.deleteFrom('film_genre').where('film_id', '=', 1).execute();
    expect(await films('{tags} : "_goe"')).toEqual([2]);
    await db.deleteFrom('film').where('id', '=', 2).execute();
    expect(await films('"rio"*')).toEqual([1]);
  });
});
