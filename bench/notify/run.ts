/**
 * The notifications benchmark (`npm run bench:notify`, issue 44): `--members` members (1,000)
 * who asked 'Avísame si descargable' for some of `--films` films (500) without files; the
 * admin's disk scan (the API, as the admin screen starts it) finds a file for each. Measured,
 * with the server (bench/notify/server.ts, the real app bundled, demo mode) mailing through a
 * local SMTP sink (`smtp-server`) on 127.0.0.1:
 *  - the time from the scan's end until the sink accepts the last message, next to the floor:
 *    the same messages' bytes sent straight through nodemailer with the app's pool (4
 *    connections) to the same sink, from the same process;
 *  - the number of messages: each member who asked gets one listing their films;
 *  - the server's memory (RSS and heap, sampled every 50 ms in it) at rest before the scan, and
 *    at its peak during the scan and the sending.
 * Fails (exit 1) when a message is lost, sent twice, not gathered (not listing exactly the
 * member's films), or sent to someone who asked for nothing. `--engine sqlite|postgres|both`
 * (default both where PostgreSQL's binaries are; a throwaway cluster).
 */
import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { call } from '@cineclub/contract';
import { simpleParser } from 'mailparser';
import { loadConfig } from '../../server/src/config.js';
import { openDatabase } from '../../server/src/db/connection.js';
import { prepareDatabase } from '../../server/src/startup/prepare.js';
import { signIn } from '../../server/test/http-client.js';
import { type Cluster, postgresBinDir, startCluster } from '../../server/test/postgres-cluster.js';
import { startSmtpSink } from '../../server/test/smtp-sink.js';
import { bundleServer } from '../shared/bundle.js';
import { nextMessage } from '../shared/child-messages.js';
import { benchOptions } from '../shared/options.js';
import { benchAsks, benchFilms, memberEmail, placeFiles, seedClub } from './seed.js';
import type { FromServer, Memory, ToServer } from './server.js';

const options = benchOptions(
  {
    members: '1000',
    films: '500',
    asks: '8',
    gather: '30',
    engine: postgresBinDir() ? 'both' : 'sqlite',
  },
  { members: '20', films: '10', asks: '3', gather: '1', engine: 'sqlite' },
);
const members = Number(options.members);
const filmCount = Number(options.films);
const gatherS = Number(options.gather);
const engines = options.engine === 'both' ? ['sqlite', 'postgres'] : [options.engine];
const log = (line = '') => process.stdout.write(`${line}\n`);
const MAIL_FROM = 'Cineclub <cine@example.org>';
const NOW = Math.floor(Date.now() / 1000);
const MB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const films = benchFilms(filmCount);
const asks = benchAsks(members, filmCount, Number(options.asks));
const askers = asks.filter((asked) => asked.length).length;

interface Figures {
  engine: string;
  scanS: number;
  lastAcceptedS: number;
  floorS: number;
  messages: number;
  rest: Memory;
  peak: Memory;
  outbox: string;
  failures: string[];
}

/** The server in its own process; answers how to talk to it. */
async function startServer(bundle: string, dataDir: string, settings: Record<string, string>) {
  const child: ChildProcess = fork(bundle, {
    execArgv: ['--expose-gc'],
    env: { ...process.env, BENCH_DATA_DIR: dataDir, BENCH_SETTINGS: JSON.stringify(settings) },
  });
  const next = <T extends FromServer['type']>(type: T) => nextMessage<FromServer, T>(child, type);
  const tell = (message: ToServer) => child.send(message);
  const ready = await next('ready');
  return {
    child,
    url: `http://127.0.0.1:${ready.port}`,
    async memory(gc: boolean): Promise<Memory> {
      const answer = next('memory');
      tell({ type: 'memory', gc });
      return answer;
    },
    async floor(smtpUrl: string, messages: { to: string[]; raw: string }[]) {
      const answer = next('floor-sent');
      tell({ type: 'floor', smtpUrl, from: MAIL_FROM, messages });
      return (await answer).ms;
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      tell({ type: 'stop' });
      await exited;
    },
  };
}

