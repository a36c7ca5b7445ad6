import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathOf, routes } from '@cineclub/contract';
import SQLite from 'better-sqlite3';
import { build } from 'esbuild';
import { loadConfig } from '../src/config.js';
import { openSqlite } from '../src/db/connection.js';
import { prepareDatabase } from '../src/startup/prepare.js';
import { TEST_NOW, tempDir, whenFileEnds } from './helpers.js';

export { signIn, startDownload } from './http-client.js';

const serverDir = path.resolve(import.meta.dirname, '..');
/**
 * `src/main.ts` bundled as `npm run build` bundles it (registry packages external), under
 * node_modules so that they resolve; one per test file. A bundle starts in a fraction of the
 * time tsx takes to compile the server.
 */
const bundleDir = path.resolve(
  serverDir,
  `../node_modules/.cache/cineclub-test-server-${process.pid}`,
);
let bundled: Promise<string> | null = null;

/** Kills `child` when the test file ends, if it still runs then. */
function killAtFileEnd(child: ChildProcess): void {
  whenFileEnds(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
}

function serverBundle(): Promise<string> {
  bundled ??= (async () => {
    whenFileEnds(() => {
      bundled = null;
      fs.rmSync(bundleDir, { recursive: true, force: true });
    });
    const pkg = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    const outfile = path.join(bundleDir, 'main.mjs');
    await build({
      entryPoints: [path.join(serverDir, 'src/main.ts')],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20.19',
      external: Object.keys(pkg.dependencies ?? {}),
      logLevel: 'warning',
    });
    return outfile;
  })();
  return bundled;
}

/** The real server (`src/main.ts`, bundled as for `npm start`) in a child process. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Its stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

export async function startServerProcess(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [await serverBundle()], {
    cwd: serverDir,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  killAtFileEnd(child);
  let output = '';
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      resolve(code);
    });
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Cineclub en (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    void exited.then(() => reject(new Error(`the server exited:\n${output}`)));
  });
  return { url, child, output: () => output, exited };
}

/** Kills the process at once, as a crash or a power cut would end it. */
export async function killHard(server: ServerProcess) {
  server.child.kill('SIGKILL');
  await server.exited;
}

export interface BigFile {
  id: number;
  disk: string;
  path: string;
  bytes: Buffer;
}

let template: Promise<string> | null = null;

/** A demo DATA_DIR with tiny demo files, prepared once per test file and copied for each use. */
function demoTemplate(): Promise<string> {
  template ??= (async () => {
    const dataDir = tempDir();
    whenFileEnds(() => {
      template = null;
    });
    const config = loadConfig({ DATA_DIR: dataDir, DEMO: '1', LOG_LEVEL: 'silent' });
    const db = openSqlite(config.databaseFile);
    await prepareDatabase(db, config, { now: TEST_NOW, demoFileSizes: { min: 2_000, max: 9_000 } });
    await db.destroy();
    return dataDir;
  })();
  return template;
}

/**
 * A demo DATA_DIR (tiny demo files), prepared here so that the server process starts at once,
 * with `files` of random bytes added at the root of the demo disks (files of the first film).
 */
export async function prepareDataDir(files: { disk: string; name: string; size: number }[]) {
  const dataDir = tempDir();
  fs.cpSync(await demoTemplate(), dataDir, { recursive: true });
  const config = loadConfig({ DATA_DIR: dataDir, DEMO: '1', LOG_LEVEL: 'silent' });
  const db = openSqlite(config.databaseFile);
  const big: BigFile[] = [];
  // Attached to a film: only a film's files are served.
  const film = await db.selectFrom('film').select('id').orderBy('id').executeTakeFirstOrThrow();
  for (const file of files) {
    const root = config.disks.find((disk) => disk.name === file.disk)?.root ?? '';
    const bytes = crypto.randomBytes(file.size);
    fs.writeFileSync(path.join(root, file.name), bytes);
    const row = await db
      .insertInto('file')
      .values({
        film_id: film.id,
        disk: file.disk,
        dir: '',
        name: file.name,
        size: file.size,
        added_at: TEST_NOW,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    big.push({ id: row.id, disk: file.disk, path: path.join(root, file.name), bytes });
  }
  await db.destroy();
  return { dataDir, config, files: big };
}

/** A monitor stream read to its end: its events, and whether it ended cleanly. */
export function monitor(url: string, cookie: string, id: number) {
  const events: { event: string; data: string }[] = [];
  let text = '';
  const ended = new Promise<'end' | 'cut'>((resolve, reject) => {
    const request = http.get(`${url}${pathOf(routes.downloadMonitor, { id })}`, {
      headers: { cookie },
    });
    request.on('error', () => resolve('cut'));
    request.on('response', (response) => {
      if (response.statusCode !== 200) reject(new Error(`monit ${response.statusCode}`));
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        const blocks = text.split('\n\n');
        text = blocks.pop() ?? '';
        for (const block of blocks.filter((b) => b.startsWith('event:'))) {
          const [event = '', data = ''] = block
            .split('\n')
            .map((line) => line.replace(/^\w+: /, ''));
          events.push({ event, data });
        }
      });
      response.on('end', () => resolve('end'));
      response.on('aborted', () => resolve('cut'));
    });
  });
  return { events, ended };
}

export async function arch(url: string, cookie: string, id: number) {
  const response = await fetch(`${url}${pathOf(routes.downloadFile, { id })}`, {
    headers: { cookie },
  });
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
}

/** Reads the database file from the test (the server may have it open, or have crashed). */
export function readDatabase<T>(file: string, read: (db: SQLite.Database) => T): T {
  const db = new SQLite(file);
  try {
    db.pragma('busy_timeout = 5000');
    return read(db);
  } finally {
    db.close();
  }
}

export const integrity = (file: string) =>
  readDatabase(file, (db) => db.pragma('integrity_check', { simple: true }));

/** Polls until `condition` holds (every 20 ms, at most `ms`). */
export async function until(condition: () => boolean, ms = 10_000) {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The recorded progress of a file's copy: its cache row. */
export const cacheRow = (file: string, fileId: number) =>
  readDatabase(
    file,
    (db) =>
      db.prepare('SELECT copied, ready FROM download_cache WHERE file_id = ?').get(fileId) as
        | { copied: number; ready: number }
        | undefined,
  );

/**
 * `npm run catalogue -- ...` (catalogue-cli.ts through tsx) in a child process, with its own environment:
 * one process (tsx's own binary would start the tool in a second one, which a kill of the first
 * leaves running).
 */
export function runCatalogue(args: string[], env: Record<string, string>) {
  const root = path.resolve(serverDir, '..');
  const base = { ...process.env };
  for (const key of ['DISKS', 'GOOGLE_CLIENT_ID', 'DEMO', 'DATA_DIR', 'INIT_CWD']) delete base[key];
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(serverDir, 'src/startup/catalogue-cli.ts'), ...args],
    { cwd: root, env: { ...base, LOG_LEVEL: 'silent', ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  killAtFileEnd(child);
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      resolve(code);
    });
  });
  return { child, exited, output: () => output };
}

