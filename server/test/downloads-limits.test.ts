import fs from 'node:fs';
import path from 'node:path';
import { pathOf, routes } from '@cineclub/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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

const HOUR = 60 * 60;

function get(server: DownloadsServer, url: string, cookie?: string) {
  return server.app.inject({ url, headers: cookie ? { cookie } : {} });
}

const arch = (server: DownloadsServer, id: number, cookie?: string, auth?: string) =>
  get(server, pathOf(routes.downloadFile, { id }) + (auth ? `?auth=${auth}` : ''), cookie);
const monit = (server: DownloadsServer, id: number, cookie?: string, auth?: string) =>
  get(server, pathOf(routes.downloadMonitor, { id }) + (auth ? `?auth=${auth}` : ''), cookie);

async function shareToken(server: DownloadsServer, fileId: number, cookie: string) {
  const response = await get(server, pathOf(routes.shareLink, { fileId }), cookie);
  if (response.statusCode !== 200) throw new Error(`compart ${response.statusCode}`);
  return response.json() as string;
}

async function userId(server: DownloadsServer, email: string) {
  const row = await server.db
    .selectFrom('user')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('revoking bajed2', () => {
  let server: DownloadsServer;
  let admin: string;
  let socio: string;
  let file: DiskFile;

  beforeAll(async () => {
    server = await startDownloadsServer();
    admin = await sessions(server).admin();
    socio = await sessions(server).socio();
    [file] = (await filesOn(server, 'disco1')) as [DiskFile];
  });

  const perm = (id: number, method: 'PUT' | 'DELETE') =>
    server.app.inject({
      method,
      url: pathOf(routes.adminUserPerm, { id, perm: 'bajed2' }),
      headers: { cookie: admin },
    });

  it("stops the user's own jobs and the links they shared, until granted again", async () => {
    const own = await initId(server, file.id, socio);
    expect(parseEvents((await monit(server, own, socio)).body).at(-1)?.data).toBe('100');
    const token = await shareToken(server, file.id, socio);
    const shared = (await init(server, file.id, undefined, token)).json() as number;
    expect((await arch(server, own, socio)).statusCode).toBe(200);
    expect((await arch(server, shared, undefined, token)).statusCode).toBe(200);

    const socioId = await userId(server, 'socio@demo.local');
    expect((await perm(socioId, 'DELETE')).statusCode).toBe(200);
    for (const response of [
      await arch(server, own, socio),
      await monit(server, own, socio),
      await server.app.inject({
        method: 'PUT',
        url: pathOf(routes.downloadCommand, { id: own, op: 'c' }),
        headers: { cookie: socio },
      }),
      await arch(server, shared, undefined, token),
      await monit(server, shared, undefined, token),
      await init(server, file.id, undefined, token),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('No tiene permiso');
    }

    expect((await perm(socioId, 'PUT')).statusCode).toBe(200);
    expect((await arch(server, shared, undefined, token)).statusCode).toBe(200);
  });

  it('leaves the queued jobs of a revoked user waiting: no disk copies for them', async () => {
    const gate = copyGate(false);
    const held = await startDownloadsServer({ gate });
    const heldAdmin = await sessions(held).admin();
    const heldSocio = await sessions(held).socio();
    const [first, second] = await filesOn(held, 'disco2');
    if (!first || !second) throw new Error('no demo files');
    const socioId = await userId(held, 'socio@demo.local');
    await held.db.deleteFrom('user_perm').where('user_id', '=', socioId).execute();
    // Queued directly: the permission is already gone when the engine looks.
    await held.db
      .insertInto('download')
      .values({
        user_id: socioId,
        share_id: null,
        file_id: first.id,
        state: 'queued',
        created_at: held.clock(),
        ready_at: null,
        expires_at: held.clock() + 24 * HOUR,
      })
      .execute();
    const other = await initId(held, second.id, heldAdmin);
    expect(parseEvents((await monit(held, other, heldAdmin)).body).at(-1)?.data).toBe('100');
    expect(gate.chunksOf(first.id)).toEqual([]);
    expect((await init(held, first.id, heldSocio)).statusCode).toBe(403);
  });

  it('deleting the user ends their jobs and share links', async () => {
    const invitadoId = await userId(server, 'invitado@demo.local');
    const invitado = await sessions(server).invitado();
    expect((await perm(invitadoId, 'PUT')).statusCode).toBe(200);
    const own = await initId(server, file.id, invitado);
    const token = await shareToken(server, file.id, invitado);
    const shared = (await init(server, file.id, undefined, token)).json() as number;
    expect((await arch(server, shared, undefined, token)).statusCode).toBe(200);
    const deleted = await server.app.inject({
      method: 'DELETE',
      url: pathOf(routes.adminUser, { id: invitadoId }),
      headers: { cookie: admin },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await arch(server, own, invitado)).statusCode).toBe(401);
    expect((await arch(server, shared, undefined, token)).statusCode).toBe(404);
    expect((await init(server, file.id, undefined, token)).statusCode).toBe(403);
  });
});

describe('share links and jobs are reused', () => {
  let server: DownloadsServer;
  let socio: string;
  let file: DiskFile;

  beforeAll(async () => {
    server = await startDownloadsServer({ env: { SHARE_RATE_LIMIT: '5' } });
    socio = await sessions(server).socio();
    [file] = (await filesOn(server, 'disco1')) as [DiskFile];
  });

  const shares = () =>
    server.db.selectFrom('download_share').selectAll().where('file_id', '=', file.id).execute();

  it('compart answers the same live token for the same user and file, one row', async () => {
    const token = await shareToken(server, file.id, socio);
    server.clock.advance(HOUR);
    expect(await shareToken(server, file.id, socio)).toBe(token);
    const [row, ...more] = await shares();
    expect(more).toEqual([]);
    // Asking again extends the link: it lives 24 h from the latest answer.
    expect(row?.expires_at).toBe(server.clock() + 24 * HOUR);
    const admin = await sessions(server).admin();
    expect(await shareToken(server, file.id, admin)).not.toBe(token);
  });

  it('compart is rate limited per user', async () => {
    const [, other] = await filesOn(server, 'disco1');
    const url = pathOf(routes.shareLink, { fileId: other?.id ?? 0 });
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++) statuses.push((await get(server, url, socio)).statusCode);
    expect(statuses.at(-1)).toBe(429);
    const refused = await get(server, url, socio);
    expect(refused.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Demasiados enlaces seguidos; espera un minuto',
    });
  });

  it('init with one share token makes one job however often it is called', async () => {
    const guest = await startDownloadsServer();
    const cookie = await sessions(guest).socio();
    const [shared] = await filesOn(guest, 'disco2');
    if (!shared) throw new Error('no demo files');
    const token = await shareToken(guest, shared.id, cookie);
    const ids = new Set<number>();
    for (let n = 0; n < 20; n++) ids.add((await init(guest, shared.id, undefined, token)).json());
    expect(ids.size).toBe(1);
    // So does a user's init of one file.
    const own = await initId(guest, shared.id, cookie);
    expect(await initId(guest, shared.id, cookie)).toBe(own);
    const jobs = await guest.db.selectFrom('download').select('id').execute();
    expect(jobs.length).toBe(2);
    const [id] = ids;
    const events = parseEvents((await monit(guest, id ?? 0, undefined, token)).body);
    expect(events.at(-1)?.data).toBe('100');
    const body = (await arch(guest, id ?? 0, undefined, token)).rawPayload;
    expect(body.equals(fs.readFileSync(shared.fullPath))).toBe(true);
    // A staged file gone from the cache: init again stages it again for the same job.
    fs.rmSync(path.join(guest.config.cacheDir, String(shared.id)));
    expect((await init(guest, shared.id, undefined, token)).json()).toBe(id);
    const again = parseEvents((await monit(guest, id ?? 0, undefined, token)).body);
    expect(again.at(-1)?.data).toBe('100');
    expect((await arch(guest, id ?? 0, undefined, token)).statusCode).toBe(200);
  });
});

