import fs from 'node:fs';
import path from 'node:path';
import { downloadMessages, type FullCard, pathOf, routes } from '@cineclub/contract';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { demoSession } from './accounts-helpers.js';
import {
  copyGate,
  type DiskFile,
  type DownloadsServer,
  filesOn,
  init,
  initId,
  jobState,
  parseEvents,
  sessions,
  startDownloadsServer,
} from './downloads-helpers.js';

const DAY = 24 * 60 * 60;

function monit(server: DownloadsServer, id: number, cookie?: string, auth?: string) {
  return server.app.inject({
    url: pathOf(routes.downloadMonitor, { id }) + (auth ? `?auth=${auth}` : ''),
    headers: cookie ? { cookie } : {},
  });
}

function arch(
  server: DownloadsServer,
  id: number,
  options: { cookie?: string; auth?: string; headers?: Record<string, string> } = {},
) {
  return server.app.inject({
    url: pathOf(routes.downloadFile, { id }) + (options.auth ? `?auth=${options.auth}` : ''),
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
  });
}

function command(server: DownloadsServer, id: number, op: string, cookie?: string) {
  return server.app.inject({
    method: 'PUT',
    url: pathOf(routes.downloadCommand, { id, op }),
    headers: cookie ? { cookie } : {},
  });
}

/** Waits for a staged download (its monitor ends with 100). */
async function untilReady(server: DownloadsServer, id: number, cookie: string) {
  const response = await monit(server, id, cookie);
  expect(response.statusCode).toBe(200);
  expect(parseEvents(response.body).at(-1)).toEqual({ event: 'porcj', data: '100' });
}

