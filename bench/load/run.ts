/**
 * Load benchmark (`npm run bench:load`): many simulated users, signed in through the demo issuer
 * in several roles, drive a mixed workload (users.ts) against the built server
 * (server/dist/main.js, as `npm start` runs it) on 127.0.0.1 with a temp DATA_DIR and the demo
 * catalogue, for a bounded time. Reports throughput, p50/p99 latency per call, errors, the 429s
 * of the server's limits apart, and the server's RSS; then, as a reference measured in the same
 * run, the constant-body /api/health from the same number of users without think time.
 *
 * Options: --seconds 60 (mixed workload), --users 60, --think 300 (most ms a user waits between
 * calls), --reference-seconds 10, --smoke (20 users for 3 s: bench/smoke.ts). Exits 1 when any
 * call failed (an unexpected status, a 5xx, a broken connection); a 429 is a limit doing its
 * work, reported but no failure.
 */
import fs from 'node:fs';
import path from 'node:path';
import { callPath, type Perm, routes } from '@cineclub/contract';
import { startServer } from '../../e2e/server-process.js';
import { benchOptions } from '../shared/options.js';
import { quantile, Stats, UserClient } from './client.js';
import {
  COMMENT_EVERY_MS,
  DOWNLOAD_EVERY_MS,
  discover,
  type Role,
  runUser,
  type Seen,
} from './users.js';

const root = path.resolve(import.meta.dirname, '../..');
const values = benchOptions(
  { seconds: '60', users: '60', think: '300', 'reference-seconds': '10' },
  { seconds: '3', users: '20', 'reference-seconds': '1' },
);
const SECONDS = Number(values.seconds);
const USERS = Math.max(4, Number(values.users));
const THINK_MS = Number(values.think);
const REFERENCE_SECONDS = Number(values['reference-seconds']);

if (!fs.existsSync(path.join(root, 'server/dist/main.js'))) {
  throw new Error('server/dist/main.js is missing: run `npm run build` first');
}

/** Of every 20 users: 8 visitors, 5 guests without permissions, 6 with downloads, 1 admin. */
function roleOf(index: number): Role {
  const slot = index % 20;
  if (slot < 8) return 'visitante';
  if (slot < 13) return 'invitado';
  if (slot < 19) return 'socio';
  return 'admin';
}
const emailOf = (role: Role, index: number) => `${role}-${index}@bench.local`;
const roles = Array.from({ length: USERS }, (_, index) => roleOf(index));
/** What the owner grants each role (visitors are not signed in, guests get nothing). */
const PERMS: Record<Role, Perm[]> = {
  visitante: [],
  invitado: [],
  socio: ['bajed2'],
  admin: ['admo', 'bajed2'],
};
/**
 * The demo's own admin (server/src/accounts/demo-accounts.ts), who grants the others their
 * permissions: demo sign-in never makes an admin, and refuses the addresses of ADMIN_EMAILS.
 */