/** The admin's scan over HTTP; resolves when the job says it is over. */
async function scan(url: string, cookie: string) {
  const headers = { cookie, origin: url };
  await call('adminScanJob', { body: {} }, { baseUrl: url, headers });
  for (let resets = 0; ; ) {
    // A kept-alive connection idle past KEEPALIVE_TIMEOUT_S while the scan held the server's
    // event loop (seen at a load of 30) is closed as the next poll goes out: ask again.
    const jobs = await call('adminJobs', {}, { baseUrl: url, headers }).catch((error: unknown) => {
      if (!(error instanceof TypeError) || ++resets > 3) throw error;
      log(`  (jobs poll: ${String((error.cause as Error | undefined)?.message)}; asked again)`);
      return null;
    });
    if (!jobs) continue;
    if (jobs.escaneo && jobs.escaneo.estado !== 'enMarcha') {
      if (jobs.escaneo.estado !== 'hecha') throw new Error(`scan: ${jobs.escaneo.error}`);
      return;
    }
    await sleep(10);
  }
}

/** Whether each member got one message listing exactly their films; answers what is wrong. */
async function check(received: { to: string[]; data: Buffer }[]): Promise<string[]> {
  const failures: string[] = [];
  const byMember = new Map<string, Buffer[]>();
  for (const message of received) {
    for (const to of message.to) byMember.set(to, [...(byMember.get(to) ?? []), message.data]);
  }
  let lost = 0;
  let twice = 0;
  let ungathered = 0;
  let unasked = 0;
  for (const [n, asked] of asks.entries()) {
    const got = byMember.get(memberEmail(n)) ?? [];
    if (!asked.length) {
      unasked += got.length;
      continue;
    }
    if (!got.length) lost++;
    if (got.length > 1) twice++;
    const [first] = got;
    if (!first) continue;
    const text = (await simpleParser(first)).text ?? '';
    const listed = [...text.matchAll(/Película del banco (\d+) \(/g)].map((m) => Number(m[1]) - 1);
    const expected = asked.join(',');
    if (listed.sort((a, b) => a - b).join(',') !== expected) ungathered++;
  }
  if (lost) failures.push(`${lost} members who asked got no message`);
  if (twice) failures.push(`${twice} members got more than one message`);
  if (ungathered) failures.push(`${ungathered} messages do not list exactly the member's films`);
  if (unasked) failures.push(`${unasked} messages to members who asked for nothing`);
  return failures;
}

/** Outbox rows by channel and state, read from the database after the server stopped. */
async function outboxSummary(env: Record<string, string>): Promise<string> {
  const db = openDatabase(loadConfig(env));
  try {
    const rows = await db
      .selectFrom('outbox')
      .select(['channel', 'state', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['channel', 'state'])
      .orderBy('channel')
      .orderBy('state')
      .execute();
    return rows.map((row) => `${row.channel} ${row.state} ${Number(row.n)}`).join(', ');
  } finally {
    await db.destroy();
  }
}

async function measure(engine: string, bundle: string): Promise<Figures> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cineclub-bench-notify-'));
  let cluster: Cluster | undefined;
  const sink = await startSmtpSink({ parse: false });
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    if (engine === 'postgres') cluster = await startCluster();
    const database: Record<string, string> = cluster ? { DATABASE_URL: cluster.url() } : {};
    const env = { DATA_DIR: root, DEMO: '1', LOG_LEVEL: 'silent', ...database };
    const config = loadConfig(env);
    const db = openDatabase(config);
    const seedStart = performance.now();
    await prepareDatabase(db, config, { now: NOW, demoFileSizes: { min: 2_000, max: 9_000 } });
    const seeded = await seedClub(db, films, asks, NOW);
    await db.destroy();
    log(
      `${engine}: ${members} members (${askers} asked), ${seeded.requests} requests for ${filmCount} films, ` +
        `seeded by SQL in ${((performance.now() - seedStart) / 1000).toFixed(1)} s (demo database included)`,
    );
    server = await startServer(bundle, root, {
      ...database,
      SMTP_URL: sink.url,
      MAIL_FROM,
      PUBLIC_URL: 'http://127.0.0.1:3000',
      NOTIFY_GATHER_S: String(gatherS),
    });
    const admin = await signIn(server.url, 'admin@demo.local');
    const disk = config.disks[0];
    if (!disk) throw new Error('the demo has disks');
    const rest = await server.memory(true);
    await server.memory(false);
    placeFiles(disk.root, films);
    const scanStart = performance.now();
    await scan(server.url, admin);
    const scanEnd = performance.now();
    // Every member's message, then nothing more is waiting, then a poll's time for a second copy.
    const deadline = scanEnd + (5 * gatherS + 120) * 1000;
    const received = () => sink.raw.filter((m) => m.to.some((to) => to.startsWith('aviso')));
    while (received().length < askers && performance.now() < deadline) await sleep(20);
    const lastAccepted = sink.state.lastAcceptedAt;
    const headers = { cookie: admin, origin: server.url };
    for (;;) {
      const waiting = await call(
        'outbox',
        { query: { estado: 'esperando', pag: 1 } },
        { baseUrl: server.url, headers },
      );
      if (!waiting.total || performance.now() > deadline) break;
      await sleep(100);
    }
    await sleep(2_500);
    const peak = await server.memory(false);
    const mails = received();
    const failures = await check(mails);
    const floorMs = await server.floor(
      sink.url,
      mails.map((mail) => ({ to: mail.to, raw: mail.data.toString('latin1') })),
    );
    await server.stop();
    server = undefined;
    return {
      engine,
      scanS: (scanEnd - scanStart) / 1000,
      lastAcceptedS: (lastAccepted - scanEnd) / 1000,
      floorS: floorMs / 1000,
      messages: mails.length,
      rest,
      peak,
      outbox: await outboxSummary(env),
      failures,
    };
  } finally {
    await server?.stop();
    await sink.close();
    cluster?.remove();
    fs.rmSync(root, { recursive: true, force: true });
  }
}

