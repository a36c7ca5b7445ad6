import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/connection.js';
import { ImportInputError } from '../src/import/errors.js';
import { importImdb } from '../src/import/imdb.js';
import { createImdbQueries } from '../src/import/imdb-queries.js';
import { importList } from '../src/import/list.js';
import { tempDir } from './helpers.js';
import { DATASET_V1, openTestDb, writeImdbDir } from './import-helpers.js';

async function entries(db: Db, list: string) {
  const rows = await db
    .selectFrom('list_entry')
    .innerJoin('film', 'film.id', 'list_entry.film_id')
    .select(['film.imdb', 'list_entry.pos'])
    .where('list_entry.list', '=', list)
    .orderBy('list_entry.pos')
    .execute();
  return rows.map((row) => [row.pos, row.imdb]);
}

describe('import-list', async () => {
  const { db } = await openTestDb();
  await importImdb(createImdbQueries(db), { dir: writeImdbDir(DATASET_V1), now: 1_790_000_000 });
  const dir = tempDir();
  const write = (name: string, text: string) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, text);
    return file;
  };

  it('loads a list and reports ids not in the catalogue, bad lines and repeats', async () => {
    const file = write(
      'i250.csv',
      'position,imdb\n1,tt0111161\n2,68646\n3,tt7777777\nabc,def\n4,tt0111161\n5,https://www.imdb.com/title/tt0211915/\n',
    );
    const summary = await importList(db, { code: 'i250', file });
    expect(summary).toEqual({
      list: 'i250',
      entries: 3,
      left: 0,
      missing: [{ imdb: 'tt7777777', pos: 3 }],
      bad: [{ line: 5, text: 'abc,def' }],
      repeated: [{ imdb: 'tt0111161', line: 6 }],
    });
    expect(await entries(db, 'i250')).toEqual([
      [1, 111161],
      [2, 68646],
      [5, 211915],
    ]);
  });

  it('replaces the list: films no longer listed leave it, other lists stay', async () => {
    await importList(db, { code: 'crit', file: write('crit.csv', '1;tt0068646\n') });
    const summary = await importList(db, {
      code: 'i250',
      file: write('i250-new.csv', '\uFEFF1\ttt0068646\n2\ttt0118799\n'),
    });
    expect(summary).toMatchObject({ entries: 2, left: 2, missing: [] });
    expect(await entries(db, 'i250')).toEqual([
      [1, 68646],
      [2, 118799],
    ]);
    expect(await entries(db, 'crit')).toEqual([[1, 68646]]);
  });

  it('reads one file holding several lists, and an IMDb list export', async () => {
    const all = write('all.csv', 'oscars,45,tt0068646\n1000p,435,tt0111161\noscars,70,tt0118799\n');
    expect((await importList(db, { code: 'oscars', file: all })).entries).toBe(2);
    expect(await entries(db, 'oscars')).toEqual([
      [45, 68646],
      [70, 118799],
    ]);
    const exported = write(
      'export.csv',
      'Position,Const,Created,Modified,Description,Title\n1,tt0211915,2024-01-01,,,"Amélie, la de Montmartre"\n2,tt0111161,2024-01-01,,,Cadena perpetua\n',
    );
    await importList(db, { code: '1000p', file: exported });
    expect(await entries(db, '1000p')).toEqual([
      [1, 211915],
      [2, 111161],
    ]);
  });

  it('refuses a bad list code, a missing file and a file without entries', async () => {
    const file = write('ok.csv', '1,tt0111161\n');
    await expect(importList(db, { code: 'popu', file })).rejects.toThrow(
      /Lista desconocida 'popu'/,
    );
    await expect(
      importList(db, { code: 'i250', file: path.join(dir, 'nope.csv') }),
    ).rejects.toThrow(ImportInputError);
    const empty = write('empty.csv', 'position,imdb\n');
    await expect(importList(db, { code: 'i250', file: empty })).rejects.toThrow(/ninguna fila/);
    // A refused file leaves the list as it was.
    expect(await entries(db, 'i250')).toHaveLength(2);
  });
});
