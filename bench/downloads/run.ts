/**
 * The downloads benchmark (`npm run bench:downloads`). In a temp folder (removed at the end,
 * the 1 GiB file with it) it starts the real server in child processes and Debian's nginx, and
 * prints
 *  - the throughput of `GET /api/dwnl/arch/{id}` for a 1 GiB staged file over loopback, next to
 *    nginx serving the same file from the same folder in the same run, and the X-Accel-Redirect
 *    mode (the app behind that nginx hands the transfer over); curl is the client;
 *  - 10,000 concurrent `monit` streams: the server's memory with them open, their heartbeat,
 *    and the time until all of them have heard a copy reach 100.
 * Options: --size-mb 1024, --runs 5 (transfers per mode; the median counts), --streams 10000,
 * --part staging|transfer|streams (only the disk-to-cache copy; the copy and the transfers; only
 * the streams), --skip-heartbeat (do not wait 16 s for the streams' heartbeat), --smoke (8 MB, one
 * run, 50 streams, no heartbeat: bench/smoke.ts).
 */
import { type ChildProcess, execFile, fork } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathOf, routes } from '@cineclub/contract';
import { loadConfig } from '../../server/src/config.js';
import { openSqlite } from '../../server/src/db/connection.js';
import { prepareDatabase } from '../../server/src/startup/prepare.js';
import { signIn, startDownload } from '../../server/test/http-client.js';
import { type Nginx, startNginx } from '../../server/test/nginx.js';
import { bundleServer } from '../shared/bundle.js';
import { nextMessage } from '../shared/child-messages.js';
import { benchOptions } from '../shared/options.js';
import { BIG_NAME, SMALL_NAME } from './files.js';
import type { FromServer, ToServer } from './server.js';

const options = benchOptions(
  {
    'size-mb': '1024',
    runs: '5',
    streams: '10000',
    part: 'all',
    'skip-heartbeat': false as boolean,
  },
  { 'size-mb': '8', runs: '1', streams: '50', 'skip-heartbeat': true },
);
const MiB = 1024 * 1024;
const bigBytes = Number(options['size-mb']) * MiB;
const runs = Number(options.runs);
const streamCount = Number(options.streams);
const log = (line = '') => process.stdout.write(`${line}\n`);
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const mb = (bytes: number) => `${(bytes / MiB).toFixed(0)} MB`;

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cineclub-bench-downloads-'));
const disk = path.join(root, 'disks', 'disco1');
const cacheDir = path.join(root, 'cache');
const children: ChildProcess[] = [];
let nginx: Nginx | undefined;

async function cleanUp() {
  for (const child of children) if (child.exitCode === null) child.kill();
  await nginx?.stop();
  fs.rmSync(root, { recursive: true, force: true });
  if (bundle) fs.rmSync(path.dirname(bundle), { recursive: true, force: true });
}
process.once('SIGINT', () => {
  void cleanUp().then(() => process.exit(130));
});

/** Random bytes (incompressible), written in 16 MiB blocks. */
function writeFile(file: string, size: number) {
  const block = crypto.randomBytes(16 * MiB);
  const fd = fs.openSync(file, 'w');
  for (let written = 0; written < size; written += block.length) {
    fs.writeSync(fd, block, 0, Math.min(block.length, size - written));
  }
  fs.closeSync(fd);
}

/** The database, prepared here rather than in the server (the demo seed would sit in its memory). */
async function prepare() {
  const config = loadConfig({ DATA_DIR: root, DEMO: '1', LOG_LEVEL: 'silent' });
  const db = openSqlite(config.databaseFile);
  const now = Math.floor(Date.now() / 1000);
  await prepareDatabase(db, config, { now, demoFileSizes: { min: 2_000, max: 9_000 } });
  // A film's files: only those are served.
  const film = await db.selectFrom('film').select('id').orderBy('id').executeTakeFirstOrThrow();
  for (const [name, size] of [
    [BIG_NAME, bigBytes],
    [SMALL_NAME, 4 * MiB],
  ] as const) {
    await db
      .insertInto('file')
      .values({ film_id: film.id, disk: 'disco1', dir: '', name, size, added_at: now })
      .execute();
  }
  await db.destroy();
}

