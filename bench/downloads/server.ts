/**
 * The server under test, run as a child process of `run.ts` so that the clients do not share
 * its event loop: the real app (`buildApp`) in demo mode over the database the parent prepared,
 * with two files the parent put on the demo disk `disco1`: the big one whose transfer is timed,
 * and a small one whose copy is held (the engine's test hook) while the progress streams are
 * counted.
 */
import { buildApp } from '../../server/src/app.js';
import { systemClock } from '../../server/src/clock.js';
import { loadConfig } from '../../server/src/config.js';
import { openSqlite } from '../../server/src/db/connection.js';
import { BIG_NAME, SMALL_NAME } from './files.js';

export type ToServer = { type: 'memory' } | { type: 'release' } | { type: 'stop' };
export type FromServer =
  | { type: 'ready'; port: number; big: number; small: number }
  | { type: 'memory'; rss: number; heapUsed: number; connections: number };

const dataDir = process.env.BENCH_DATA_DIR;
if (!dataDir || !process.send) throw new Error('run me through run.ts');
const send = (message: FromServer) => process.send?.(message);

const config = loadConfig({
  DATA_DIR: dataDir,
  DEMO: '1',
  LOG_LEVEL: 'silent',
  LOGIN_RATE_LIMIT: '100000',
  CACHE_MAX_GB: '4',
  // The stream figures need ten thousand streams from one user: lift the per-person bounds.
  MONIT_PER_JOB: '100000',
  MONIT_PER_USER: '100000',
  MONIT_MAX: '100000',
  // ... and the connection bounds: every stream is a connection from 127.0.0.1.
  MAX_CONNECTIONS: '100000',
  CONNECTIONS_PER_ADDRESS: '100000',
  // Demo mode limits copies to 40 MB/s; the staging copy is measured at full speed.
  COPY_LIMIT_MB_S: '0',
  ...(process.env.BENCH_ACCEL ? { ACCEL_REDIRECT: process.env.BENCH_ACCEL } : {}),
});
const db = openSqlite(config.databaseFile);
// The parent prepared the database (demo seed, the two files): the server's memory is its own.
const fileId = async (name: string) =>
  (
    await db
      .selectFrom('file')
      .select('id')
      .where('disk', '=', 'disco1')
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).id;
const big = await fileId(BIG_NAME);
const small = await fileId(SMALL_NAME);

// The small file's copy waits for the parent, so that its streams stay open while counted.
let release = () => {};
const released = new Promise<void>((resolve) => {
  release = resolve;
});
const app = await buildApp({
  db,
  config,
  clock: systemClock,
  logger: false,
  downloads: { beforeChunk: (copy) => (copy.fileId === small ? released : undefined) },
});
const address = await app.listen({ host: '127.0.0.1', port: 0 });
send({ type: 'ready', port: Number(new URL(address).port), big, small });

process.on('message', async (message: ToServer) => {
  if (message.type === 'memory') {
    // Live memory, not garbage waiting for a collection (run with --expose-gc).
    (globalThis as { gc?: () => void }).gc?.();
    const connections = await new Promise<number>((resolve) =>
      app.server.getConnections((_error, count) => resolve(count)),
    );
    const { rss, heapUsed } = process.memoryUsage();
    send({ type: 'memory', rss, heapUsed, connections });
  }
  if (message.type === 'release') release();
  if (message.type === 'stop') {
    release();
    await app.close();
    await db.destroy();
    process.exit(0);
  }
});
