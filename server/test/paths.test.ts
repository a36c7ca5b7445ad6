import fs from 'node:fs';
import path from 'node:path';
import { pathOf, routes } from '@cineclub/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { findDatasets } from '../src/import/imdb.js';
import { scanDisks } from '../src/import/scan.js';
import { IMAGE, imdbDir, torrentBytes } from './admin-helpers.js';
import {
  copyGate,
  type DiskFile,
  type DownloadsServer,
  filesOn,
  init,
  initId,
  parseEvents,
  sessions,
  startDownloadsServer,
} from './downloads-helpers.js';
import { tempDir } from './helpers.js';

const BAD_LINK = 'Error en el enlace';

/** Files of a disk, one per folder (so that a folder can be swapped without touching others). */
async function oneFilePerFolder(server: DownloadsServer, disk: string): Promise<DiskFile[]> {
  const seen = new Set<string>();
  return (await filesOn(server, disk)).filter((file) => {
    const dir = path.dirname(file.fullPath);
    if (seen.has(dir)) return false;
    seen.add(dir);
    return true;
  });
}

/** Replaces a file by a link to `target`. */
function swapForLink(file: string, target: string) {
  fs.rmSync(file);
  fs.symlinkSync(target, file);
}

/** The monitor's last event of a job. */
async function lastEvent(server: DownloadsServer, id: number, cookie: string) {
  const response = await server.app.inject({
    url: pathOf(routes.downloadMonitor, { id }),
    headers: { cookie },
  });
  return parseEvents(response.body).at(-1);
}

async function archBody(server: DownloadsServer, id: number, cookie: string) {
  return server.app.inject({ url: pathOf(routes.downloadFile, { id }), headers: { cookie } });
}

