import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/connection.js';
import { ImportInputError } from '../src/import/errors.js';
import { importImdb } from '../src/import/imdb.js';
import { createImdbQueries } from '../src/import/imdb-queries.js';
import type { ProgressEvent } from '../src/import/progress.js';
import { DatasetError } from '../src/import/tsv.js';
import { tempDir } from './helpers.js';
import {
  BASICS_HEADER,
  type Cell,
  DATASET_V1,
  filmByImdb,
  openTestDb,
  writeDataset,
  writeImdbDir,
} from './import-helpers.js';

const T1 = 1_790_000_000;
const T2 = T1 + 86_400;

async function films(db: Db) {
  return db.selectFrom('film').selectAll().orderBy('imdb').execute();
}

async function genres(db: Db, imdb: number) {
  const rows = await db
    .selectFrom('film_genre')
    .innerJoin('film', 'film.id', 'film_genre.film_id')
    .select('film_genre.code')
    .where('film.imdb', '=', imdb)
    .orderBy('film_genre.code')
    .execute();
  return rows.map((row) => row.code);
}

async function credits(db: Db, imdb: number) {
  return db
    .selectFrom('film_person')
    .innerJoin('film', 'film.id', 'film_person.film_id')
    .innerJoin('person', 'person.id', 'film_person.person_id')
    .select(['film_person.role', 'film_person.ord', 'person.id', 'person.nom'])
    .where('film.imdb', '=', imdb)
    .orderBy('film_person.role')
    .orderBy('film_person.ord')
    .execute();
}

/** Version 2 of the dataset: changed runtime and genres, lost titles, rating and credits. */
function datasetV2(): typeof DATASET_V1 {
  const basics = DATASET_V1.basics.map((row) =>
    row[0] === 'tt0111161'
      ? ['tt0111161', 'movie', row[2] ?? null, row[3] ?? null, 0, 1994, null, 143, 'Drama,Crime']
      : row,
  );
  basics.push([
    'tt0109830',
    'movie',
    'Forrest Gump',
    'Forrest Gump',
    0,
    1994,
    null,
    142,
    'Drama,Romance',
  ]);
  const akas = DATASET_V1.akas.filter((row) => !(row[0] === 'tt0068646' && row[3] === 'ES'));
  akas.push(['tt0109830', 1, 'Forrest Gump', 'ES', null, null, null, 0]);
  const ratings = DATASET_V1.ratings.filter((row) => row[0] !== 'tt0211915');
  // The Godfather's credits come in two separate runs (an unsorted file): Pacino leaves,
  // Duvall arrives.
  const godfather = (ord: number, person: string, category: string): Cell[] => [
    'tt0068646',
    ord,
    person,
    category,
    null,
    null,
  ];
  const principals = [
    godfather(1, 'nm0000008', 'actor'),
    ...DATASET_V1.principals.filter((row) => row[0] === 'tt0111161'),
    godfather(3, 'nm0000380', 'actor'),
    godfather(5, 'nm0000338', 'director'),
  ];
  const names = [...DATASET_V1.names, ['nm0000380', 'Robert Duvall', 1931, null, 'actor', null]];
  return { basics, akas, ratings, principals, names };
}