describe('monitor streams are bounded', () => {
  const gate = copyGate();
  let server: DownloadsServer;
  let base: string;
  const open: AbortController[] = [];

  beforeAll(async () => {
    server = await startDownloadsServer({
      gate,
      env: { MONIT_PER_JOB: '2', MONIT_PER_USER: '3', MONIT_MAX: '6' },
    });
    base = await server.app.listen({ host: '127.0.0.1', port: 0 });
  });

  afterAll(() => {
    for (const controller of open) controller.abort();
    gate.open();
  });

  /** Opens a stream over real HTTP; answers its status (and keeps a 200 open). */
  async function stream(id: number, options: { cookie?: string; auth?: string } = {}) {
    const controller = new AbortController();
    const url = `${base}${pathOf(routes.downloadMonitor, { id })}${options.auth ? `?auth=${options.auth}` : ''}`;
    const response = await fetch(url, {
      headers: options.cookie ? { cookie: options.cookie } : {},
      signal: controller.signal,
    });
    if (response.status !== 200) return { status: response.status, body: await response.json() };
    open.push(controller);
    return { status: 200, close: () => controller.abort() };
  }

  it('per job, per user, per share link and address, and in the whole server', async () => {
    const socio = await sessions(server).socio();
    const admin = await sessions(server).admin();
    const [a, b, c, d] = (await filesOn(server, 'disco1')).filter((file) => file.size > 5_000);
    if (!a || !b || !c || !d) throw new Error('no demo files');
    const jobA = await initId(server, a.id, socio);
    const jobB = await initId(server, b.id, socio);
    const jobC = await initId(server, c.id, socio);

    const first = await stream(jobA, { cookie: socio });
    expect((await stream(jobA, { cookie: socio })).status).toBe(200);
    const perJob = await stream(jobA, { cookie: socio });
    expect(perJob).toEqual({
      status: 429,
      body: {
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'Demasiados seguimientos de descargas abiertos; cierra alguno',
      },
    });
    expect((await stream(jobB, { cookie: socio })).status).toBe(200);
    expect((await stream(jobC, { cookie: socio })).status).toBe(429);
    // A closed stream gives its place back.
    first.close?.();
    await vi.waitFor(async () => expect((await stream(jobC, { cookie: socio })).status).toBe(200));

    // Signed out, through a share link: bounded too (per job, per link and per address).
    const token = await shareToken(server, d.id, admin);
    const shared = (await init(server, d.id, undefined, token)).json() as number;
    expect((await stream(shared, { auth: token })).status).toBe(200);
    expect((await stream(shared, { auth: token })).status).toBe(200);
    expect((await stream(shared, { auth: token })).status).toBe(429);

    // Five open: the server takes one more, from anyone, and then no more.
    const jobAdmin = await initId(server, a.id, admin);
    expect((await stream(jobAdmin, { cookie: admin })).status).toBe(200);
    const full = await stream(jobAdmin, { cookie: admin });
    expect(full.status).toBe(429);
  });
});