describe('files are reached only inside their disk', () => {
  let server: DownloadsServer;
  let socio: string;
  let admin: string;
  /** A file the server can read that is on no disk: the demo issuer's private key. */
  let secret: string;
  let outside: string;

  beforeAll(async () => {
    server = await startDownloadsServer();
    socio = await sessions(server).socio();
    admin = await sessions(server).admin();
    secret = path.join(server.dataDir, 'demo-issuer-key.json');
    expect(fs.existsSync(secret)).toBe(true);
    outside = tempDir('cineclub-outside-');
    fs.writeFileSync(path.join(outside, 'otra.mkv'), 'fuera del disco');
    fs.writeFileSync(path.join(outside, 'fuera.torrent'), torrentBytes('fuera.mkv'));
  });

  const root = (disk: string) =>
    server.config.disks.find((candidate) => candidate.name === disk)?.root ?? '';
  const filmOf = async (file: DiskFile | undefined) =>
    (
      await server.db
        .selectFrom('file')
        .select('film_id')
        .where('id', '=', file?.id ?? 0)
        .executeTakeFirstOrThrow()
    ).film_id ?? 0;
  const uploadTorrent = (filmId: number, name: string) =>
    server.app.inject({
      method: 'POST',
      url: pathOf(routes.adminTorrent, { id: filmId }),
      headers: { cookie: admin, 'content-type': 'application/x-bittorrent' },
      payload: torrentBytes(name),
    });

  it('the scan records no link that leaves the disk, and keeps links inside it', async () => {
    const [file] = await oneFilePerFolder(server, 'disco1');
    if (!file) throw new Error('no demo files');
    const folder = path.dirname(file.fullPath);
    const dir = path.relative(root('disco1'), folder);
    fs.symlinkSync(secret, path.join(folder, 'clave.mkv'));
    fs.symlinkSync(file.fullPath, path.join(folder, 'copia.mkv'));
    fs.symlinkSync(outside, path.join(folder, 'carpeta'));
    fs.symlinkSync(path.join(outside, 'fuera.torrent'), path.join(folder, 'fuera.torrent'));

    const summary = await scanDisks(server.db, {
      disks: server.config.disks,
      dataDir: server.config.dataDir,
    });
    const rows = await server.db
      .selectFrom('file')
      .select(['id', 'dir', 'name'])
      .where('dir', 'like', `${dir}%`)
      .execute();
    const names = rows.map((row) => `${row.dir}/${row.name}`);
    expect(names).toContain(`${dir}/copia.mkv`);
    expect(names).not.toContain(`${dir}/clave.mkv`);
    expect(names.filter((name) => name.startsWith(`${dir}/carpeta`))).toEqual([]);
    expect(summary.unreadable).toContainEqual({
      path: `disco1:${dir}/clave.mkv`,
      reason: 'enlace roto o que sale del disco',
    });
    expect(summary.torrents.added).toBe(0);

    // The link inside the disk is a file like any other.
    const copy = rows.find((row) => row.name === 'copia.mkv');
    const id = await initId(server, copy?.id ?? 0, socio);
    expect(await lastEvent(server, id, socio)).toEqual({ event: 'porcj', data: '100' });
    const served = await archBody(server, id, socio);
    expect(served.rawPayload.equals(fs.readFileSync(file.fullPath))).toBe(true);
  });

  it('refuses stored folders and names that step out of the disk', async () => {
    const [file] = await filesOn(server, 'disco2');
    const filmId = await filmOf(file);
    // disks/disco2 is two folders below DATA_DIR, where the key is.
    const rows = [
      { dir: '../..', name: 'demo-issuer-key.json' },
      { dir: '', name: '../../demo-issuer-key.json' },
      { dir: server.dataDir, name: 'demo-issuer-key.json' },
      { dir: 'a/../../..', name: 'demo-issuer-key.json' },
    ];
    for (const [index, row] of rows.entries()) {
      const { id } = await server.db
        .insertInto('file')
        .values({ ...row, film_id: filmId, disk: 'disco2', size: 10, added_at: 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      const response = await init(server, id, socio);
      expect(response.statusCode, JSON.stringify(row)).toBe(500);
      expect(response.json().message).toBe(BAD_LINK);
      const code = `codigo${index}`;
      await server.db
        .insertInto('torrent')
        .values({ ...row, code, film_id: filmId, disk: 'disco2', added_at: 0 })
        .execute();
      const torrent = await server.app.inject({
        url: pathOf(routes.torrentFile, { code }),
        headers: { cookie: socio },
      });
      expect(torrent.statusCode, JSON.stringify(row)).toBe(500);
      expect(torrent.json().message).toBe(BAD_LINK);
    }
    expect(fs.readdirSync(server.config.cacheDir).some((name) => name.includes('key'))).toBe(false);
  });

  it('answers 400 to encoded separators where an id or code goes', async () => {
    for (const url of [
      '/api/dwnl/torrent/..%2F..%2Fdemo-issuer-key.json/file',
      '/api/dwnl/torrent/..%2F..%2Fdemo-issuer-key.json',
      '/api/dwnl/arch/%2Fetc%2Fpasswd',
      '/api/peli/poster/..%2F..%2Fdemo-issuer-key.json',
      '/api/peli/poster/1%2F..',
    ]) {
      const response = await server.app.inject({ url, headers: { cookie: socio } });
      expect(response.statusCode, url).toBe(400);
    }
    const initialize = await server.app.inject({
      method: 'POST',
      url: '/api/dwnl/init/..%2F1',
      headers: { cookie: socio },
    });
    expect(initialize.statusCode).toBe(400);
  });

  it('serves a torrent only while its file stays inside the disk', async () => {
    const torrent = await server.db
      .selectFrom('torrent')
      .select(['code', 'disk', 'dir', 'name'])
      .where('disk', '=', 'disco1')
      .where('code', 'not like', 'codigo%')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const url = pathOf(routes.torrentFile, { code: torrent.code });
    expect((await server.app.inject({ url, headers: { cookie: socio } })).statusCode).toBe(200);
    swapForLink(
      path.join(root(torrent.disk), torrent.dir, torrent.name),
      path.join(outside, 'fuera.torrent'),
    );
    const response = await server.app.inject({ url, headers: { cookie: socio } });
    expect(response.statusCode).toBe(500);
    expect(response.json().message).toBe(BAD_LINK);
  });

  it('writes an uploaded torrent only inside the disk', async () => {
    const [, file] = await oneFilePerFolder(server, 'disco2');
    if (!file) throw new Error('no demo files');
    const filmId = await filmOf(file);
    const folder = path.dirname(file.fullPath);
    fs.renameSync(folder, `${folder}.aparte`);
    fs.symlinkSync(outside, folder);
    const before = fs.readdirSync(outside).sort();
    const response = await uploadTorrent(filmId, 'subido-fuera.mkv');
    expect(response.statusCode).toBe(409);
    expect(fs.readdirSync(outside).sort()).toEqual(before);

    // A stored folder that steps out of the disk is refused before any write.
    const [, , other] = await oneFilePerFolder(server, 'disco2');
    const otherFilm = await filmOf(other);
    await server.db
      .insertInto('file')
      .values({
        film_id: otherFilm,
        disk: 'disco2',
        dir: '../..',
        name: 'mayor.mkv',
        size: 1e12,
        added_at: 0,
      })
      .execute();
    const listed = fs.readdirSync(server.dataDir).sort();
    const stepping = await uploadTorrent(otherFilm, 'subido-arriba.mkv');
    expect(stepping.statusCode).toBe(409);
    expect(fs.readdirSync(server.dataDir).sort()).toEqual(listed);
  });

  it('serves no poster file that links out of the posters folder', async () => {
    const [file] = await filesOn(server, 'disco2');
    const filmId = await filmOf(file);
    // Links waiting under the next number are replaced, never written through.
    const posters = path.join(server.dataDir, 'posters');
    const { poster: highest } = await server.db
      .selectFrom('film')
      .select((eb) => eb.fn.max('poster').as('poster'))
      .executeTakeFirstOrThrow();
    fs.mkdirSync(posters, { recursive: true });
    const target = path.join(outside, 'no-tocar.png');
    fs.writeFileSync(target, 'no tocar');
    for (const kind of ['png', 'jpg']) {
      fs.symlinkSync(target, path.join(posters, `${Number(highest) + 1}.${kind}`));
    }
    const upload = await server.app.inject({
      method: 'PUT',
      url: pathOf(routes.adminPoster, { id: filmId }),
      headers: { cookie: admin, 'content-type': 'image/png' },
      payload: IMAGE.png,
    });
    expect(upload.statusCode).toBe(200);
    expect(upload.json().poster).toBe(Number(highest) + 1);
    expect(fs.readFileSync(target, 'utf8')).toBe('no tocar');
    const shown = await server.app.inject({ url: pathOf(routes.poster, { id: filmId }) });
    expect(shown.rawPayload.equals(IMAGE.png)).toBe(true);
    const posterFile = path.join(server.dataDir, 'posters', `${upload.json().poster}.png`);
    swapForLink(posterFile, secret);
    const served = await server.app.inject({ url: pathOf(routes.poster, { id: filmId }) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/svg/);
    expect(served.body).not.toContain(fs.readFileSync(secret, 'utf8').slice(0, 20));
  });

  it('imports no IMDb dataset file that links out of its folder', async () => {
    const dir = imdbDir();
    const basics = path.join(dir, 'title.basics.tsv.gz');
    const moved = path.join(outside, 'title.basics.tsv.gz');
    fs.renameSync(basics, moved);
    fs.symlinkSync(moved, basics);
    const response = await server.app.inject({
      method: 'POST',
      url: routes.adminImdbJob,
      headers: { cookie: admin },
      payload: { dir, tvMovies: false },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`title.basics.tsv.gz es un enlace que sale de ${dir}`);
    // A link to the folder itself is the admin's choice; links inside it are followed.
    fs.rmSync(basics);
    fs.renameSync(moved, path.join(dir, 'basics-real.tsv.gz'));
    fs.symlinkSync('basics-real.tsv.gz', basics);
    const linked = path.join(outside, 'imdb');
    fs.symlinkSync(dir, linked);
    expect(findDatasets(linked).basics).toBe(path.join(fs.realpathSync(dir), 'basics-real.tsv.gz'));
  });
});

describe('the staging copy checks the file again when it starts', () => {
  it('stages no file whose path became a link out of the disk after it was queued', async () => {
    const gate = copyGate();
    const server = await startDownloadsServer({ gate });
    const socio = await sessions(server).socio();
    const [busy, linked, moved] = await oneFilePerFolder(server, 'disco1');
    if (!busy || !linked || !moved) throw new Error('no demo files');
    const secret = path.join(server.dataDir, 'demo-issuer-key.json');
    const outside = tempDir('cineclub-outside-');
    fs.writeFileSync(path.join(outside, moved.name), fs.readFileSync(secret));

    // The disk is busy with the first copy, so the others wait in the queue.
    const first = await initId(server, busy.id, socio);
    const viaFile = await initId(server, linked.id, socio);
    const viaFolder = await initId(server, moved.id, socio);
    swapForLink(linked.fullPath, secret);
    const folder = path.dirname(moved.fullPath);
    fs.renameSync(folder, `${folder}.aparte`);
    fs.symlinkSync(outside, folder);
    gate.open();

    expect(await lastEvent(server, first, socio)).toEqual({ event: 'porcj', data: '100' });
    for (const id of [viaFile, viaFolder]) {
      expect(await lastEvent(server, id, socio)).toEqual({ event: 'error', data: BAD_LINK });
      expect((await archBody(server, id, socio)).statusCode).toBe(409);
    }
    const staged = fs.readdirSync(server.config.cacheDir);
    expect(staged).toEqual([String(busy.id)]);
  });
});
