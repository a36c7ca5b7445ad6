/**
 * The server under test, run as a child process of `run.ts` so that the load generator does not
 * share its event loop: the real app (`buildApp`) over the generated catalogue, plus one
 * reference route, `GET /bench/constant/:name`, that answers a constant body handed in by the
 * parent (a captured list answer, so the same size and type) through the same app and hooks.
 */
import { sql } from 'kysely';
import { buildApp } from '../../server/src/app.js';
import { loadConfig } from '../../server/src/config.js';
import { openDatabase } from '../../server/src/db/connection.js';
import { createMetaQueries } from '../../server/src/db/meta.js';
import { prepareDatabase } from '../../server/src/startup/prepare.js';
import { GENERATED_AT } from './generate.js';
import { setTracing, traceRequests } from './trace.js';

export type ToServer =
  | { type: 'constant'; name: string; body: string }
  | { type: 'forget' }
  | { type: 'trace'; on: boolean }
  | { type: 'stop' };
export type FromServer =
  | { type: 'ready'; port: number; migrations: string[]; migrationSeconds: number }
  | { type: 'constant-set'; name: string }
  | { type: 'forgotten' }
  | { type: 'tracing' };

const dataDir = process.env.BENCH_DATA_DIR;
if (!dataDir || !process.send) throw new Error('run me through run.ts');
const send = (message: FromServer) => process.send?.(message);

// On PostgreSQL when the parent loaded a cluster (`BENCH_DATABASE_URL`), as `DATABASE_URL` runs
// the product; else on the SQLite file of the data folder.
const databaseUrl = process.env.BENCH_DATABASE_URL;
const config = loadConfig({
  DATA_DIR: dataDir,
  DEMO: '0',
  LOG_LEVEL: 'silent',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
const db = openDatabase(config);
// Only when asked (--cache-mb): a bigger SQLite page cache than the app's default, to show what
// that setting is worth. Figures without it are the app as it ships.
const cacheMb = Number(process.env.BENCH_SQLITE_CACHE_MB ?? 0);
if (cacheMb > 0 && !databaseUrl) {
  await sql.raw(`PRAGMA cache_size = -${cacheMb * 1024}`).execute(db);
}
const migrationStart = performance.now();
// Pending migrations (added after the cached catalogue was generated) run here, once.
const { migrations } = await prepareDatabase(db, config, { now: GENERATED_AT });
const migrationSeconds = (performance.now() - migrationStart) / 1000;
const app = await buildApp({ db, config, clock: () => GENERATED_AT, logger: false });

// CPU time of each request (user + system, µs) in a header: on this shared 2-core machine
// wall-clock latency also measures whatever else runs; a request's CPU time does not.
// Its time in the server on the wall clock too, to tell the server's part of a request's
// latency from the client's and the connection's.
const started = new WeakMap<object, { cpu: NodeJS.CpuUsage; at: number }>();
app.addHook('onRequest', async (request) => {
  started.set(request, { cpu: process.cpuUsage(), at: performance.now() });
});
app.addHook('onSend', async (request, reply, payload) => {
  const start = started.get(request);
  const used = process.cpuUsage(start?.cpu);
  reply.header('x-bench-cpu-us', String(used.user + used.system));
  reply.header(
    'x-bench-server-us',
    String(Math.round((performance.now() - (start?.at ?? 0)) * 1000)),
  );
  return payload;
});

// Only when asked (--trace): statements timed and the trace header added while the parent turns
// it on; without it nothing of `trace.ts` is in the way.
if (process.env.BENCH_TRACE) traceRequests(app);

const constants = new Map<string, string>();
app.get<{ Params: { name: string } }>('/bench/constant/:name', async (request, reply) =>
  reply.type('application/json; charset=utf-8').send(constants.get(request.params.name) ?? '{}'),
);

// 'forget': a write through the server's own connection, which moves the change token (SQLite's
// `total_changes()`, the PostgreSQL pool's count of committed writes), so the next list call
// misses the list and card caches as the first call after a catalogue change does.
const meta = createMetaQueries(db);
let forgets = 0;

process.on('message', async (message: ToServer) => {
  if (message.type === 'constant') {
    constants.set(message.name, message.body);
    send({ type: 'constant-set', name: message.name });
  } else if (message.type === 'trace') {
    setTracing(message.on);
    send({ type: 'tracing' });
  } else if (message.type === 'forget') {
    await meta.put('bench_forget', String(++forgets));
    send({ type: 'forgotten' });
  } else {
    await app.close();
    await db.destroy();
    process.exit(0);
  }
});

await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
send({ type: 'ready', port, migrations, migrationSeconds });