describe('downloads', () => {
  let server: DownloadsServer;
  let socio: string;
  let admin: string;
  let invitado: string;
  let disk1: DiskFile[];

  beforeAll(async () => {
    server = await startDownloadsServer();
    socio = await sessions(server).socio();
    admin = await sessions(server).admin();
    invitado = await sessions(server).invitado();
    disk1 = await filesOn(server, 'disco1');
  });

  describe('init', () => {
    it('answers the statuses of SPEC §8', async () => {
      const file = disk1[0] as DiskFile;
      expect((await init(server, file.id)).statusCode).toBe(401);
      const forbidden = await init(server, file.id, invitado);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().message).toBe('No tiene permiso');
      const missing = await init(server, 999_999, socio);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('No existe la descarga');
      expect((await init(server, 0, socio)).statusCode).toBe(400);
      const created = await init(server, file.id, socio);
      expect(created.statusCode).toBe(200);
      expect(created.headers['content-type']).toMatch(/^application\/json/);
      expect(created.json()).toBeTypeOf('number');
    });

    it("answers 500 'Error en el enlace' when the file is gone from its disk", async () => {
      const file = disk1[1] as DiskFile;
      const moved = `${file.fullPath}.moved`;
      fs.renameSync(file.fullPath, moved);
      try {
        const response = await init(server, file.id, socio);
        expect(response.statusCode).toBe(500);
        expect(response.json()).toEqual({
          statusCode: 500,
          error: 'Internal Server Error',
          message: 'Error en el enlace',
        });
      } finally {
        fs.renameSync(moved, file.fullPath);
      }
    });
  });

  describe('monit and arch', () => {
    let file: DiskFile;
    let id: number;

    beforeAll(async () => {
      file = disk1[2] as DiskFile;
      id = await initId(server, file.id, socio);
      await untilReady(server, id, socio);
    });

    it('streams porcj events up to 100, then ends', async () => {
      const fresh = disk1[3] as DiskFile;
      const jobId = await initId(server, fresh.id, admin);
      const response = await monit(server, jobId, admin);
      expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      const events = parseEvents(response.body);
      expect(events.every((event) => event.event === 'porcj')).toBe(true);
      const percents = events.map((event) => Number(event.data));
      expect(percents.at(-1)).toBe(100);
      expect([...percents].sort((a, b) => a - b)).toEqual(percents);
      // A staged file is ready at once: the next download of it starts at 100.
      const again = await initId(server, fresh.id, socio);
      expect(await jobState(server, again)).toBe('ready');
      expect(parseEvents((await monit(server, again, socio)).body)).toEqual([
        { event: 'porcj', data: '100' },
      ]);
    });

    it('refuses other people and unknown ids', async () => {
      expect((await monit(server, id)).statusCode).toBe(401);
      expect((await monit(server, id, admin)).statusCode).toBe(403);
      expect((await monit(server, 999_999, socio)).json().message).toBe('No existe la descarga');
      expect((await arch(server, id, { cookie: admin })).statusCode).toBe(403);
      expect((await arch(server, 999_999, { cookie: socio })).statusCode).toBe(404);
      expect((await command(server, id, 'p', admin)).statusCode).toBe(403);
      expect((await command(server, 999_999, 'p', socio)).statusCode).toBe(404);
      expect((await command(server, id, 'x', socio)).statusCode).toBe(400);
    });

    it('serves the whole file with its validators', async () => {
      const response = await arch(server, id, { cookie: socio });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(fs.readFileSync(file.fullPath))).toBe(true);
      expect(response.headers['content-length']).toBe(String(file.size));
      expect(response.headers['accept-ranges']).toBe('bytes');
      expect(response.headers['content-type']).toBe('application/octet-stream');
      expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename=/);
      const again = await arch(server, id, {
        cookie: socio,
        headers: { 'if-none-match': String(response.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    });

    it('serves single ranges: start, middle, suffix, open end, past the end', async () => {
      const source = fs.readFileSync(file.fullPath);
      const size = source.length;
      const cases: [string, number, number][] = [
        ['bytes=0-9', 0, 9],
        ['bytes=100-199', 100, 199],
        ['bytes=-10', size - 10, size - 1],
        [`bytes=${size - 5}-`, size - 5, size - 1],
        [`bytes=${size - 5}-${size + 100}`, size - 5, size - 1],
      ];
      for (const [range, start, end] of cases) {
        const response = await arch(server, id, { cookie: socio, headers: { range } });
        expect(response.statusCode, range).toBe(206);
        expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
        expect(response.headers['content-length']).toBe(String(end - start + 1));
        expect(response.rawPayload.equals(source.subarray(start, end + 1))).toBe(true);
      }
      const beyond = await arch(server, id, {
        cookie: socio,
        headers: { range: `bytes=${size}-` },
      });
      expect(beyond.statusCode).toBe(416);
      expect(beyond.headers['content-range']).toBe(`bytes */${size}`);
      const several = await arch(server, id, {
        cookie: socio,
        headers: { range: 'bytes=0-1,5-6' },
      });
      expect(several.statusCode).toBe(200);
    });

    it('honours If-Range only while the ETag still matches', async () => {
      const { etag } = (await arch(server, id, { cookie: socio })).headers;
      const fresh = await arch(server, id, {
        cookie: socio,
        headers: { range: 'bytes=0-9', 'if-range': String(etag) },
      });
      expect(fresh.statusCode).toBe(206);
      const stale = await arch(server, id, {
        cookie: socio,
        headers: { range: 'bytes=0-9', 'if-range': '"otra-version"' },
      });
      expect(stale.statusCode).toBe(200);
      expect(stale.rawPayload.length).toBe(file.size);
    });

    it('names the attachment with accents intact (RFC 6266)', async () => {
      const accented = disk1[4] as DiskFile;
      const name = 'Amélie – ñandú (2001).mkv';
      const renamed = path.join(path.dirname(accented.fullPath), name);
      fs.renameSync(accented.fullPath, renamed);
      await server.db.updateTable('file').set({ name }).where('id', '=', accented.id).execute();
      const jobId = await initId(server, accented.id, socio);
      await untilReady(server, jobId, socio);
      const response = await arch(server, jobId, { cookie: socio });
      const disposition = String(response.headers['content-disposition']);
      expect(disposition).toMatch(/^attachment; filename="[^"]+"; filename\*=UTF-8''/);
      const encoded = /filename\*=UTF-8''(.+)$/.exec(disposition)?.[1] ?? '';
      expect(decodeURIComponent(encoded)).toBe(name);
    });

    it("answers 410 'Enlace caducado, sólo son 24 horas' after 24 h", async () => {
      const later = await startDownloadsServer();
      const cookie = await demoSession(later.app, 'socio@demo.local');
      const [first] = await filesOn(later, 'disco2');
      const jobId = await initId(later, first?.id ?? 0, cookie);
      await untilReady(later, jobId, cookie);
      later.clock.advance(DAY);
      for (const response of [
        await arch(later, jobId, { cookie }),
        await monit(later, jobId, cookie),
        await command(later, jobId, 'c', cookie),
      ]) {
        expect(response.statusCode).toBe(410);
        expect(response.json().message).toBe('Enlace caducado, sólo son 24 horas');
      }
    });
  });

  describe('share links', () => {
    it('lets anyone with the token download that one file for 24 h', async () => {
      const shared = await startDownloadsServer();
      const cookie = await demoSession(shared.app, 'socio@demo.local');
      const [file, other] = await filesOn(shared, 'disco1');
      if (!file || !other) throw new Error('no demo files');
      const url = pathOf(routes.shareLink, { fileId: file.id });
      expect((await shared.app.inject({ url })).statusCode).toBe(401);
      const guest = await demoSession(shared.app, 'invitado@demo.local');
      expect((await shared.app.inject({ url, headers: { cookie: guest } })).statusCode).toBe(403);
      const missing = pathOf(routes.shareLink, { fileId: 999_999 });
      expect((await shared.app.inject({ url: missing, headers: { cookie } })).statusCode).toBe(404);
      const answer = await shared.app.inject({ url, headers: { cookie } });
      expect(answer.statusCode).toBe(200);
      const token = answer.json() as string;
      expect(token).toMatch(new RegExp(`^${file.id}\\.[\\w-]{43}$`));

      // Signed out, with the token only; the token does not open other files.
      expect((await init(shared, other.id, undefined, token)).statusCode).toBe(403);
      expect(
        (await init(shared, file.id, undefined, `${file.id}.${'x'.repeat(43)}`)).statusCode,
      ).toBe(403);
      const jobId = (await init(shared, file.id, undefined, token)).json() as number;
      const events = parseEvents((await monit(shared, jobId, undefined, token)).body);
      expect(events.at(-1)).toEqual({ event: 'porcj', data: '100' });
      expect((await arch(shared, jobId)).statusCode).toBe(401);
      expect((await arch(shared, jobId, { cookie })).statusCode).toBe(403);
      const download = await arch(shared, jobId, { auth: token });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(fs.readFileSync(file.fullPath))).toBe(true);

      shared.clock.advance(DAY - 1);
      expect((await init(shared, file.id, undefined, token)).statusCode).toBe(200);
      shared.clock.advance(1);
      const expired = await init(shared, file.id, undefined, token);
      expect(expired.statusCode).toBe(410);
      expect(expired.json().message).toBe(downloadMessages.expired);
      expect((await arch(shared, jobId, { auth: token })).statusCode).toBe(410);
    });
  });

  describe('shared file (compartido)', () => {
    const info = (server: DownloadsServer, auth?: string) =>
      server.app.inject({
        url: routes.sharedFile + (auth === undefined ? '' : `?auth=${encodeURIComponent(auth)}`),
      });

    it('tells anyone with the token the file’s name and size, refusing as init would', async () => {
      const shared = await startDownloadsServer();
      const cookie = await demoSession(shared.app, 'socio@demo.local');
      const [file] = await filesOn(shared, 'disco1');
      if (!file) throw new Error('no demo files');
      const url = pathOf(routes.shareLink, { fileId: file.id });
      const token = (await shared.app.inject({ url, headers: { cookie } })).json() as string;

      const answer = await info(shared, token);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ nom: file.name, tam: fs.statSync(file.fullPath).size });

      expect((await info(shared)).statusCode).toBe(400);
      for (const bad of ['nada', `${file.id}.${'x'.repeat(43)}`, `999999.${'x'.repeat(43)}`]) {
        const refused = await info(shared, bad);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ statusCode: 403, message: 'No tiene permiso' });
      }
      shared.clock.advance(DAY);
      const expired = await info(shared, token);
      expect(expired.statusCode).toBe(410);
      expect(expired.json().message).toBe(downloadMessages.expired);
    });
  });

  describe('torrents', () => {
    it('answers a URL that serves the .torrent file', async () => {
      const torrent = await server.db
        .selectFrom('torrent')
        .select(['code', 'disk', 'dir', 'name'])
        .executeTakeFirstOrThrow();
      const url = pathOf(routes.torrentUrl, { code: torrent.code });
      expect((await server.app.inject({ url })).statusCode).toBe(401);
      expect((await server.app.inject({ url, headers: { cookie: invitado } })).statusCode).toBe(
        403,
      );
      const answer = await server.app.inject({ url, headers: { cookie: socio } });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toBe(`/api/dwnl/torrent/${torrent.code}/file`);
      const file = await server.app.inject({ url: answer.json(), headers: { cookie: socio } });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/x-bittorrent');
      expect(file.headers['content-disposition']).toContain('.torrent');
      const root = server.config.disks.find((disk) => disk.name === torrent.disk)?.root ?? '';
      const onDisk = fs.readFileSync(path.join(root, torrent.dir, torrent.name));
      expect(file.rawPayload.equals(onDisk)).toBe(true);
      const unknown = pathOf(routes.torrentUrl, { code: 'f'.repeat(40) });
      expect(
        (await server.app.inject({ url: unknown, headers: { cookie: socio } })).statusCode,
      ).toBe(404);
    });
  });

  describe('film cards', () => {
    it('give every file its disk, and its folder only to users with bajed2', async () => {
      const [file] = disk1;
      const row = await server.db
        .selectFrom('file')
        .select(['film_id', 'dir'])
        .where('id', '=', file?.id ?? 0)
        .executeTakeFirstOrThrow();
      const ficha = async (cookie?: string) => {
        const response = await server.app.inject({
          url: `/api/info/ficha/${row.film_id}/true`,
          headers: cookie ? { cookie } : {},
        });
        return (response.json() as FullCard[])[0]?.arcs.find((arc) => arc.id === file?.id);
      };
      expect(await ficha()).toMatchObject({ dsk: 'disco1', dir: '' });
      expect(await ficha(invitado)).toMatchObject({ dsk: 'disco1', dir: '' });
      expect(await ficha(socio)).toMatchObject({ dsk: 'disco1', dir: row.dir });
      // Lists cache their pages: a page first asked anonymously must not hide or leak folders.
      const list = async (cookie?: string) => {
        const response = await server.app.inject({
          url: '/api/lista/busq/true/true/0/1111111/all?n=500',
          headers: cookie ? { cookie } : {},
        });
        const films = response.json().pelis as FullCard[];
        return films.flatMap((film) => film.arcs);
      };
      expect((await list()).every((arc) => arc.dir === '' && arc.dsk)).toBe(true);
      expect((await list(socio)).every((arc) => arc.dir !== '')).toBe(true);
      expect((await list(invitado)).every((arc) => arc.dir === '')).toBe(true);
    });
  });
});

