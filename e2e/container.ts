/**
 * `npm run test:container`: builds the base (deploy/local-base.sh) and the image with podman,
 * then checks the image as an owner runs it: it refuses to start without a sign-in mode; in
 * demo mode it runs as a user that is not root, passes its health check, answers a search over
 * a port published on 127.0.0.1, keeps a mark across a restart, and `podman stop` ends it
 * within SHUTDOWN_TIMEOUT_S. Also checks that podman-compose reads compose.yaml. Needs root,
 * podman (with runc), debootstrap and podman-compose; .ci/run installs them. Prints each
 * step's time; exits 1 on the first failure.
 */
import { execFileSync, type StdioOptions } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { pathOf, routes } from '@cineclub/contract';
import { signIn } from '../server/test/http-client.js';

const root = path.resolve(import.meta.dirname, '..');
const IMAGE = 'localhost/cineclub:test';
const BASE = 'localhost/cineclub-node:24';
const NAME = `cineclub-test-${process.pid}`;
const VOLUME = `${NAME}-data`;
const SHUTDOWN_TIMEOUT_S = 5;
/** The layers the image adds to its base (issue 45). */
const MAX_ADDED_MB = 200;
/** Where podman's settings for these hosts are written (hybrid cgroups, fixed limits). */
const CACHE = process.env.CINECLUB_BASE_CACHE ?? '/var/cache/cineclub-base';

const flags = ['--runtime', 'runc', '--cgroup-manager=cgroupfs'];
const env = { ...process.env, CONTAINERS_CONF: containersConf() };

function containersConf(): string {
  if (process.env.CONTAINERS_CONF) return process.env.CONTAINERS_CONF;
  fs.mkdirSync(CACHE, { recursive: true });
  const file = path.join(CACHE, 'containers.conf');
  fs.writeFileSync(file, '[containers]\ndefault_ulimits = []\n');
  return file;
}

function run(command: string, args: string[], stdio: StdioOptions = 'pipe'): string {
  return execFileSync(command, args, { cwd: root, env, encoding: 'utf8', stdio }) ?? '';
}
const podman = (args: string[], stdio?: StdioOptions) => run('podman', [...flags, ...args], stdio);

function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(`container: ${what}`);
  console.log(`  ok: ${what}`);
}

