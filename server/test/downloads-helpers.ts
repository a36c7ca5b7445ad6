import path from 'node:path';
import { pathOf, routes } from '@cineclub/contract';
import { type AppDeps, buildApp } from '../src/app.js';
import { demoSession, testClock } from './accounts-helpers.js';
import { afterScope, closeTestApp, openTestDatabase, type TestServer, tempDir } from './helpers.js';

export type TestClock = ReturnType<typeof testClock>;

/**
 * Holds copies between chunks so a test can watch them: while `held`, each chunk waits until
 * its file is released, stepped past it, or everything is opened. `chunks` logs every chunk as
 * it comes up.
 */
export function copyGate(held = true) {
  let waiters: { fileId: number; resolve: () => void }[] = [];
  const released = new Set<number>();
  const allowance = new Map<number, number>();
  const chunks: { fileId: number; disk: string; copied: number }[] = [];
  function wakeFile(fileId: number) {
    for (const waiter of waiters.filter((w) => w.fileId === fileId)) {
      const left = allowance.get(fileId) ?? 0;
      if (!released.has(fileId) && left <= 0) break;
      if (!released.has(fileId)) allowance.set(fileId, left - 1);
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  }
  return {
    chunks,
    hook(copy: { fileId: number; disk: string; copied: number }): Promise<void> | void {
      chunks.push(copy);
      if (!held || released.has(copy.fileId)) return;
      const left = allowance.get(copy.fileId) ?? 0;
      if (left > 0) {
        allowance.set(copy.fileId, left - 1);
        return;
      }
      return new Promise<void>((resolve) => waiters.push({ fileId: copy.fileId, resolve }));
    },
    /** Lets `count` more chunks of a file through. */
    step(fileId: number, count: number) {
      allowance.set(fileId, (allowance.get(fileId) ?? 0) + count);
      wakeFile(fileId);
    },
    /** Lets one file's copy run to its end. */
    release(fileId: number) {
      released.add(fileId);
      wakeFile(fileId);
    },
    /** Lets every copy run, now and later. */
    open() {
      held = false;
      for (const waiter of waiters) waiter.resolve();
      waiters = [];
    },
    chunksOf(fileId: number) {
      return chunks.filter((chunk) => chunk.fileId === fileId);
    },
  };
}

export interface DownloadsServer extends TestServer {
  clock: TestClock;
  /** Closes this app and its database (a restart opens new ones on the same DATA_DIR). */
  stop(): Promise<void>;
}

/**
 * A demo app (tiny files) whose copies run in 1 KiB chunks, checkpointed after each, so that
 * a copy of a few KB takes several observable steps.
 */
export async function startDownloadsServer(
  options: {
    env?: Record<string, string>;
    dataDir?: string;
    clock?: TestClock;
    gate?: ReturnType<typeof copyGate>;
    heartbeatMs?: number;
  } = {},
): Promise<DownloadsServer> {
  const dataDir = options.dataDir ?? tempDir();
  const clock = options.clock ?? testClock();
  const { config, db } = await openTestDatabase(
    dataDir,
    { LOGIN_RATE_LIMIT: '10000', ...options.env },
    clock(),
  );
  const downloads: AppDeps['downloads'] = {
    chunkBytes: 1024,
    checkpointBytes: 1024,
    heartbeatMs: options.heartbeatMs,
    beforeChunk: options.gate?.hook,
  };
  const app = await buildApp({ db, config, clock, logger: false, downloads });
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await closeTestApp(app);
    await db.destroy();
  };
  afterScope(stop);
  return { app, db, config, dataDir, clock, stop };
}

/** A demo file with its place on disk, as the tests pick them. */
export interface DiskFile {
  id: number;
  disk: string;
  name: string;
  size: number;
  fullPath: string;
}

/** Demo files of a disk, smallest id first. */
export async function filesOn(server: TestServer, disk: string): Promise<DiskFile[]> {
  const rows = await server.db
    .selectFrom('file')
    .select(['id', 'disk', 'dir', 'name', 'size'])
    .where('disk', '=', disk)
    .orderBy('id')
    .execute();
  const root = server.config.disks.find((candidate) => candidate.name === disk)?.root ?? '';
  return rows.map((row) => ({
    id: row.id,
    disk: row.disk,
    name: row.name,
    size: Number(row.size),
    fullPath: path.join(root, row.dir, row.name),
  }));
}

export const sessions = (server: TestServer) => ({
  socio: () => demoSession(server.app, 'socio@demo.local'),
  admin: () => demoSession(server.app, 'admin@demo.local'),
  invitado: () => demoSession(server.app, 'invitado@demo.local'),
});

/** POST init; answers the response (the id is its JSON body). */
export function init(server: TestServer, fileId: number, cookie?: string, auth?: string) {
  return server.app.inject({
    method: 'POST',
    url: pathOf(routes.downloadInit, { fileId }) + (auth ? `?auth=${auth}` : ''),
    headers: cookie ? { cookie } : {},
  });
}

export async function initId(server: TestServer, fileId: number, cookie: string) {
  const response = await init(server, fileId, cookie);
  if (response.statusCode !== 200) throw new Error(`init ${response.statusCode} ${response.body}`);
  return response.json() as number;
}

/** The user's share token of a file (compart). */
export async function shareToken(server: TestServer, fileId: number, cookie: string) {
  const response = await server.app.inject({
    url: pathOf(routes.shareLink, { fileId }),
    headers: { cookie },
  });
  if (response.statusCode !== 200) throw new Error(`compart ${response.statusCode}`);
  return response.json() as string;
}

export async function jobState(server: TestServer, jobId: number) {
  const row = await server.db
    .selectFrom('download')
    .select('state')
    .where('id', '=', jobId)
    .executeTakeFirst();
  return row?.state;
}

/** The events of a finished monitor stream, in order. */
export function parseEvents(body: string): { event: string; data: string }[] {
  return body
    .split('\n\n')
    .filter((block) => block.startsWith('event:'))
    .map((block) => {
      const [event = '', data = ''] = block.split('\n').map((line) => line.replace(/^\w+: /, ''));
      return { event, data };
    });
}