describe('import-imdb', async () => {
  const { db } = await openTestDb();
  const events: ProgressEvent[] = [];
  const first = await importImdb(
    createImdbQueries(db),
    { dir: writeImdbDir(DATASET_V1), now: T1 },
    (event) => events.push(event),
  );

  it('keeps films only, with their titles, year, runtime, genres and rating', async () => {
    expect(first.films).toEqual({ read: 10, kept: 5, added: 5, updated: 0 });
    const all = await films(db);
    expect(all.map((row) => row.imdb)).toEqual([68646, 111161, 118799, 211915, 300001]);
    expect(await filmByImdb(db, 111161)).toMatchObject({
      nom: 'Cadena perpetua',
      nomo: 'The Shawshank Redemption',
      nomen: 'The Shawshank Redemption',
      anio: 1994,
      dura: 142,
      rate: 9.3,
      votos: 3000000,
      added_at: T1,
      listed_at: T1,
      first_file_at: null,
      file_count: 0,
    });
    expect(await genres(db, 68646)).toEqual(['CR', 'DR']);
  });

  it('takes the Spanish title from ES and the English from US, else GB, else the primary title', async () => {
    expect(await filmByImdb(db, 68646)).toMatchObject({
      nom: 'El padrino',
      nomen: 'The Godfather',
    });
    // US has a plain and a 'literal' title: the plain one wins; no ES title: the original.
    expect(await filmByImdb(db, 118799)).toMatchObject({
      nom: 'La vita è bella',
      nomo: 'La vita è bella',
      nomen: 'Life Is Beautiful',
    });
    // A working title and an untyped one: the untyped one; no US title: GB's.
    expect(await filmByImdb(db, 211915)).toMatchObject({ nom: 'Amélie', nomen: 'Amélie' });
    expect(first.titles).toEqual({ es: 3, en: 4 });
    expect(first.ratings).toEqual({ rated: 3, cleared: 0 });
  });

  it('reads quotes as plain characters and drops unknown genres', async () => {
    expect(await filmByImdb(db, 300001)).toMatchObject({
      nom: 'Quote "Film"',
      rate: null,
      votos: 0,
    });
    expect(await genres(db, 300001)).toEqual([]);
  });

  it('stores credits by role in billing order, and names only of people credited', async () => {
    expect(await credits(db, 111161)).toEqual([
      { role: 'a', ord: 1, id: 209, nom: 'Tim Robbins' },
      { role: 'a', ord: 2, id: 151, nom: 'Morgan Freeman' },
      { role: 'c', ord: 8, id: 2353, nom: 'Thomas Newman' },
      { role: 'c', ord: 9, id: 5683, nom: 'Roger Deakins' },
      { role: 'd', ord: 5, id: 1104, nom: 'Frank Darabont' },
      { role: 'w', ord: 6, id: 175, nom: 'Stephen King' },
      { role: 'w', ord: 7, id: 1104, nom: 'Frank Darabont' },
    ]);
    const people = await db.selectFrom('person').select('id').orderBy('id').execute();
    // Not Bacall (credited on no kept film), Kubrick (producer), Cranston (a series), nor the
    // actress IMDb has no name for.
    expect(people.map((row) => row.id)).toEqual([8, 151, 175, 199, 209, 338, 1104, 2353, 5683]);
    expect(first.credits).toMatchObject({ films: 2 });
    expect(first.people.named).toBe(9);
    // The actress IMDb has no name for was never written.
    expect(first.people.removed).toBe(0);
  });

  it('reports progress for each file', () => {
    const ends = events.filter((event) => event.end).map((event) => event.step);
    expect(ends).toEqual([
      'title.ratings',
      'title.basics',
      'title.akas',
      'name.basics (quién tiene nombre)',
      'title.principals',
      'name.basics',
      // A first import loads in bulk, and builds the search once at its end.
      'índice de búsqueda',
    ]);
    expect(first.bulk).toBe(true);
    expect(events.find((event) => event.end && event.step === 'title.basics')).toMatchObject({
      done: 10,
      counts: { películas: 5 },
    });
  });

  describe('run again on newer files', () => {
    let before: Awaited<ReturnType<typeof films>>;
    let second: Awaited<ReturnType<typeof importImdb>>;
    beforeAll(async () => {
      before = await films(db);
      // Shawshank got files meanwhile: its dates must stay.
      await db
        .updateTable('film')
        .set({ file_count: 1, first_file_at: T1 + 500, listed_at: T1 + 500 })
        .where('imdb', '=', 111161)
        .execute();
      second = await importImdb(createImdbQueries(db), { dir: writeImdbDir(datasetV2()), now: T2 });
    });

    it('updates in place and adds new films, never duplicates', async () => {
      const after = await films(db);
      expect(after).toHaveLength(6);
      // Shawshank (runtime, genres) and Amélie (rating).
      expect(second.films).toMatchObject({ kept: 6, added: 1, updated: 2 });
      for (const old of before) {
        expect(after.find((row) => row.imdb === old.imdb)?.id).toBe(old.id);
      }
      expect(await filmByImdb(db, 111161)).toMatchObject({
        id: before.find((row) => row.imdb === 111161)?.id,
        dura: 143,
        added_at: T1,
        first_file_at: T1 + 500,
        listed_at: T1 + 500,
      });
      expect(await genres(db, 111161)).toEqual(['CR', 'DR']);
      expect(await filmByImdb(db, 109830)).toMatchObject({
        nom: 'Forrest Gump',
        added_at: T2,
        listed_at: T2,
      });
    });

    it('drops a title, a rating and credits that IMDb dropped', async () => {
      expect((await filmByImdb(db, 68646)).nom).toBe('The Godfather');
      expect(await filmByImdb(db, 211915)).toMatchObject({ rate: null, votos: 0 });
      expect(second.ratings.cleared).toBe(1);
      expect(await credits(db, 68646)).toEqual([
        { role: 'a', ord: 1, id: 8, nom: 'Marlon Brando' },
        { role: 'a', ord: 3, id: 380, nom: 'Robert Duvall' },
        { role: 'd', ord: 5, id: 338, nom: 'Francis Ford Coppola' },
      ]);
      const pacino = await db.selectFrom('person').select('id').where('id', '=', 199).execute();
      expect(pacino).toEqual([]);
    });

    it('does not duplicate credits or people', async () => {
      const rows = await db.selectFrom('film_person').selectAll().execute();
      const keys = rows.map((row) => `${row.film_id}:${row.role}:${row.person_id}`);
      expect(new Set(keys).size).toBe(keys.length);
      expect(rows).toHaveLength(10);
    });

    it('changes nothing when run a third time on the same files', async () => {
      const snapshot = await dump(db);
      const again = await importImdb(createImdbQueries(db), {
        dir: writeImdbDir(datasetV2()),
        now: T2 + 10,
      });
      expect(again.films).toMatchObject({ added: 0, updated: 0 });
      expect(again.credits).toMatchObject({ added: 0, removed: 0 });
      expect(again.ratings.cleared).toBe(0);
      expect(again.rowsWritten).toBe(0);
      expect(again.bulk).toBe(false);
      expect(await dump(db)).toEqual(snapshot);
    });
  });
});