async function step<T>(title: string, body: () => T | Promise<T>): Promise<T> {
  const started = Date.now();
  console.log(`- ${title}`);
  const result = await body();
  console.log(`  (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return result;
}

function build(): void {
  run(path.join(root, 'deploy/local-base.sh'), [], 'inherit');
  // npm's own setting, else the bundle Node trusts: under another Node than the system's (CI's
  // Node 24), npm reads its global npmrc beside that Node and may not see the machine's cafile.
  const cafile = [
    run('npm', ['config', 'get', 'cafile']).trim(),
    process.env.NODE_EXTRA_CA_CERTS,
    process.env.SSL_CERT_FILE,
    '/etc/ssl/certs/ca-certificates.crt',
  ].find((file) => file && file !== 'null' && fs.existsSync(file));
  const secret = cafile ? ['--secret', `id=npm_ca,src=${cafile}`] : [];
  podman(
    ['build', '--format', 'docker', '--build-arg', `BASE=${BASE}`, ...secret, '-t', IMAGE, '.'],
    'inherit',
  );
}

function addedMegabytes(): number {
  const size = (image: string) =>
    Number(podman(['image', 'inspect', '--format', '{{.Size}}', image]));
  return (size(IMAGE) - size(BASE)) / 1e6;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function untilHealthy(): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      podman(['healthcheck', 'run', NAME]);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  console.log(podman(['logs', '--tail', '30', NAME]));
  throw new Error('container: not healthy within 120 s');
}

/** When the server last logged SIGTERM (pino's `time`, ms; the restart logged one too). */
function signalled(): number {
  const line = podman(['logs', NAME])
    .split('\n')
    .findLast((text) => text.includes('"shutting down"'));
  return (JSON.parse(line ?? '{}') as { time?: number }).time ?? Number.NaN;
}

/** When the container's process ended ('2026-11-29 03:57:46.123456789 +0000 UTC'). */
function ended(): number {
  const finished = podman(['inspect', '--format', '{{.State.FinishedAt}}', NAME]).trim();
  const [day, time = '', offset = '+0000'] = finished.split(' ');
  return Date.parse(`${day}T${time.slice(0, 12)}${offset.slice(0, 3)}:${offset.slice(3)}`);
}

async function marks(url: string, email: string): Promise<number[]> {
  const cookie = await signIn(url, email);
  const answer = await fetch(`${url}${routes.marks}`, { headers: { cookie } });
  return ((await answer.json()) as { quiero: number[] }).quiero;
}

async function main(): Promise<void> {
  await step('base and image (podman build --format docker)', build);
  await step('size', () => {
    const added = addedMegabytes();
    console.log(`  the image adds ${added.toFixed(0)} MB to its base`);
    check(added <= MAX_ADDED_MB, `added layers ≤ ${MAX_ADDED_MB} MB`);
  });
  await step('compose.yaml parses', () => {
    // Debian 12's podman-compose (1.0.3) has no `config`; its --dry-run reads the whole file
    // (a YAML or compose fault fails it) and prints the one harmless command `ps` would run.
    const dry = run('podman-compose', ['--dry-run', '-f', 'compose.yaml', '-p', NAME, 'ps']);
    check(dry.includes(`io.podman.compose.project=${NAME}`), 'podman-compose reads compose.yaml');
  });

  await step('no sign-in mode: it refuses, as the app does', () => {
    let said = '';
    try {
      podman(['run', '--rm', IMAGE]);
    } catch (error) {
      said = String((error as { stderr?: string }).stderr);
    }
    check(said.includes('HOST=0.0.0.0 abre el sitio a la red'), 'refused to start without one');
  });

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  podman(['volume', 'create', VOLUME]);
  try {
    await step('start (demo, published on 127.0.0.1)', async () => {
      podman([
        'run',
        ...['-d', '--name', NAME, '-p', `127.0.0.1:${port}:3000`, '-v', `${VOLUME}:/data`],
        ...[
          '-e',
          'DEMO=1',
          '-e',
          'DEMO_FILE_MB=1-5',
          '-e',
          `SHUTDOWN_TIMEOUT_S=${SHUTDOWN_TIMEOUT_S}`,
        ],
        IMAGE,
      ]);
      await untilHealthy();
      check(true, 'podman healthcheck run passes');
      const uid = podman(['exec', NAME, 'id', '-u']).trim();
      check(uid !== '0', `runs as a user that is not root (uid ${uid})`);
    });
    const film = await step('search', async () => {
      const path = pathOf(routes.search, {
        onlyDownloadable: false,
        fullCards: false,
        years: 0,
        mask: '1111111',
        list: 'all',
        text: 'vertigo',
      });
      const text = await (await fetch(`${url}${path}`)).text();
      const id = Number(/"id":(\d+)/.exec(text)?.[1]);
      check(id > 0, `the demo finds 'vertigo' (film ${id})`);
      return id;
    });
    await step('a mark survives a restart', async () => {
      const email = 'contenedor@demo.local';
      const cookie = await signIn(url, email);
      const wanted = await fetch(`${url}${pathOf(routes.want, { id: film, si: 'si' })}`, {
        method: 'POST',
        headers: { cookie, origin: url },
      });
      check(wanted.ok, `'Quiero verla' taken (${wanted.status})`);
      podman(['restart', NAME]);
      await untilHealthy();
      check((await marks(url, email)).includes(film), "'Quiero verla' still there after restart");
    });
    await step('podman stop, a request still in flight', async () => {
      // Half a request, never finished: the server may wait for it up to SHUTDOWN_TIMEOUT_S.
      const socket = net.connect(port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.on('error', () => {});
      socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      const started = Date.now();
      // SIGKILL only long after: an exit code of 0 shows the server ended by itself.
      podman(['stop', '--time', String(SHUTDOWN_TIMEOUT_S + 20), NAME]);
      const seconds = (Date.now() - started) / 1000;
      socket.destroy();
      const exit = podman(['inspect', '--format', '{{.State.ExitCode}}', NAME]).trim();
      check(exit === '0', `the server exited by itself on SIGTERM (exit code ${exit})`);
      // The server's own time, from its 'shutting down' line to the container's end: podman's
      // work around the signal (half a second idle, two on a loaded machine) is not the app's.
      const own = (ended() - signalled()) / 1000;
      check(
        own <= SHUTDOWN_TIMEOUT_S + 1,
        `ended ${own.toFixed(1)} s after SIGTERM (SHUTDOWN_TIMEOUT_S=${SHUTDOWN_TIMEOUT_S}; podman stop took ${seconds.toFixed(1)} s)`,
      );
    });
  } finally {
    for (const args of [
      ['rm', '--force', NAME],
      ['volume', 'rm', '--force', VOLUME],
    ]) {
      try {
        podman(args);
      } catch {
        // Already gone.
      }
    }
  }
  console.log('container: all checks passed');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
