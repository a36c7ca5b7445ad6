import { describe, expect, it } from 'vitest';
import { createFilmQueries } from '../src/admin/films/queries.js';
import { importImdb } from '../src/import/imdb.js';
import { createImdbQueries } from '../src/import/imdb-queries.js';
import { fillFilm } from '../src/metadata/fill-queries.js';
import { clearSource, sourcesOf } from '../src/metadata/source-queries.js';
import { DATASET_V1, filmByImdb, openTestDb, writeImdbDir } from './import-helpers.js';

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