/** Everything an import writes, in a comparable form. */
async function dump(db: Db) {
  const [filmRows, genreRows, creditRows, people] = await Promise.all([
    db
      .selectFrom('film')
      .select([
        'id',
        'imdb',
        'nom',
        'nomo',
        'nomen',
        'anio',
        'dura',
        'rate',
        'votos',
        'added_at',
        'listed_at',
      ])
      .orderBy('imdb')
      .execute(),
    db.selectFrom('film_genre').selectAll().orderBy('film_id').orderBy('code').execute(),
    db
      .selectFrom('film_person')
      .selectAll()
      .orderBy('film_id')
      .orderBy('role')
      .orderBy('person_id')
      .execute(),
    db.selectFrom('person').selectAll().orderBy('id').execute(),
  ]);
  return { filmRows, genreRows, creditRows, people };
}

describe('import-imdb on unsorted files, in tiny batches', async () => {
  const reference = await openTestDb();
  await importImdb(createImdbQueries(reference.db), { dir: writeImdbDir(DATASET_V1), now: T1 });
  // Rows ordered by their second column: every film's rows are scattered over the file.
  const scatter = (rows: Cell[][]) =>
    [...rows].sort(
      (a, b) => Number(a[1]) - Number(b[1]) || String(a[0]).localeCompare(String(b[0])),
    );
  const shuffled = {
    ...DATASET_V1,
    basics: [...DATASET_V1.basics].reverse(),
    akas: scatter(DATASET_V1.akas),
    principals: scatter(DATASET_V1.principals),
    names: [...DATASET_V1.names].reverse(),
  };

  it('gives the same catalogue as sorted files in big batches', async () => {
    const { db } = await openTestDb();
    await importImdb(createImdbQueries(db), { dir: writeImdbDir(shuffled), now: T1, batchSize: 1 });
    const got = await dump(db);
    const want = await dump(reference.db);
    // Ids follow insertion order, which differs; compare by IMDb id.
    const byImdb = (data: typeof got) => {
      const imdbOf = new Map(data.filmRows.map((row) => [row.id, row.imdb]));
      return {
        films: data.filmRows.map(({ id: _id, ...row }) => row),
        genres: data.genreRows.map((row) => `${imdbOf.get(row.film_id)}:${row.code}`).sort(),
        credits: data.creditRows
          .map((row) => `${imdbOf.get(row.film_id)}:${row.role}:${row.person_id}:${row.ord}`)
          .sort(),
        people: data.people,
      };
    };
    expect(byImdb(got)).toEqual(byImdb(want));
  });
});

describe('import-imdb options and bad input', async () => {
  const { db } = await openTestDb();

  it('keeps TV films when asked', async () => {
    const summary = await importImdb(createImdbQueries(db), {
      dir: writeImdbDir({ basics: DATASET_V1.basics }),
      tvMovies: true,
      now: T1,
    });
    expect(summary.films.kept).toBe(6);
    expect((await filmByImdb(db, 67023)).nom).toBe('Duel');
  });

  it('imports from title.basics alone and says what it skipped', async () => {
    const summary = await importImdb(createImdbQueries(db), {
      dir: writeImdbDir({ basics: DATASET_V1.basics }),
      now: T1,
    });
    expect(summary.skipped).toEqual([
      'title.akas',
      'title.ratings',
      'title.principals',
      'name.basics',
    ]);
    // Without akas the titles stay as they were.
    expect((await filmByImdb(db, 111161)).nom).toBe('The Shawshank Redemption');
  });

  it('refuses a missing folder, a folder without title.basics, credits without names', async () => {
    await expect(importImdb(createImdbQueries(db), { dir: '/nonexistent/imdb' })).rejects.toThrow(
      ImportInputError,
    );
    await expect(importImdb(createImdbQueries(db), { dir: tempDir() })).rejects.toThrow(
      /Falta title.basics/,
    );
    const noNames = writeImdbDir({ basics: DATASET_V1.basics, principals: DATASET_V1.principals });
    await expect(importImdb(createImdbQueries(db), { dir: noNames })).rejects.toThrow(
      /name.basics/,
    );
  });

  it('fails clearly on a file that is not gzip or lacks a column', async () => {
    const notGzip = tempDir();
    fs.writeFileSync(path.join(notGzip, 'title.basics.tsv.gz'), 'this is not gzip');
    await expect(importImdb(createImdbQueries(db), { dir: notGzip })).rejects.toThrow(DatasetError);
    const noColumn = tempDir();
    writeDataset(
      noColumn,
      'title.basics',
      BASICS_HEADER.filter((name) => name !== 'genres'),
      [],
    );
    await expect(importImdb(createImdbQueries(db), { dir: noColumn })).rejects.toThrow(
      /falta la columna 'genres'/,
    );
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const dir = writeImdbDir({ basics: DATASET_V1.basics });
    await expect(
      importImdb(createImdbQueries(db), { dir, signal: controller.signal }),
    ).rejects.toThrow();
  });
});