describe('the staging engine', () => {
  it('copies one file per disk at a time, fairly between users, disks in parallel', async () => {
    const gate = copyGate();
    const server = await startDownloadsServer({ gate });
    const socio = await sessions(server).socio();
    const admin = await sessions(server).admin();
    const [a1, a2, a3] = await filesOn(server, 'disco1');
    const [b1] = await filesOn(server, 'disco2');
    if (!a1 || !a2 || !a3 || !b1) throw new Error('no demo files');

    const socio1 = await initId(server, a1.id, socio);
    const socio2 = await initId(server, a2.id, socio);
    const admin1 = await initId(server, a3.id, admin);
    const other = await initId(server, b1.id, admin);
    await vi.waitFor(() => expect(gate.chunksOf(b1.id).length).toBe(1));
    await vi.waitFor(() => expect(gate.chunksOf(a1.id).length).toBe(1));
    expect(await jobState(server, other)).toBe('copying');
    expect(await jobState(server, socio1)).toBe('copying');
    expect(await jobState(server, socio2)).toBe('queued');
    expect(await jobState(server, admin1)).toBe('queued');

    gate.release(a1.id);
    await untilReady(server, socio1, socio);
    // The admin's job goes before the socio's second, though it was asked for later.
    await vi.waitFor(async () => {
      expect(await jobState(server, admin1)).toBe('copying');
    });
    expect(await jobState(server, socio2)).toBe('queued');
    expect(gate.chunksOf(a2.id)).toEqual([]);

    gate.open();
    await untilReady(server, admin1, admin);
    await untilReady(server, socio2, socio);
    await untilReady(server, other, admin);
    const order = gate.chunks
      .filter((chunk) => chunk.disk === 'disco1')
      .map((chunk) => chunk.fileId)
      .filter((fileId, index, all) => all[index - 1] !== fileId);
    expect(order).toEqual([a1.id, a3.id, a2.id]);
    const cached = fs.readFileSync(path.join(server.config.cacheDir, String(a2.id)));
    expect(cached.equals(fs.readFileSync(a2.fullPath))).toBe(true);
  });

  it('streams progress live over HTTP with a heartbeat, and lets a client go', async () => {
    const gate = copyGate();
    const server = await startDownloadsServer({ gate, heartbeatMs: 20 });
    const socio = await sessions(server).socio();
    const [file] = (await filesOn(server, 'disco1')).filter((f) => f.size > 5_000);
    if (!file) throw new Error('no demo files');
    const id = await initId(server, file.id, socio);
    const base = await server.app.listen({ host: '127.0.0.1', port: 0 });
    const url = `${base}${pathOf(routes.downloadMonitor, { id })}`;

    const leaving = new AbortController();
    const left = await fetch(url, { headers: { cookie: socio }, signal: leaving.signal });
    const reader = left.body?.getReader();
    let seen = '';
    while (!seen.includes(': ping')) {
      const chunk = await reader?.read();
      seen += new TextDecoder().decode(chunk?.value);
    }
    expect(seen).toContain('event: porcj\ndata: 0\n\n');
    leaving.abort();

    const staying = await fetch(url, { headers: { cookie: socio } });
    expect(staying.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    gate.open();
    const events = parseEvents((await staying.text()).replaceAll(': ping\n\n', ''));
    expect(events.at(-1)).toEqual({ event: 'porcj', data: '100' });
    expect(events.length).toBeGreaterThan(2);
  });

  it('ends open monitor streams and stops copies when the server closes', async () => {
    const gate = copyGate();
    const server = await startDownloadsServer({ gate });
    const socio = await sessions(server).socio();
    const [file] = await filesOn(server, 'disco2');
    const id = await initId(server, file?.id ?? 0, socio);
    const base = await server.app.listen({ host: '127.0.0.1', port: 0 });
    const open = await fetch(`${base}${pathOf(routes.downloadMonitor, { id })}`, {
      headers: { cookie: socio },
    });
    const body = open.text();
    await server.stop();
    expect(parseEvents(await body)).toEqual([{ event: 'porcj', data: '0' }]);
  });

  it('pauses and continues a copy; only the owner may', async () => {
    const gate = copyGate();
    const server = await startDownloadsServer({ gate });
    const socio = await sessions(server).socio();
    const admin = await sessions(server).admin();
    const [file, next] = (await filesOn(server, 'disco1')).filter((f) => f.size > 5_000);
    if (!file || !next) throw new Error('no demo files');
    const id = await initId(server, file.id, socio);
    const waiting = await initId(server, next.id, admin);
    await vi.waitFor(() => expect(gate.chunksOf(file.id).length).toBe(1));
    gate.step(file.id, 2);
    await vi.waitFor(() => expect(gate.chunksOf(file.id).length).toBe(3));
    const paused = await command(server, id, 'p', socio);
    expect(paused.statusCode).toBe(204);
    expect(await jobState(server, id)).toBe('paused');
    // The disk is free: the next job runs.
    gate.release(next.id);
    await untilReady(server, waiting, admin);
    expect(await jobState(server, id)).toBe('paused');
    const part = fs.statSync(path.join(server.config.cacheDir, `${file.id}.part`)).size;
    expect(part).toBe(2048);
    const entry = await server.db
      .selectFrom('download_cache')
      .selectAll()
      .where('file_id', '=', file.id)
      .executeTakeFirstOrThrow();
    expect(Number(entry.copied)).toBe(part);
    expect((await command(server, id, 'c', admin)).statusCode).toBe(403);
    const before = gate.chunksOf(file.id).length;
    expect((await command(server, id, 'c', socio)).statusCode).toBe(204);
    gate.release(file.id);
    await untilReady(server, id, socio);
    // It resumed where it stopped, not from the start.
    expect(gate.chunksOf(file.id)[before]?.copied).toBe(part);
    const response = await arch(server, id, { cookie: socio });
    expect(response.rawPayload.equals(fs.readFileSync(file.fullPath))).toBe(true);
  });

  it('resumes a half copy after a restart, never serving the part', async () => {
    const gate = copyGate();
    const first = await startDownloadsServer({ gate });
    const socio = await sessions(first).socio();
    const [file] = (await filesOn(first, 'disco2')).filter((f) => f.size > 5_000);
    if (!file) throw new Error('no demo files');
    const id = await initId(first, file.id, socio);
    await vi.waitFor(() => expect(gate.chunksOf(file.id).length).toBe(1));
    gate.step(file.id, 3);
    await vi.waitFor(() => expect(gate.chunksOf(file.id).length).toBe(4));
    expect((await arch(first, id, { cookie: socio })).statusCode).toBe(409);
    await first.stop();

    // As after a crash: the part has unsynced bytes past the checkpoint and the job says copying.
    const partFile = path.join(first.config.cacheDir, `${file.id}.part`);
    fs.appendFileSync(partFile, Buffer.from('basura sin sincronizar'));
    const watch = copyGate(false);
    const second = await startDownloadsServer({ dataDir: first.dataDir, gate: watch });
    const cookie = await demoSession(second.app, 'socio@demo.local');
    await untilReady(second, id, cookie);
    expect(watch.chunksOf(file.id)[0]?.copied).toBe(3072);
    expect(fs.existsSync(partFile)).toBe(false);
    const response = await arch(second, id, { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(fs.readFileSync(file.fullPath))).toBe(true);
  });

  it('keeps the cache within its bound, least recently used out first', async () => {
    // About 20 KB: the demo test files are 2-9 KB, so three or four fit.
    const server = await startDownloadsServer({
      env: { CACHE_MAX_GB: String(20_000 / 1024 ** 3) },
    });
    const socio = await sessions(server).socio();
    const files = (await filesOn(server, 'disco1')).filter((file) => file.size > 4_000).slice(0, 6);
    const ids: number[] = [];
    for (const file of files) {
      const id = await initId(server, file.id, socio);
      await untilReady(server, id, socio);
      ids.push(id);
      const staged = fs
        .readdirSync(server.config.cacheDir)
        .map((name) => fs.statSync(path.join(server.config.cacheDir, name)).size);
      expect(staged.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(
        server.config.cacheMaxBytes,
      );
    }
    const first = files[0] as DiskFile;
    expect(fs.existsSync(path.join(server.config.cacheDir, String(first.id)))).toBe(false);
    const last = files.at(-1) as DiskFile;
    expect(fs.existsSync(path.join(server.config.cacheDir, String(last.id)))).toBe(true);
    // The evicted file's download is staged again when asked for.
    const evicted = await arch(server, ids[0] ?? 0, { cookie: socio });
    expect(evicted.statusCode).toBe(409);
    expect(evicted.json().message).toBe('La descarga aún no está lista');
    await untilReady(server, ids[0] ?? 0, socio);
    expect((await arch(server, ids[0] ?? 0, { cookie: socio })).statusCode).toBe(200);
    // A file larger than the whole cache cannot be downloaded.
    const big = (await filesOn(server, 'disco2'))[0] as DiskFile;
    fs.appendFileSync(big.fullPath, Buffer.alloc(30_000));
    expect((await init(server, big.id, socio)).statusCode).toBe(500);
  });

  it('copes with a file deleted by the disk scan while its copy runs', async () => {
    const gate = copyGate();
    const server = await startDownloadsServer({ gate });
    const socio = await sessions(server).socio();
    const [file, next] = await filesOn(server, 'disco1');
    if (!file || !next) throw new Error('no demo files');
    const id = await initId(server, file.id, socio);
    const after = await initId(server, next.id, socio);
    await vi.waitFor(() => expect(gate.chunksOf(file.id).length).toBe(1));
    await server.db.deleteFrom('file').where('id', '=', file.id).execute();
    gate.open();
    await untilReady(server, after, socio);
    expect(fs.existsSync(path.join(server.config.cacheDir, String(file.id)))).toBe(false);
    expect(fs.existsSync(path.join(server.config.cacheDir, `${file.id}.part`))).toBe(false);
    expect((await monit(server, id, socio)).statusCode).toBe(404);
  });

  it('sends an error event when the copy fails', async () => {
    const gate = copyGate();
    const server = await startDownloadsServer({ gate });
    const socio = await sessions(server).socio();
    const [file] = await filesOn(server, 'disco2');
    if (!file) throw new Error('no demo files');
    const id = await initId(server, file.id, socio);
    await vi.waitFor(() => expect(gate.chunksOf(file.id).length).toBe(1));
    fs.truncateSync(file.fullPath, 10);
    gate.open();
    const events = parseEvents((await monit(server, id, socio)).body);
    expect(events.at(-1)).toEqual({ event: 'error', data: 'Error en el enlace' });
    expect(await jobState(server, id)).toBe('failed');
  });

  it('copies no faster than COPY_LIMIT_MB_S', async () => {
    const bytesPerSecond = 0.005 * 1024 * 1024;
    const server = await startDownloadsServer({ env: { COPY_LIMIT_MB_S: '0.005' } });
    const socio = await sessions(server).socio();
    const files = await filesOn(server, 'disco1');
    const file = [...files].sort((a, b) => b.size - a.size)[0];
    if (!file) throw new Error('no demo files');
    const started = performance.now();
    const id = await initId(server, file.id, socio);
    await untilReady(server, id, socio);
    const seconds = (performance.now() - started) / 1000;
    expect(seconds).toBeGreaterThanOrEqual((file.size / bytesPerSecond) * 0.95);
    expect((await arch(server, id, { cookie: socio })).rawPayload.length).toBe(file.size);
  });
});
