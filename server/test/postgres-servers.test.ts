import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathOf, routes } from '@cineclub/contract';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCatalogueJobs,
  JOB_LOST_MESSAGE,
  JOB_RUNNING_MESSAGE,
} from '../src/admin/jobs/catalogue-jobs.js';
import { createJobQueries } from '../src/admin/jobs/queries.js';
import { openPostgres } from '../src/db/connection.js';
import { migrateToLatest } from '../src/db/migrate.js';
import type { OnProgress } from '../src/import/progress.js';
import {
  copyGate,
  type DownloadsServer,
  filesOn,
  initId,
  jobState,
  parseEvents,
  sessions,
  startDownloadsServer,
} from './downloads-helpers.js';
import { databaseEnv, TEST_NOW, tempDir } from './helpers.js';
import { cineclubSite, limitZones, NGINX, type Nginx, startNginx } from './nginx.js';
import { killHard, signIn, startDownload, startServerProcess } from './process-helpers.js';
import {
  BIG_BYTES,
  bigStagedJob,
  listen,
  openConnections,
  readToEnd,
  transfer,
} from './transfer-helpers.js';

/**
 * Several app servers on one PostgreSQL database and one shared DATA_DIR (the download cache,
 * the demo disks and sign-in key), as the README's deployment runs them: each server listens on
 * its own port, and whichever takes a request, one disk runs one copy at a time, progress is
 * followed from any server, and a server that dies mid-copy leaves its copy to another.
 */

/** A gate whose chunks also go to one log shared by both servers, in the order they came. */
function loggedGate(order: number[]) {
  const gate = copyGate();
  return {
    ...gate,
    hook(copy: { fileId: number; disk: string; copied: number }) {
      order.push(copy.fileId);
      return gate.hook(copy);
    },
  };
}

async function until(what: string, check: () => Promise<boolean> | boolean, ms = 20_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

const claims = (server: DownloadsServer) =>
  server.db.selectFrom('copy_claim').select(['disk', 'file_id', 'holder']).execute();

describe('two app servers on one database', async () => {
  const dataDir = tempDir();
  const order: number[] = [];
  const gateA = loggedGate(order);
  const gateB = loggedGate(order);
  const a = await startDownloadsServer({ dataDir, gate: gateA });
  const b = await startDownloadsServer({ dataDir, gate: gateB });
  const urlA = await a.app.listen({ host: '127.0.0.1', port: 0 });
  const urlB = await b.app.listen({ host: '127.0.0.1', port: 0 });

  it('shares sessions: signed in on one, known on the other', async () => {
    const cookie = await signIn(urlA, 'socio@demo.local');
    const me = await fetch(`${urlB}${routes.session}`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'socio@demo.local' });
  });

  it('runs one copy at a time on a disk, whichever server took each download', async () => {
    const [first, second] = await filesOn(a, 'disco1');
    if (!first || !second) throw new Error('two demo files on disco1 needed');
    const socio = await signIn(urlA, 'socio@demo.local');
    const admin = await signIn(urlB, 'admin@demo.local');
    const one = await startDownload(urlA, socio, first.id);
    await until('the first copy', () => gateA.chunksOf(first.id).length > 0);
    const two = await startDownload(urlB, admin, second.id);
    await sleep(1_000);
    // B found disco1 claimed by A: its download waits in the queue, copied by no one.
    expect(await jobState(b, two)).toBe('queued');
    expect(order.filter((fileId) => fileId === second.id)).toEqual([]);
    expect(await claims(a)).toEqual([
      { disk: 'disco1', file_id: first.id, holder: expect.any(String) },
    ]);

    for (const gate of [gateA, gateB]) {
      gate.release(first.id);
      gate.release(second.id);
    }
    await until('both downloads ready', async () => {
      return (await jobState(a, one)) === 'ready' && (await jobState(a, two)) === 'ready';
    });
    expect(order.lastIndexOf(first.id)).toBeLessThan(order.indexOf(second.id));
    // The claim goes right after the jobs are ready.
    await until('the claim released', async () => (await claims(a)).length === 0);
    // The file staged by one server is served by the other, from the shared cache.
    const served = await fetch(`${urlB}${pathOf(routes.downloadFile, { id: one })}`, {
      headers: { cookie: socio },
    });
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(fs.readFileSync(first.fullPath))).toBe(
      true,
    );
  });

  it('answers on one server the catalogue job that the other ran', async () => {
    const admin = await signIn(urlA, 'admin@demo.local');
    const post = await fetch(`${urlA}${routes.adminScanJob}`, {
      method: 'POST',
      headers: { cookie: admin, origin: urlA, 'content-type': 'application/json' },
      body: JSON.stringify({ prune: false }),
    });
    expect(post.status).toBe(202);
    const { id } = (await post.json()) as { id: number };
    const onB = async () => {
      const response = await fetch(`${urlB}${routes.adminJobs}`, { headers: { cookie: admin } });
      return (await response.json()) as {
        escaneo: { id: number; estado: string; resumen: string[] } | null;
      };
    };
    await until('the scan done, seen on B', async () => (await onB()).escaneo?.estado === 'hecha');
    const job = (await onB()).escaneo;
    expect(job?.id).toBe(id);
    expect(job?.resumen.length).toBeGreaterThan(0);
  });

  it('follows on one server the progress of a copy that the other runs, up to 100', async () => {
    const [file] = await filesOn(a, 'disco2');
    if (!file) throw new Error('a demo file on disco2 needed');
    const socio = await signIn(urlA, 'socio@demo.local');
    const id = await startDownload(urlA, socio, file.id);
    await until('the copy on A', () => gateA.chunksOf(file.id).length > 0);
    const stream = await fetch(`${urlB}${pathOf(routes.downloadMonitor, { id })}`, {
      headers: { cookie: socio },
    });
    expect(stream.status).toBe(200);
    // One KiB copied and checkpointed on A: B's poll (every 250 ms) sees it move.
    gateA.step(file.id, 1);
    await sleep(800);
    gateA.release(file.id);
    const events = parseEvents((await stream.text()).replaceAll(': ping\n\n', ''));
    expect(events.at(0)).toEqual({ event: 'porcj', data: '0' });
    expect(events.at(-1)).toEqual({ event: 'porcj', data: '100' });
    const between = events.map((event) => Number(event.data)).filter((p) => p > 0 && p < 100);
    expect(between.length).toBeGreaterThan(0);
    expect(gateB.chunksOf(file.id)).toEqual([]);
  });
});