interface Server {
  base: string;
  pid: number;
  big: number;
  small: number;
  tell(message: ToServer): void;
  next<T extends FromServer['type']>(type: T): Promise<Extract<FromServer, { type: T }>>;
  memory(): Promise<Extract<FromServer, { type: 'memory' }>>;
}

/** The server's bundle (bench/shared/bundle.ts), made once the data is ready. */
let bundle = '';

async function startServer(accel?: string): Promise<Server> {
  const child = fork(bundle, {
    execArgv: ['--expose-gc'],
    env: {
      ...process.env,
      BENCH_DATA_DIR: root,
      ...(accel ? { BENCH_ACCEL: accel } : {}),
    },
  });
  children.push(child);
  const next = <T extends FromServer['type']>(type: T) => nextMessage<FromServer, T>(child, type);
  const ready = await next('ready');
  const tell = (message: ToServer) => child.send(message);
  return {
    base: `http://127.0.0.1:${ready.port}`,
    pid: child.pid ?? 0,
    big: ready.big,
    small: ready.small,
    tell,
    next,
    memory() {
      const answer = next('memory');
      tell({ type: 'memory' });
      return answer;
    },
  };
}

/** One transfer by curl (a C client, so the figure is the server's): bytes per second. */
function curl(url: string, cookie?: string): Promise<number> {
  const args = ['-s', '-o', '/dev/null', '-w', '%{http_code} %{size_download} %{time_total}'];
  if (cookie) args.push('-H', `cookie: ${cookie}`);
  return new Promise((resolve, reject) => {
    execFile('curl', [...args, url], (error, stdout) => {
      if (error) return reject(error);
      const [status, size, seconds] = stdout.trim().split(' ').map(Number);
      if (status !== 200 || size !== bigBytes) {
        return reject(new Error(`${url}: ${status}, ${size} bytes`));
      }
      resolve((size ?? 0) / (seconds ?? 1));
    });
  });
}

/** The unit of /proc's CPU times (Linux's USER_HZ). */
const USER_HZ = 100;

/** CPU seconds (user and system, all threads) of a process and its children so far (Linux). */
function cpuOfTree(pid: number): number {
  const read = (file: string) => {
    try {
      return fs.readFileSync(file, 'utf8');
    } catch {
      return '';
    }
  };
  const fields = read(`/proc/${pid}/stat`).split(') ')[1]?.split(' ') ?? [];
  const own = (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / USER_HZ;
  const children = read(`/proc/${pid}/task/${pid}/children`).trim().split(' ').filter(Boolean);
  return own + children.reduce((sum, child) => sum + cpuOfTree(Number(child)), 0);
}

/** Opens one monitor stream; counts its events and pings; resolves `ended` when it closes. */
function openStream(base: string, cookie: string, id: number) {
  const state = { events: 0, pings: 0, done: false, first: null as Promise<void> | null };
  let firstEvent = () => {};
  state.first = new Promise<void>((resolve) => {
    firstEvent = resolve;
  });
  const ended = new Promise<void>((resolve, reject) => {
    const request = http.get(`${base}${pathOf(routes.downloadMonitor, { id })}`, {
      headers: { cookie },
      agent: false,
    });
    request.on('error', reject);
    request.on('response', (response) => {
      if (response.statusCode !== 200) reject(new Error(`monit: ${response.statusCode}`));
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        state.events += chunk.split('event: porcj').length - 1;
        state.pings += chunk.split(': ping').length - 1;
        if (state.events) firstEvent();
      });
      response.on('end', () => {
        state.done = true;
        resolve();
      });
    });
  });
  return { state, ended };
}

/** Seconds a command takes. */
function timed(command: string, args: string[]): Promise<number> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    execFile(command, args, (error) => {
      if (error) reject(error);
      else resolve((performance.now() - start) / 1000);
    });
  });
}

