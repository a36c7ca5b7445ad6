import fs from 'node:fs';
import path from 'node:path';
import { pathOf, routes } from '@cineclub/contract';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../src/config.js';
import { scanDisks } from '../src/import/scan.js';
import { checkDataFolders } from '../src/library/server-files.js';
import { init, initId, parseEvents, sessions, startDownloadsServer } from './downloads-helpers.js';
import { tempDir } from './helpers.js';

const BAD_LINK = 'Error en el enlace';

describe('DATA_DIR and the disks, one inside the other', () => {
  const base = tempDir();
  const dataDir = path.join(base, 'data');
  fs.mkdirSync(path.join(dataDir, 'cache'), { recursive: true });
  const linked = path.join(tempDir(), 'enlace');
  fs.symlinkSync(path.join(dataDir, 'cache'), linked);

  it.each([
    ['a disk that holds DATA_DIR', base, /DATA_DIR .* está dentro del disco lib/],
    ['DATA_DIR as a disk', dataDir, /DATA_DIR .* está dentro del disco lib/],
    ['the cache as a disk', path.join(dataDir, 'cache'), /el disco lib .* está dentro de DATA_DIR/],
    ['a link to the cache', linked, /el disco lib .*cache\) está dentro de DATA_DIR/],
    ['a folder beside the keys', path.join(dataDir, 'pelis'), /está dentro de DATA_DIR/],
  ])('refuses %s at start', (_what, root, message) => {
    const start = () => checkDataFolders({ dataDir, disks: [{ name: 'lib', root }] });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(message);
  });

  it('takes disks beside DATA_DIR, and under DATA_DIR/disks (the demo’s)', () => {
    const disks = [
      { name: 'fuera', root: path.join(base, 'pelis') },
      { name: 'demo', root: path.join(dataDir, 'disks', 'disco1') },
    ];
    expect(() => checkDataFolders({ dataDir, disks })).not.toThrow();
  });
});

describe('a disk that holds DATA_DIR anyway', async () => {
  // The start-up refuses it (above); the scan and the downloads hold even so.
  const base = tempDir();
  const dataDir = path.join(base, 'data');
  const server = await startDownloadsServer({ dataDir, env: { DISKS: `lib=${base}` } });
  const socio = await sessions(server).socio();
  const film = await server.db
    .selectFrom('film')
    .select(['id', 'imdb'])
    .where('imdb', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const tt = `tt${String(film.imdb).padStart(7, '0')}`;
  const database = path.join(dataDir, 'cineclub.sqlite');
  fs.writeFileSync(path.join(base, `Película [${tt}].mkv`), 'una película de verdad');
  fs.writeFileSync(path.join(base, 'Suelta.mkv'), 'de ninguna película');
  // Names that the scan would match to the film.
  fs.linkSync(database, path.join(base, `Base [${tt}].mkv`));
  fs.symlinkSync(path.join(dataDir, 'demo-issuer-key.json'), path.join(base, `Clave [${tt}].mkv`));
  const summary = await scanDisks(server.db, { disks: server.config.disks, dataDir });
  const rows = await server.db
    .selectFrom('file')
    .select(['id', 'dir', 'name', 'film_id'])
    .execute();
  const row = (name: string) => rows.find((candidate) => candidate.name === name);

  it('the scan never enters DATA_DIR, nor lists its files under another name', () => {
    expect(rows.filter((candidate) => candidate.dir.startsWith('data'))).toEqual([]);
    expect(rows.map((candidate) => candidate.name).sort()).toEqual(
      [`Película [${tt}].mkv`, 'Suelta.mkv'].sort(),
    );
    expect(summary.unreadable.map((problem) => problem.path).sort()).toEqual(
      ['lib:data', `lib:Base [${tt}].mkv`, `lib:Clave [${tt}].mkv`].sort(),
    );
    expect(summary.unreadable[0]?.reason).toMatch(/DATA_DIR/);
  });

  it('serves only files that belong to a film', async () => {
    const loose = row('Suelta.mkv');
    expect(loose?.film_id).toBeNull();
    const refused = await init(server, loose?.id ?? 0, socio);
    expect(refused.statusCode).toBe(404);
    const share = await server.app.inject({
      url: pathOf(routes.shareLink, { fileId: loose?.id ?? 0 }),
      headers: { cookie: socio },
    });
    expect(share.statusCode).toBe(404);
  });

  it('copies no file of DATA_DIR that took a film file’s place: a hard link is refused', async () => {
    const filmFile = row(`Película [${tt}].mkv`);
    expect(filmFile?.film_id).toBe(film.id);
    const place = path.join(base, `Película [${tt}].mkv`);
    fs.rmSync(place);
    fs.linkSync(database, place);
    const id = await initId(server, filmFile?.id ?? 0, socio);
    const monitor = await server.app.inject({
      url: pathOf(routes.downloadMonitor, { id }),
      headers: { cookie: socio },
    });
    expect(parseEvents(monitor.body).at(-1)).toEqual({ event: 'error', data: BAD_LINK });
    const cache = path.join(dataDir, 'cache');
    expect(fs.existsSync(cache) ? fs.readdirSync(cache) : []).toEqual([]);
  });
});