describe('a server with RUN_COPIES=0', async () => {
  const dataDir = tempDir();
  const gateFront = copyGate(false);
  const gateBack = copyGate();
  const front = await startDownloadsServer({
    dataDir,
    gate: gateFront,
    env: { RUN_COPIES: '0', LEASE_S: '1' },
  });
  const back = await startDownloadsServer({ dataDir, gate: gateBack, env: { LEASE_S: '1' } });
  await back.app.ready();

  it('takes a download that another server copies', async () => {
    const [file] = await filesOn(front, 'disco1');
    if (!file) throw new Error('a demo file on disco1 needed');
    const id = await initId(front, file.id, await sessions(front).socio());
    gateBack.release(file.id);
    // The other server's next pass (a third of its lease) finds the job and copies it.
    await until('the download staged', async () => (await jobState(front, id)) === 'ready');
    expect(gateFront.chunks).toEqual([]);
    expect(gateBack.chunksOf(file.id).length).toBeGreaterThan(0);
  });

  it('stops a copy paused through a server that does not run it', async () => {
    const [file] = await filesOn(front, 'disco2');
    if (!file) throw new Error('a demo file on disco2 needed');
    const socio = await sessions(front).socio();
    const id = await initId(front, file.id, socio);
    await until('the copy on the other server', () => gateBack.chunksOf(file.id).length > 0);
    const pause = await front.app.inject({
      method: 'PUT',
      url: pathOf(routes.downloadCommand, { id, op: 'p' }),
      headers: { cookie: socio },
    });
    expect(pause.statusCode).toBe(204);
    // The copying server's next renewal (a third of its lease) sees no job wanting the copy.
    await sleep(1_000);
    gateBack.release(file.id);
    await until('the claim released', async () => (await claims(back)).length === 0);
    // Stopped at its next chunk: not finished (a finished copy would make the job ready).
    expect(await jobState(front, id)).toBe('paused');
    const entry = await front.db
      .selectFrom('download_cache')
      .select('ready')
      .where('file_id', '=', file.id)
      .executeTakeFirst();
    expect(entry?.ready).toBe(0);
  });
});

