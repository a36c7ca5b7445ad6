import { describe, expect, it } from 'vitest';
import { createFilmQueries } from '../src/admin/films/queries.js';
import { importImdb } from '../src/import/imdb.js';
import { createImdbQueries } from '../src/import/imdb-queries.js';
import { fillFilm } from '../src/metadata/fill-queries.js';
import { clearSource, recordSources, sourcesOf } from '../src/metadata/source-queries.js';
import {
  DATASET_V1,
  filmByImdb,
  generatedDataset,
  openTestDb,
  writeImdbDir,
} from './import-helpers.js';

const T0 = 1_790_000_000;
const now = T0 + 10;

describe('who wins a card field, on the database', async () => {
  const { db } = await openTestDb();
  await importImdb(createImdbQueries(db), { dir: writeImdbDir(DATASET_V1), now: T0 });
  const shawshank = (await filmByImdb(db, 111161)) as { id: number };
  const godfather = (await filmByImdb(db, 68646)) as { id: number };
  const card = (id: number) =>
    db
      .selectFrom('film')
      .select(['nom', 'arg', 'dura', 'backdrop', 'trailer', 'tmdb'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('lets TMDB fill only the empty fields, and an NFO write over TMDB', async () => {
    await db
      .updateTable('film')
      .set({ arg: 'Sinopsis de la demo.' })
      .where('id', '=', shawshank.id)
      .execute();
    const written = await fillFilm(
      db,
      shawshank.id,
      { arg: 'De TMDB.', nom: 'Otro título', trailer: 'abc123', tmdb: 278, gens: ['DR', 'CR'] },
      'tmdb',
      { now },
    );
    // The card has a Spanish title from IMDb, a synopsis and genres: only the trailer is empty.
    expect(written).toEqual(['trailer']);
    expect(await card(shawshank.id)).toMatchObject({
      arg: 'Sinopsis de la demo.',
      nom: 'Cadena perpetua',
      trailer: 'abc123',
      tmdb: 278,
    });
    expect(await sourcesOf(db, shawshank.id)).toEqual({ trailer: 'tmdb' });

    expect(
      await fillFilm(db, shawshank.id, { arg: 'Del NFO.', nom: 'Perpetua' }, 'nfo', { now }),
    ).toEqual(['nom', 'arg']);
    // TMDB refreshing the film still never replaces the NFO's values.
    expect(
      await fillFilm(db, shawshank.id, { arg: 'Otra de TMDB.', trailer: 'xyz' }, 'tmdb', {
        now,
        refresh: true,
      }),
    ).toEqual(['trailer']);
    expect(await card(shawshank.id)).toMatchObject({
      arg: 'Del NFO.',
      nom: 'Perpetua',
      trailer: 'xyz',
    });
  });

  it("keeps the owner's edit against every fill, until the owner clears its source", async () => {
    await createFilmQueries(db).updateFilm(
      godfather.id,
      { arg: 'Escrita por el dueño.' },
      {
        user_id: null,
        email: 'admin@example.com',
        at: now,
        film_id: godfather.id,
        action: 'ficha.arg',
        detail: 'x',
      },
    );
    expect((await sourcesOf(db, godfather.id)).arg).toBe('owner');
    for (const source of ['nfo', 'tmdb', 'imdb'] as const) {
      await fillFilm(db, godfather.id, { arg: `De ${source}.` }, source, { now, refresh: true });
    }
    expect((await card(godfather.id)).arg).toBe('Escrita por el dueño.');
    await clearSource(db, godfather.id, 'arg');
    await fillFilm(db, godfather.id, { arg: 'Del NFO.' }, 'nfo', { now });
    expect((await card(godfather.id)).arg).toBe('Del NFO.');
  });

  it("puts the cast in film_cast and photos only on this film's credited people", async () => {
    await fillFilm(
      db,
      godfather.id,
      {
        cast: [
          { nom: 'Marlon Brando', papel: 'Don Vito Corleone', photo: 'a1' },
          { nom: 'Al Pacino', papel: 'Michael Corleone', photo: '' },
        ],
        photos: [
          { nom: 'marlon  BRANDO', photo: 'a1' },
          { nom: 'Francis Ford Coppola', photo: 'd1' },
          // Credited on another film only: never matched here.
          { nom: 'Tim Robbins', photo: 'x1' },
        ],
      },
      'tmdb',
      { now },
    );
    const cast = await db
      .selectFrom('film_cast')
      .selectAll()
      .where('film_id', '=', godfather.id)
      .orderBy('ord')
      .execute();
    expect(cast.map((row) => [row.nom, row.papel])).toEqual([
      ['Marlon Brando', 'Don Vito Corleone'],
      ['Al Pacino', 'Michael Corleone'],
    ]);
    const photos = await db
      .selectFrom('person')
      .select(['id', 'photo'])
      .where('photo', '!=', '')
      .orderBy('id')
      .execute();
    expect(photos).toEqual([
      { id: 8, photo: 'a1' },
      { id: 338, photo: 'd1' },
    ]);
  });
});

describe('the nightly IMDb import against the fields stronger sources wrote', async () => {
  const { db } = await openTestDb();
  const queries = createImdbQueries(db);
  const day1 = generatedDataset(3);
  await importImdb(queries, { dir: writeImdbDir(day1), now: T0 });
  const ids = await Promise.all([1, 2, 3].map(async (n) => (await filmByImdb(db, n)).id));
  const [owned, plain, castOnly] = ids as [number, number, number];

  // The owner edits film 1's titles, year, runtime and genres; an NFO gave it its director.
  await db
    .updateTable('film')
    .set({ nom: 'Título del dueño', nomo: 'Original del dueño', anio: 2001, dura: 123 })
    .where('id', '=', owned)
    .execute();
  await db.deleteFrom('film_genre').where('film_id', '=', owned).execute();
  await db.insertInto('film_genre').values({ film_id: owned, code: 'CO' }).execute();
  await db
    .updateTable('film_person')
    .set({ person_id: 3 }) // generated people's ids are their nm numbers
    .where('film_id', '=', owned)
    .where('role', '=', 'd')
    .execute();
  await recordSources(db, owned, ['nom', 'nomo', 'anio', 'dura', 'gens'], 'owner', now);
  await recordSources(db, owned, ['d'], 'nfo', now);
  // Film 3's cast is the owner's; IMDb will drop every credit of film 3.
  await recordSources(db, castOnly, ['a'], 'owner', now);

  // The next day every film has another title, year, runtime, genre and director.
  const day2 = {
    ...day1,
    basics: day1.basics.map((row) =>
      row
        .with(3, `${row[3]} bis`)
        .with(5, Number(row[5]) + 1)
        .with(7, 91)
        .with(8, 'Comedy,War'),
    ),
    akas: day1.akas.map((row) => row.with(2, `Otra ${row[2]}`)),
    principals: day1.principals
      .filter((row) => row[0] !== 'tt0000003')
      .map((row) => (row[3] === 'director' ? row.with(2, 'nm0000005') : row)),
  };
  await importImdb(queries, { dir: writeImdbDir(day2), now: T0 + 86_400 });

  const card = (id: number) =>
    db
      .selectFrom('film')
      .select(['nom', 'nomo', 'anio', 'dura'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const genres = async (id: number) =>
    (await db.selectFrom('film_genre').select('code').where('film_id', '=', id).execute())
      .map((row) => row.code)
      .sort();
  const credits = async (id: number) =>
    (
      await db
        .selectFrom('film_person')
        .select(['role', 'person_id'])
        .where('film_id', '=', id)
        .execute()
    )
      .map((row) => `${row.role}${row.person_id}`)
      .sort();

  it("leaves the owner's and the NFO's fields, and writes every other film's", async () => {
    expect(await card(owned)).toEqual({
      nom: 'Título del dueño',
      nomo: 'Original del dueño',
      anio: 2001,
      dura: 123,
    });
    expect(await genres(owned)).toEqual(['CO']);
    // IMDb's new actor list is still IMDb's to write; the NFO's director stays.
    expect(await credits(owned)).toEqual(['a4', 'd3']);
    expect(await card(plain)).toEqual({
      nom: 'Otra Película 2',
      nomo: 'Film 2 bis',
      anio: 1953,
      dura: 91,
    });
    expect(await genres(plain)).toEqual(['BE', 'CO']);
    expect(await credits(plain)).toEqual(['a5', 'd5']);
    // IMDb credits nobody for film 3 any more: its directors go, the owner's cast stays.
    expect(await credits(castOnly)).toEqual(['a6']);
  });

  it('writes IMDb values again once the owner clears the sources', async () => {
    for (const field of ['nom', 'nomo', 'anio', 'dura', 'gens', 'd'] as const) {
      await clearSource(db, owned, field);
    }
    await importImdb(queries, { dir: writeImdbDir(day2), now: T0 + 2 * 86_400 });
    expect(await card(owned)).toEqual({
      nom: 'Otra Película 1',
      nomo: 'Film 1 bis',
      anio: 1952,
      dura: 91,
    });
    expect(await credits(owned)).toEqual(['a4', 'd5']);
  });
});