/**
 * The disk-to-cache copy through the real calls (init, then monit until 100), `runs` times
 * (the staged file is removed before each), each next to `cp` of the same file into the same
 * folder (the reference: coreutils copies in the kernel, with copy_file_range) and `cp` followed
 * by `sync` of the copy (the staging copy syncs its file before it counts as staged). Answers
 * the job id of the staged file.
 */
async function stageRuns(server: Server, cookie: string): Promise<number> {
  const source = path.join(disk, BIG_NAME);
  const reference = path.join(cacheDir, 'cp-reference');
  const times = { staging: [] as number[], cp: [] as number[], cpSync: [] as number[] };
  let id = 0;
  for (let run = 0; run < runs; run++) {
    const steps = [
      async () => {
        fs.rmSync(path.join(cacheDir, String(server.big)), { force: true });
        const staging = performance.now();
        id = await startDownload(server.base, cookie, server.big);
        await openStream(server.base, cookie, id).ended;
        times.staging.push((performance.now() - staging) / 1000);
      },
      async () => {
        times.cp.push(await timed('cp', [source, reference]));
        fs.rmSync(reference);
      },
      async () => {
        times.cpSync.push(
          await timed('sh', ['-c', 'cp "$0" "$1" && sync "$1"', source, reference]),
        );
        fs.rmSync(reference);
      },
    ];
    // Each goes first in turn: the one after a copy meets its writeback.
    for (let step = 0; step < steps.length; step++) await steps[(run + step) % steps.length]?.();
  }
  const cp = median(times.cp);
  for (const [name, values] of [
    ['staging (disk -> cache copy)', times.staging],
    ['cp (reference)', times.cp],
    ['cp, then sync of the copy', times.cpSync],
  ] as const) {
    const seconds = median(values);
    log(
      `  ${name.padEnd(30)} ${seconds.toFixed(2)} s ${mb(bigBytes / seconds).padStart(8)}/s ${((cp / seconds) * 100).toFixed(0).padStart(4)} % of cp  (runs: ${values.map((v) => v.toFixed(2)).join(', ')} s)`,
    );
  }
  return id;
}

/** A way of fetching the staged file; `pids`: the processes whose CPU serves it. */
interface Mode {
  name: string;
  url: string;
  cookie?: string;
  pids: number[];
}

/** `arch` next to nginx, direct and through X-Accel-Redirect (see the header). */
async function transfers(direct: Server, cookie: string, id: number) {
  log(`\nTransfer of a ${mb(bigBytes)} staged file over loopback (curl, median of ${runs})`);
  const accel = await startServer('/_cache/');
  nginx = await startNginx(
    () => `
  location /static/ { alias ${cacheDir}/; }
  location /_cache/ { internal; alias ${cacheDir}/; }
  location / {
    proxy_pass ${accel.base};
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
  }`,
  );
  const nginxUrl = nginx.url;
  const file = pathOf(routes.downloadFile, { id });
  const modes: Mode[] = [
    {
      name: 'nginx, static file (reference)',
      url: `${nginxUrl}/static/${direct.big}`,
      pids: [nginx.pid],
    },
    { name: 'arch, direct from Node', url: `${direct.base}${file}`, cookie, pids: [direct.pid] },
    {
      name: 'arch through nginx, X-Accel-Redirect',
      url: `${nginxUrl}${file}`,
      cookie,
      pids: [accel.pid, nginx.pid],
    },
  ];
  const speeds = new Map<Mode, number[]>(modes.map((mode) => [mode, []]));
  const cpu = new Map<Mode, number[]>(modes.map((mode) => [mode, []]));
  const cpuNow = (mode: Mode) => mode.pids.reduce((sum, pid) => sum + cpuOfTree(pid), 0);
  for (let run = 0; run < runs; run++) {
    for (const mode of modes) {
      const before = cpuNow(mode);
      speeds.get(mode)?.push(await curl(mode.url, mode.cookie));
      cpu.get(mode)?.push((cpuNow(mode) - before) / (bigBytes / 1024 / MiB));
    }
  }
  const reference = median(speeds.get(modes[0] as Mode) ?? []);
  for (const mode of modes) {
    const values = speeds.get(mode) ?? [];
    const value = median(values);
    log(
      `  ${mode.name.padEnd(40)} ${mb(value).padStart(8)}/s  ${((value / reference) * 100).toFixed(0).padStart(4)} %  CPU ${median(cpu.get(mode) ?? []).toFixed(2)} s/GiB  (runs: ${values.map((v) => (v / MiB).toFixed(0)).join(', ')})`,
    );
  }
  const memory = await direct.memory();
  log(
    `  server memory after the direct transfers: rss ${mb(memory.rss)}, heap ${mb(memory.heapUsed)}`,
  );
  accel.tell({ type: 'stop' });
  await nginx.stop();
  nginx = undefined;
}