describe('revoking bajed2 on one server', () => {
  it('cuts the transfers another server is sending, at its next check', async () => {
    const dataDir = tempDir();
    const env = { TRANSFER_RECHECK_S: '1' };
    const a = await startDownloadsServer({ dataDir, env });
    const b = await startDownloadsServer({ dataDir, env });
    const portB = await listen(b);
    const admin = await sessions(a).admin();
    const socio = await sessions(a).socio();
    const [file] = await filesOn(b, 'disco2');
    if (!file) throw new Error('a demo file on disco2 needed');
    const id = await bigStagedJob(b, file, { cookie: socio });
    const running = await transfer(portB, id, { cookie: socio });
    expect(running.status).toBe(200);

    const socioId = (
      await a.db
        .selectFrom('user')
        .select('id')
        .where('email', '=', 'socio@demo.local')
        .executeTakeFirstOrThrow()
    ).id;
    const revoked = await a.app.inject({
      method: 'DELETE',
      url: pathOf(routes.adminUserPerm, { id: socioId, perm: 'bajed2' }),
      headers: { cookie: admin },
    });
    expect(revoked.statusCode).toBe(200);
    await until('the transfer cut', async () => (await openConnections(b)) === 0);
    const got = await readToEnd(running.response);
    expect(got.whole).toBe(false);
    expect(got.bytes).toBeLessThan(BIG_BYTES);
  });
});

describe.skipIf(!fs.existsSync(NGINX))('two app servers behind nginx', () => {
  let servers: DownloadsServer[] = [];
  let nginx: Nginx | undefined;

  // In hooks, not the suite's body: a run that filters this suite out starts no nginx.
  beforeAll(async () => {
    const dataDir = tempDir();
    const env = { ACCEL_REDIRECT: '/_cache/', TRUST_PROXY: '127.0.0.1' };
    servers = [
      await startDownloadsServer({ dataDir, env }),
      await startDownloadsServer({ dataDir, env }),
    ];
    const addresses = await Promise.all(
      servers.map((server) => server.app.listen({ host: '127.0.0.1', port: 0 })),
    );
    const cacheDir = servers[0]?.config.cacheDir ?? '';
    // The README's sample: an upstream of both servers, the shared cache as nginx's location.
    nginx = await startNginx(
      () => cineclubSite('http://cineclub', cacheDir),
      `upstream cineclub {
    ${addresses.map((address) => `server ${new URL(address).host};`).join('\n    ')}
    keepalive 32;
    keepalive_timeout 5s;
  }
${limitZones}`,
    );
  });
  afterAll(async () => {
    await nginx?.stop();
  });

  it('signs in, stages, follows and serves a download, each request to either server', async () => {
    const [first] = servers;
    if (!first || !nginx) throw new Error('no servers behind nginx');
    const [file] = await filesOn(first, 'disco2');
    if (!file) throw new Error('a demo file on disco2 needed');
    const cookie = await signIn(nginx.url, 'socio@demo.local');
    const id = await startDownload(nginx.url, cookie, file.id);
    const monitor = await fetch(`${nginx.url}${pathOf(routes.downloadMonitor, { id })}`, {
      headers: { cookie },
    });
    expect(parseEvents(await monitor.text()).at(-1)).toEqual({ event: 'porcj', data: '100' });
    // Round robin: two calls in a row reach both servers; each hands the file to nginx.
    for (const _ of servers) {
      const whole = await fetch(`${nginx.url}${pathOf(routes.downloadFile, { id })}`, {
        headers: { cookie },
      });
      expect(whole.status).toBe(200);
      expect(Buffer.from(await whole.arrayBuffer()).equals(fs.readFileSync(file.fullPath))).toBe(
        true,
      );
    }
  });
});