const OWNER = 'admin@demo.local';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The server's resident memory, from /proc (Linux). */
function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** The server's CPU time so far, in seconds (user and system, from /proc). */
function cpuOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The server's CPU time, and this process's (the simulated users'), over a phase. */
function cpuLine(
  pid: number,
  before: { server: number; client: NodeJS.CpuUsage },
  seconds: number,
) {
  const server = cpuOf(pid) - before.server;
  const { user, system } = process.cpuUsage(before.client);
  const client = (user + system) / 1e6;
  const share = (used: number) =>
    `${used.toFixed(1)} s (${((used / seconds) * 100).toFixed(0)} % of one core)`;
  return `  CPU in ${seconds.toFixed(1)} s: server ${share(server)}, simulated users ${share(client)}`;
}

const cpuNow = () => ({ server: cpuOf(server.pid), client: process.cpuUsage() });

async function signIn(client: UserClient, email: string): Promise<void> {
  const issued = await client.call(
    'demo idtoken',
    'GET',
    callPath('demoIdToken', { query: { email } }),
  );
  if (!issued) throw new Error(`no demo token for ${email}`);
  const { token } = JSON.parse(issued.body) as { token: string };
  const login = await client.call('login', 'POST', callPath('login', { body: { token } }), {
    json: { token },
  });
  if (!login) throw new Error(`sign-in of ${email} failed`);
}

/** Grants a signed-in user its role's permissions through the admin API, as the admin screen does. */
async function grant(owner: UserClient, email: string, perms: Perm[]): Promise<void> {
  const page = await owner.call(
    'admin usuarios',
    'GET',
    callPath('adminUsers', { query: { q: email } }),
  );
  const user = page && (JSON.parse(page.body) as { usuarios: { id: number }[] }).usuarios[0];
  if (!user) throw new Error(`no user ${email}`);
  for (const perm of perms) {
    await owner.call(
      'admin perms',
      'PUT',
      callPath('adminGrant', { params: { id: String(user.id), perm } }),
    );
  }
}

function report(title: string, stats: Stats, seconds: number): void {
  const rows = [...stats.latencies].sort((a, b) => b[1].length - a[1].length);
  const total = rows.reduce((sum, [, list]) => sum + list.length, 0);
  console.log(`\n${title}: ${total} calls, ${(total / seconds).toFixed(0)} calls/s`);
  console.log('  call               calls    per s      p50      p99');
  for (const [name, list] of rows) {
    console.log(
      `  ${name.padEnd(16)} ${String(list.length).padStart(7)} ${(list.length / seconds).toFixed(1).padStart(8)} ${ms(quantile(list, 0.5)).padStart(8)} ${ms(quantile(list, 0.99)).padStart(8)}`,
    );
  }
}

// Every simulated user comes from 127.0.0.1, so the bounds per address would count them all
// as one client: they are raised, as the sign-in limit is; per user and per server still hold.
const server = await startServer({
  LOGIN_RATE_LIMIT: '100000',
  CONNECTIONS_PER_ADDRESS: '100000',
  TRANSFER_PER_ADDRESS: '100000',
  LOG_LEVEL: 'warn',
});
const pid = server.pid;
try {
  console.log(
    `Load: ${USERS} users (${['visitante', 'invitado', 'socio', 'admin'].map((role) => `${roles.filter((r) => r === role).length} ${role}`).join(', ')}), ${SECONDS} s, think 0-${THINK_MS} ms; a comment every ${COMMENT_EVERY_MS / 1000} s and one download at a time every ${DOWNLOAD_EVERY_MS / 1000} s per user at most`,
  );
  const setup = new Stats();
  const clients = roles.map(() => new UserClient(server.url, setup));
  await Promise.all(
    roles.map((role, index) =>
      role === 'visitante' ? undefined : signIn(clients[index] as UserClient, emailOf(role, index)),
    ),
  );
  const owner = new UserClient(server.url, setup);
  await signIn(owner, OWNER);
  for (const [index, role] of roles.entries()) {
    if (PERMS[role].length) await grant(owner, emailOf(role, index), PERMS[role]);
  }
  owner.close();
  const seen: Seen = { films: [], files: [] };
  const socio = clients[roles.indexOf('socio')];
  if (socio) await discover(socio, seen);
  if (setup.count(setup.errors)) throw new Error([...setup.errors.values()].flat().join('\n'));
  console.log(`  ${seen.films.length} downloadable films, ${seen.files.length} files to download`);

  const stats = new Stats();
  const rss: number[] = [rssOf(pid)];
  const sampler = setInterval(() => rss.push(rssOf(pid)), 250);
  const started = performance.now();
  const cpuAtStart = cpuNow();
  const deadline = Date.now() + SECONDS * 1000;
  await Promise.all(
    clients.map((client, index) => {
      client.stats = stats;
      return runUser({
        client,
        role: roles[index] ?? 'visitante',
        seen,
        thinkMs: THINK_MS,
        running: () => Date.now() < deadline,
      });
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  clearInterval(sampler);
  report('Mixed workload', stats, elapsed);
  console.log(cpuLine(pid, cpuAtStart, elapsed));
  console.log(
    `  server RSS: ${mb(rss[0] ?? 0)} at start, ${mb(Math.max(...rss))} at most, ${mb(rss.at(-1) ?? 0)} at the end`,
  );

  const reference = new Stats();
  const referenceDeadline = Date.now() + REFERENCE_SECONDS * 1000;
  const referenceStarted = performance.now();
  const cpuAtReference = cpuNow();
  await Promise.all(
    clients.map(async (client) => {
      client.stats = reference;
      while (Date.now() < referenceDeadline) await client.call('health', 'GET', routes.health);
    }),
  );
  const referenceElapsed = (performance.now() - referenceStarted) / 1000;
  report(
    `Reference, /api/health from the same ${USERS} users, no think time`,
    reference,
    referenceElapsed,
  );
  console.log(cpuLine(pid, cpuAtReference, referenceElapsed));
  for (const client of clients) client.close();

  const errors = stats.count(stats.errors) + reference.count(reference.errors);
  const limited = stats.count(stats.limited) + reference.count(reference.limited);
  console.log(`\nErrors: ${errors}; refused by a limit (429, not an error): ${limited}`);
  for (const [name, list] of [...stats.errors, ...reference.errors]) {
    console.log(`  ${name}: ${list.length}, e.g. ${list.slice(0, 3).join(' | ')}`);
  }
  for (const [name, count] of [...stats.limited, ...reference.limited]) {
    console.log(`  429 on ${name}: ${count}`);
  }
  if (errors) {
    console.error('\nFAILED: calls failed (unexpected statuses or broken connections)');
    process.exitCode = 1;
  }
} finally {
  await server.stop();
}