try {
  log(`Machine: ${os.cpus().length} cores, ${os.cpus()[0]?.model}, Node ${process.version}`);
  log(
    `Load average at start: ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
  );
  fs.mkdirSync(disk, { recursive: true });
  writeFile(path.join(disk, BIG_NAME), bigBytes);
  writeFile(path.join(disk, SMALL_NAME), 4 * MiB);
  await prepare();
  bundle = await bundleServer(
    path.join(import.meta.dirname, 'server.ts'),
    'cineclub-bench-downloads',
  );

  const direct = await startServer();
  const cookie = await signIn(direct.base, 'socio@demo.local');
  const started = await direct.memory();
  log(`Server at start: rss ${mb(started.rss)}, heap ${mb(started.heapUsed)}`);

  if (options.part !== 'streams') {
    log(`\nStaging of a ${mb(bigBytes)} file, disk to cache (median of ${runs})`);
    const id = await stageRuns(direct, cookie);
    if (options.part !== 'staging') await transfers(direct, cookie, id);
  }

  if (options.part === 'all' || options.part === 'streams') {
    log(`\n${streamCount.toLocaleString('en')} concurrent monitor streams`);
    const before = await direct.memory();
    log(`  server before: rss ${mb(before.rss)}, heap ${mb(before.heapUsed)}`);
    // Downloads of one file whose copy is held (one user's init of a file answers its one live
    // job, so all ids are the same job): the streams stay open at 0 %.
    const ids: number[] = [];
    for (let n = 0; n < 100; n++) ids.push(await startDownload(direct.base, cookie, direct.small));
    const opening = performance.now();
    const streams: ReturnType<typeof openStream>[] = [];
    for (let n = 0; n < streamCount; n += 500) {
      const batch = Array.from({ length: Math.min(500, streamCount - n) }, (_, k) =>
        openStream(direct.base, cookie, ids[(n + k) % ids.length] ?? 0),
      );
      streams.push(...batch);
      await Promise.all(batch.map((stream) => stream.state.first));
    }
    log(
      `  opened, each with its first event, in ${((performance.now() - opening) / 1000).toFixed(1)} s`,
    );
    const open = await direct.memory();
    log(
      `  server with them open: rss ${mb(open.rss)} (+${mb(open.rss - before.rss)}), heap ${mb(open.heapUsed)}, ${open.connections} connections`,
    );
    if (!options['skip-heartbeat']) {
      log('  waiting 16 s for a heartbeat...');
      await new Promise((resolve) => setTimeout(resolve, 16_000));
      const pinged = streams.filter((stream) => stream.state.pings > 0).length;
      const beat = await direct.memory();
      log(`  ${pinged.toLocaleString('en')} streams got ': ping'; server rss ${mb(beat.rss)}`);
    }
    const releasing = performance.now();
    direct.tell({ type: 'release' });
    await Promise.all(streams.map((stream) => stream.ended));
    const events = streams.reduce((sum, stream) => sum + stream.state.events, 0);
    log(
      `  copy released: all streams heard 100 and ended in ${((performance.now() - releasing) / 1000).toFixed(1)} s (${events.toLocaleString('en')} porcj events)`,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    const after = await direct.memory();
    log(`  server after: rss ${mb(after.rss)}, ${after.connections} connections left`);
  }
  direct.tell({ type: 'stop' });
} finally {
  await cleanUp();
}