describe('catalogue jobs across servers', async () => {
  const url = (await databaseEnv(tempDir())).DATABASE_URL ?? '';
  const by = { email: 'admin@demo.local', what: 'lista 1001' };
  /** One server's job runner, over a pool of its own. */
  const server = async () => {
    const db = openPostgres(url);
    await migrateToLatest(db);
    const jobs = createCatalogueJobs({
      queries: createJobQueries(db),
      clock: () => TEST_NOW,
      log: pino({ level: 'silent' }),
      shared: true,
      leaseMs: 600,
      flushMs: 100,
    });
    return { db, jobs };
  };
  const a = await server();
  const b = await server();
  afterAll(() => Promise.all([a.db.destroy(), b.db.destroy()]));

  it('runs a kind once, its progress read on the other server, and frees it when its server dies', async () => {
    let report: OnProgress = () => {};
    const started = await a.jobs.start('lista', by, async (onProgress) => {
      report = onProgress;
      return new Promise<string[]>(() => {});
    });
    await expect(b.jobs.start('lista', by, async () => [])).rejects.toThrow(JOB_RUNNING_MESSAGE);
    report({ step: 'lista', done: 40, unit: 'filas' });
    await until('the progress on B', async () => {
      const job = (await b.jobs.state()).lista;
      return job?.id === started.id && job.pasos[0]?.done === 40;
    });
    // Past several leases, A's renewals keep it running.
    await sleep(1_200);
    expect((await b.jobs.state()).lista?.estado).toBe('enMarcha');

    // A loses its database (as a server that dies): its claim expires.
    await a.db.destroy();
    await until('the job given up', async () => (await b.jobs.state()).lista?.estado === 'fallida');
    expect((await b.jobs.state()).lista?.error).toBe(JOB_LOST_MESSAGE);
    const again = await b.jobs.start('lista', by, async () => ['Películas: 1']);
    expect(again.id).toBeGreaterThan(started.id);
    await until('the new job done', async () => (await b.jobs.state()).lista?.estado === 'hecha');
  });
});

describe('a server that dies mid-copy', async () => {
  it('leaves its copy to another server once its claim expires, which resumes it', async () => {
    const dataDir = tempDir();
    const database = await databaseEnv(dataDir);
    // Files of 1 MiB copied at 0.1 MB/s (10 s) with a checkpoint every second: killed a few
    // seconds in, the copy is partly done.
    const dying = await startServerProcess(dataDir, {
      ...database,
      DEMO_FILE_MB: '1-1',
      COPY_LIMIT_MB_S: '0.1',
      LEASE_S: '1',
    });
    const socio = await signIn(dying.url, 'socio@demo.local');
    const db = openPostgres(database.DATABASE_URL ?? '');
    const file = await db
      .selectFrom('file')
      .select(['id', 'dir', 'name', 'size'])
      .where('disk', '=', 'disco1')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const id = await startDownload(dying.url, socio, file.id);
    const copied = async () =>
      Number(
        (
          await db
            .selectFrom('download_cache')
            .select('copied')
            .where('file_id', '=', file.id)
            .executeTakeFirst()
        )?.copied ?? 0,
      );
    await until('a checkpoint', async () => (await copied()) > 0);

    // The other server starts while the copy runs: the claim is the dying one's, renewed.
    const gate = copyGate(false);
    const other = await startDownloadsServer({ dataDir, gate, env: { LEASE_S: '1' } });
    await other.app.ready();
    const [claim] = await claims(other);
    expect(claim).toMatchObject({ disk: 'disco1', file_id: file.id });
    await sleep(1_500);
    expect(await claims(other)).toEqual([claim]);
    expect(gate.chunks).toEqual([]);

    await killHard(dying);
    const left = await copied();
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThan(Number(file.size));
    await until('the copy resumed and done', async () => (await jobState(other, id)) === 'ready');
    // Resumed from the dead server's last checkpoint, not from the start.
    expect(gate.chunks[0]?.copied).toBe(left);
    await until('the claim released', async () => (await claims(other)).length === 0);
    const root = other.config.disks.find((disk) => disk.name === 'disco1')?.root ?? '';
    const staged = fs.readFileSync(path.join(other.config.cacheDir, String(file.id)));
    expect(staged.equals(fs.readFileSync(path.join(root, file.dir, file.name)))).toBe(true);
    await db.destroy();
  }, 60_000);
});