log(
  `bench:notify: ${members} members, ${filmCount} films, window NOTIFY_GATHER_S=${gatherS}; ` +
    `${os.cpus().length} cores, Node ${process.version}, load ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
);
const bundle = await bundleServer(
  path.join(import.meta.dirname, 'server.ts'),
  'cineclub-bench-notify',
);
let failed = false;
try {
  for (const engine of engines) {
    const f = await measure(engine, bundle);
    const rss = `${mb(f.rest.rss)} at rest, ${mb(f.peak.peakRss)} at peak`;
    const heap = `${mb(f.rest.heapUsed)} at rest, ${mb(f.peak.peakHeap)} at peak`;
    log(`${f.engine}:`);
    log(`  scan of ${filmCount} new films: ${f.scanS.toFixed(2)} s`);
    log(
      `  scan's end to last message accepted: ${f.lastAcceptedS.toFixed(2)} s ` +
        `(${(f.lastAcceptedS - gatherS).toFixed(2)} s after the ${gatherS} s window; ` +
        `floor, the same messages by nodemailer: ${f.floorS.toFixed(2)} s)`,
    );
    log(`  messages: ${f.messages} for ${askers} members who asked (one each)`);
    log(`  server memory: RSS ${rss}; heap ${heap}`);
    log(`  outbox: ${f.outbox}`);
    for (const failure of f.failures) log(`  FAILED: ${failure}`);
    failed ||= f.failures.length > 0;
  }
} finally {
  fs.rmSync(path.dirname(bundle), { recursive: true, force: true });
}
if (failed) process.exitCode = 1;
