import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFilmQueries } from '../src/admin/films/queries.js';
import { createPosterStore } from '../src/catalogue/poster-store.js';
import type { DiskConfig } from '../src/config.js';
import { importImdb } from '../src/import/imdb.js';
import { createImdbQueries } from '../src/import/imdb-queries.js';
import { scanDisks } from '../src/import/scan.js';
import { scanSummaryLines } from '../src/import/summary-lines.js';
import { sourcesOf } from '../src/metadata/source-queries.js';
import { tempDir } from './helpers.js';
import { DATASET_V1, filmByImdb, openTestDb, writeImdbDir } from './import-helpers.js';

const T0 = 1_790_000_000;
const fixtures = new URL('../src/', import.meta.url);
const nfo = (name: string) => fs.readFileSync(new URL(`metadata/fixtures/nfo/${name}`, fixtures));
const image = (name: string) =>
  fs.readFileSync(new URL(`catalogue/fixtures/images/${name}`, fixtures));

function put(root: string, rel: string, body: Buffer | string): void {
  const full = path.join(root, rel);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, body);
}

describe('the scan reads NFO files and pictures next to the films', async () => {
  const { db } = await openTestDb();
  await importImdb(createImdbQueries(db), { dir: writeImdbDir(DATASET_V1), now: T0 });
  const base = tempDir('cineclub-sidecars-');
  const disk: DiskConfig = { name: 'disco1', root: path.join(base, 'disco1') };
  const dataDir = path.join(base, 'data');
  const posters = createPosterStore(dataDir);
  const root = disk.root;
  // Kodi: movie.nfo, poster.jpg, fanart.jpg; the folder's name carries no id.
  put(root, 'El Padrino (1972)/El Padrino.mkv', 'x');
  put(root, 'El Padrino (1972)/movie.nfo', nfo('kodi.nfo'));
  put(root, 'El Padrino (1972)/poster.jpg', image('poster.jpg'));
  put(root, 'El Padrino (1972)/fanart.jpg', image('backdrop.png'));
  // Jellyfin: movie.nfo, folder.jpg, backdrop.jpg.
  put(root, 'Cadena perpetua (1994)/Cadena perpetua.mkv', 'x');
  put(root, 'Cadena perpetua (1994)/movie.nfo', nfo('jellyfin.nfo'));
  put(root, 'Cadena perpetua (1994)/folder.jpg', image('poster.jpg'));
  put(root, 'Cadena perpetua (1994)/backdrop.jpg', image('not-an-image.jpg'));
  // Radarr: <file name>.nfo and <file name>-poster.jpg, several films in one folder.
  put(root, 'Pelis/Amelie (2001).mkv', 'x');
  put(root, 'Pelis/Amelie (2001).nfo', nfo('radarr.nfo'));
  put(root, 'Pelis/Amelie (2001)-poster.jpg', image('photo.webp'));
  put(root, 'Pelis/Otra (1999).mkv', 'x');
  put(root, 'Pelis/Otra (1999)-poster.jpg', image('poster.jpg'));
  // An id in the folder's name, and a poster that is a bomb.
  put(root, 'La vita è bella [tt0118799]/film.avi', 'x');
  put(root, 'La vita è bella [tt0118799]/poster.png', image('bomb.png'));
  // Broken NFO files.
  put(root, 'Rotas/mala/movie.nfo', nfo('bad-xml.nfo'));
  put(root, 'Rotas/entidades/movie.nfo', nfo('entity-attack.nfo'));
  put(root, 'Rotas/externa/movie.nfo', nfo('external-entity.nfo'));
  put(root, 'Rotas/enorme/movie.nfo', `<movie><plot>${'a'.repeat(600_000)}</plot></movie>`);
  put(root, 'Rotas/bom [tt9999999]/movie.nfo', nfo('bom.nfo'));

  const summary = await scanDisks(db, { disks: [disk], dataDir, now: T0 + 10, posters });
  const card = async (imdb: number) => {
    const film = (await filmByImdb(db, imdb)) as { id: number };
    const row = await db
      .selectFrom('film')
      .select(['id', 'nom', 'nomo', 'arg', 'dura', 'poster', 'backdrop', 'trailer', 'tmdb'])
      .where('id', '=', film.id)
      .executeTakeFirstOrThrow();
    return { ...row, sources: await sourcesOf(db, film.id) };
  };

  it("fills cards from Kodi's, Jellyfin's and Radarr's files, matched by IMDb id only", async () => {
    const godfather = await card(68646);
    expect(godfather).toMatchObject({ nom: 'El padrino', dura: 175, trailer: 'sY1S34973zA' });
    expect(godfather.arg).toMatch(/^Don Vito Corleone/);
    expect(godfather.poster).toBeGreaterThan(0);
    expect(godfather.backdrop).toMatch(/^[0-9a-f]{32}$/);
    expect(godfather.sources).toMatchObject({ arg: 'nfo', poster: 'nfo', backdrop: 'nfo' });
    const cast = await db
      .selectFrom('film_cast')
      .select(['nom', 'papel'])
      .where('film_id', '=', godfather.id)
      .orderBy('ord')
      .execute();
    expect(cast[0]).toEqual({ nom: 'Marlon Brando', papel: 'Don Vito Corleone' });

    const shawshank = await card(111161);
    expect(shawshank.poster).toBeGreaterThan(0);
    expect(shawshank.backdrop).toBe('');
    expect(shawshank.arg).toMatch(/^Andy Dufresne/);

    const amelie = await card(211915);
    expect(amelie).toMatchObject({ dura: 122, sources: { poster: 'nfo' } });
    expect(amelie.poster).toBeGreaterThan(0);
    expect((await card(118799)).poster).toBe(0);
    expect(summary.sidecars).toMatchObject({ nfo: 8, posters: 3, backdrops: 1 });
  });

  it('says in the summary why each file was not used', () => {
    const lines = scanSummaryLines(summary);
    const at = lines.indexOf('NFO e imágenes no usados (8):');
    expect(at).toBeGreaterThan(-1);
    const bad = lines.slice(at + 1, at + 9).sort();
    expect(bad).toEqual([
      '  disco1:Cadena perpetua (1994)/backdrop.jpg  (no es una imagen JPEG, PNG o WebP)',
      '  disco1:La vita è bella [tt0118799]/poster.png  (demasiados píxeles)',
      '  disco1:Pelis/Otra (1999)-poster.jpg  (sin id de IMDb (ni en el NFO ni «tt…» en el nombre): no se adivina la película)',
      '  disco1:Rotas/bom [tt9999999]/movie.nfo  (tt8579674 no está en el catálogo)',
      '  disco1:Rotas/enorme/movie.nfo  (pasa de 512 KB)',
      '  disco1:Rotas/entidades/movie.nfo  (lleva una DTD (no se admiten))',
      '  disco1:Rotas/externa/movie.nfo  (lleva una DTD (no se admiten))',
      expect.stringMatching(/^ {2}disco1:Rotas\/mala\/movie\.nfo {2}\(XML no válido \(línea 5: /),
    ]);
    expect(lines.find((line) => line.startsWith('NFO y carteles:'))).toBe(
      'NFO y carteles: 8 NFO leídos; 3 fichas cambiadas, 3 pósters, 1 fondos',
    );
  });

  it("keeps the owner's edits, and a second scan redoes nothing", async () => {
    const godfather = await card(68646);
    await createFilmQueries(db).updateFilm(
      godfather.id,
      { arg: 'Mía.' },
      {
        user_id: null,
        email: 'a@b.c',
        at: T0,
        film_id: godfather.id,
        action: 'ficha.arg',
        detail: '',
      },
    );
    const again = await scanDisks(db, { disks: [disk], dataDir, now: T0 + 20, posters });
    expect(again.sidecars).toMatchObject({ films: 0, posters: 0, backdrops: 0 });
    expect(await card(68646)).toMatchObject({ arg: 'Mía.', poster: godfather.poster });
  });
});
