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
  shareToken,
  startDownloadsServer,
} from './downloads-helpers.js';
import {
  BIG_BYTES,
  bigStagedJob,
  listen,
  openConnections,
  readToEnd,
  type Transfer,
  transfer,
} from './transfer-helpers.js';

const HOUR = 60 * 60;

function get(server: DownloadsServer, url: string, cookie?: string) {
  return server.app.inject({ url, headers: cookie ? { cookie } : {} });
}

const arch = (server: DownloadsServer, id: number, cookie?: string, auth?: string) =>
  get(server, pathOf(routes.downloadFile, { id }) + (auth ? `?auth=${auth}` : ''), cookie);
const monit = (server: DownloadsServer, id: number, cookie?: string, auth?: string) =>
  get(server, pathOf(routes.downloadMonitor, { id }) + (auth ? `?auth=${auth}` : ''), cookie);

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

  it('compart answers no HEAD, which would make or extend a link', async () => {
    const [, , other] = await filesOn(server, 'disco1');
    if (!other) throw new Error('no third demo file');
    const url = pathOf(routes.shareLink, { fileId: other.id });
    const head = await server.app.inject({ method: 'HEAD', url, headers: { cookie: socio } });
    expect(head.statusCode).toBe(404);
    const made = await server.db
      .selectFrom('download_share')
      .select('id')
      .where('file_id', '=', other.id)
      .execute();
    expect(made).toEqual([]);
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

/**
 * Listens, and stages three big files' jobs: socio's own, one made through a share link of
 * `sharer`'s, and the admin's own.
 */
async function bigJobs(server: DownloadsServer, sharer: 'socio' | 'admin') {
  const port = await listen(server);
  const socio = await sessions(server).socio();
  const admin = await sessions(server).admin();
  const [a, b] = (await filesOn(server, 'disco1')) as [DiskFile, DiskFile];
  const own = await bigStagedJob(server, a, { cookie: socio });
  const token = await shareToken(server, b.id, sharer === 'socio' ? socio : admin);
  const shared = await bigStagedJob(server, b, { auth: token });
  const adminJob = await bigStagedJob(server, a, { cookie: admin });
  return { port, socio, admin, own, token, shared, adminJob };
}

describe('file transfers are bounded', () => {
  it('per user, per share link, per address and in the whole server: 429 with Retry-After', async () => {
    const server = await startDownloadsServer({
      env: {
        TRANSFER_PER_USER: '3',
        TRANSFER_PER_LINK: '2',
        TRANSFER_PER_ADDRESS: '4',
        TRANSFER_MAX: '7',
      },
    });
    const { port, socio, admin, own, token, shared, adminJob } = await bigJobs(server, 'admin');

    const statuses = async (count: number, id: number, who: Parameters<typeof transfer>[2]) => {
      const answers: Transfer[] = [];
      for (let n = 0; n < count; n++) answers.push(await transfer(port, id, who));
      return answers;
    };
    // Per user: three of socio's transfers, the fourth refused.
    const [first, , , refused] = await statuses(4, own, { cookie: socio });
    expect(first?.status).toBe(200);
    expect(refused?.status).toBe(429);
    expect(refused?.headers['retry-after']).toBe('30');
    expect(JSON.parse(refused?.body ?? '')).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Demasiadas descargas abiertas a la vez; prueba dentro de un rato',
    });
    // A HEAD holds nothing: not counted, not refused.
    expect((await transfer(port, own, { cookie: socio, method: 'HEAD' })).status).toBe(200);

    // Per share link, whoever holds it: two.
    const link = await statuses(3, shared, { auth: token, from: '127.0.0.2' });
    expect(link.map((answer) => answer.status)).toEqual([200, 200, 429]);
    // Per address: 127.0.0.2 has two; two of the admin's own make four, a fifth is refused.
    const fromTwo = await statuses(3, adminJob, { cookie: admin, from: '127.0.0.2' });
    expect(fromTwo.map((answer) => answer.status)).toEqual([200, 200, 429]);
    // Seven open in all: the server takes no more, from anyone.
    const full = await transfer(port, adminJob, { cookie: admin, from: '127.0.0.3' });
    expect(full.status).toBe(429);
    expect(full.headers['retry-after']).toBe('30');

    // A transfer that ends gives its place back.
    first?.response.destroy();
    await vi.waitFor(async () =>
      expect((await transfer(port, adminJob, { cookie: admin, from: '127.0.0.3' })).status).toBe(
        200,
      ),
    );
  });
});

describe('a transfer is cut', () => {
  it('when its client accepts nothing for TRANSFER_STALL_S, not while it reads slowly', async () => {
    const server = await startDownloadsServer({ env: { TRANSFER_STALL_S: '2' } });
    const port = await listen(server);
    const socio = await sessions(server).socio();
    const [file] = (await filesOn(server, 'disco1')) as [DiskFile];
    const id = await bigStagedJob(server, file, { cookie: socio }, 4 * BIG_BYTES);

    // A client that keeps reading, slowly (a socket read every 10 ms), keeps its transfer.
    const slow = await transfer(port, id, { cookie: socio });
    let slowBytes = 0;
    slow.response.on('data', (chunk: Buffer) => {
      slowBytes += chunk.length;
      slow.response.pause();
      setTimeout(() => slow.response.resume(), 10);
    });
    slow.response.resume();
    const stalled = await transfer(port, id, { cookie: socio, from: '127.0.0.2' });
    expect(stalled.status).toBe(200);
    await vi.waitFor(async () => expect(await openConnections(server)).toBe(1), {
      timeout: 10_000,
    });
    // The stalled one was cut: what its client still gets ends short of the file.
    const cut = await readToEnd(stalled.response);
    expect(cut.whole).toBe(false);
    expect(cut.bytes).toBeLessThan(4 * BIG_BYTES);
    // The slow one is still open, well past the stall bound, and still moving.
    const before = slowBytes;
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(slowBytes).toBeGreaterThan(before);
    expect(slowBytes).toBeLessThan(4 * BIG_BYTES);
    expect(slow.response.destroyed).toBe(false);
    expect(await openConnections(server)).toBe(1);
  });

  it('at once when its owner loses bajed2 through this server', async () => {
    // Not by the periodic check (TRANSFER_RECHECK_S; postgres-servers.test.ts has it cut a
    // transfer of another server): the revoke asks itself.
    const server = await startDownloadsServer({ env: { TRANSFER_RECHECK_S: '3600' } });
    const { port, socio, admin, own, token, shared, adminJob } = await bigJobs(server, 'socio');
    const running = [
      await transfer(port, own, { cookie: socio }),
      await transfer(port, shared, { auth: token, from: '127.0.0.2' }),
    ];
    const others = await transfer(port, adminJob, { cookie: admin });
    expect([...running, others].map((answer) => answer.status)).toEqual([200, 200, 200]);

    const socioId = await userId(server, 'socio@demo.local');
    const revoked = await server.app.inject({
      method: 'DELETE',
      url: pathOf(routes.adminUserPerm, { id: socioId, perm: 'bajed2' }),
      headers: { cookie: admin },
    });
    expect(revoked.statusCode).toBe(200);
    // Socio's transfer and the one through socio's link are cut; the admin's goes on.
    await vi.waitFor(async () => expect(await openConnections(server)).toBe(1), {
      timeout: 10_000,
    });
    for (const { response } of running) {
      const got = await readToEnd(response);
      expect(got.whole).toBe(false);
      expect(got.bytes).toBeLessThan(BIG_BYTES);
    }
    expect(await readToEnd(others.response)).toEqual({ bytes: BIG_BYTES, whole: true });
  });
});
