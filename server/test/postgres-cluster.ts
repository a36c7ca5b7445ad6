import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A throwaway PostgreSQL cluster for the tests: `initdb` in a temporary folder, a server on a
 * free port of 127.0.0.1 (and a socket in that folder), stopped and removed afterwards. Never a
 * server that was already running. Debian's binaries (`postgresql` package) are looked for in
 * `/usr/lib/postgresql/<version>/bin`; `POSTGRES_BIN` names another folder.
 */
export interface Cluster {
  /** The cluster's folder (its data under `data/`), removed by `remove`. */
  dir: string;
  /** `postgres://postgres@127.0.0.1:<port>/<database>` */
  url(database?: string): string;
  /** Stops the server (fast shutdown: open connections are cut) and keeps its files. */
  pause(): void;
  /** Starts the paused server again on the same port. */
  resume(): void;
  /** Stops the server and removes its folder. */
  remove(): void;
}

/** The folder of PostgreSQL's binaries (the newest version installed), or null without them. */
export function postgresBinDir(): string | null {
  if (process.env.POSTGRES_BIN) return process.env.POSTGRES_BIN;
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((version) => fs.existsSync(path.join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

/** A port no one listens on now (the OS's pick, released at once). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * `settings`: server settings added to the tests' own (`-c name=value`), for a benchmark's
 * cluster configured like a production one.
 */
export async function startCluster(settings: Record<string, string> = {}): Promise<Cluster> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL binaries not found (install Debian package postgresql)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cineclub-pg-'));
  // initdb refuses to run as root: as root the cluster belongs to the `postgres` user that
  // Debian's package creates.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres:', dir]);
  const run = (tool: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : path.join(bin, tool),
      asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args,
      { stdio: ['ignore', 'ignore', 'pipe'], cwd: dir },
    );
  const data = path.join(dir, 'data');
  run('initdb', [
    ...['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8'],
    '--locale=C.UTF-8',
  ]);
  const port = await freePort();
  // Durability off: a test cluster never outlives a crash.
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
    ...Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`),
  ].join(' ');
  const start = () =>
    run('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-w', '-o', options, 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  let running = true;
  return {
    dir,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    pause() {
      stop();
      running = false;
    },
    resume() {
      start();
      running = true;
    },
    remove() {
      if (running) stop();
      running = false;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