export const hasTable = (db: SQLite.Database, name: string) =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !==
  undefined;

/** Whether this process may mount a file system (root with the capability): a tmpfs for ENOSPC. */
export function canMount(): boolean {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cineclub-mount-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', dir], { stdio: 'ignore' });
    execFileSync('umount', [dir]);
    return true;
  } catch {
    return false;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A transfer of a staged file (`arch`) whose client reads nothing until `read()` is called, so
 * that it stays in flight: `started` once the headers came, `done` with what arrived and whether
 * the response ended ('end') or the connection was cut ('cut').
 */
export function slowTransfer(url: string, cookie: string, id: number) {
  let started = () => {};
  let read = () => {};
  const chunks: Buffer[] = [];
  const headers = new Promise<void>((resolve) => {
    started = resolve;
  });
  const done = new Promise<{ outcome: 'end' | 'cut'; body: Buffer }>((resolve) => {
    const finish = (outcome: 'end' | 'cut') => resolve({ outcome, body: Buffer.concat(chunks) });
    const request = http.get(`${url}${pathOf(routes.downloadFile, { id })}`, {
      headers: { cookie },
      agent: false,
    });
    request.on('error', () => finish('cut'));
    request.on('response', (response) => {
      response.pause();
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => finish('end'));
      // A paused response hears of a cut connection only through 'close'.
      response.on('close', () => finish(response.complete ? 'end' : 'cut'));
      read = () => response.resume();
      started();
    });
  });
  return { started: headers, read: () => read(), done };
}
