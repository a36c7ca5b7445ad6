/**
 * The year in review's call (`GET /api/club/resumen/{año}`, issue 32) on a club of 50 members
 * with 10 years of history over a big catalogue, timed against a constant route of the same
 * server answering the same bytes. See bench/README.md, "Year in review".
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { call } from '@cineclub/contract';
import { buildApp } from '../../server/src/app.js';
import { loadConfig } from '../../server/src/config.js';
import { openDatabase } from '../../server/src/db/connection.js';
import { prepareDatabase } from '../../server/src/startup/prepare.js';
import { signIn as signInOver } from '../../server/test/http-client.js';
import { benchOptions, smokeFolder } from '../shared/options.js';
import { generateClub } from './generate.js';

const options = benchOptions(
  {
    films: '100000',
    members: '50',
    years: '10',
    seen: '150',
    wants: '30',
    downloads: '40',
    requests: '300',
  },
  {
    films: '2000',
    members: '5',
    years: '2',
    seen: '20',
    wants: '5',
    downloads: '5',
    requests: '20',
  },
);
const size = {
  films: Number(options.films),
  members: Number(options.members),
  years: Number(options.years),
  seenPerYear: Number(options.seen),
  wantsPerYear: Number(options.wants),
  downloadsPerYear: Number(options.downloads),
};
/** The club's history ends the year before "now": every year measured is a whole one. */
const NOW = Date.UTC(2026, 0, 15) / 1000;
const LAST_YEAR = 2025;
const firstYear = LAST_YEAR - size.years + 1;

const dataDir = options.smoke
  ? smokeFolder()
  : fs.mkdtempSync(path.join(os.tmpdir(), 'cineclub-bench-review-'));
if (!options.smoke)
  process.once('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));

// Demo mode: its sign-in is how a benchmark becomes a member (bench/README.md, "sign in as the
// product allows"); the demo's own catalogue and members stay, the generated ones come on top.
// Fifty members sign in at once from one address: the sign-in limit is raised as a setting.
const config = loadConfig({
  DATA_DIR: dataDir,
  DEMO: '1',
  LOG_LEVEL: 'silent',
  LOGIN_RATE_LIMIT: '1000',
});
const db = openDatabase(config);
await prepareDatabase(db, config, { now: NOW });
const app = await buildApp({ db, config, clock: () => NOW, logger: false });
let constantBody = '{}';
// The reference: the same app, hooks and session check, answering a captured review's bytes.
app.get('/bench/constant', async (request, reply) => {
  if (!request.user) return reply.code(401).send({ message: 'Tienes que iniciar sesión' });
  return reply.type('application/json; charset=utf-8').send(constantBody);
});
const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });

const signIn = (email: string) => signInOver(baseUrl, email);

const cookies: string[] = [];
for (let index = 1; index <= size.members; index += 1) {
  cookies.push(await signIn(`socio${String(index).padStart(2, '0')}@bench.local`));
}
const memberIds = (
  await db
    .selectFrom('user')
    .select('id')
    .where('email', 'like', '%@bench.local')
    .orderBy('id')
    .execute()
).map((row) => row.id);
const generationStart = performance.now();
const generated = await generateClub(db, size, memberIds, firstYear);
const generationSeconds = (performance.now() - generationStart) / 1000;
// SQLite's writes held the event loop for minutes: let the server close the sign-ins' idle
// connections before the client would reuse one (a reset, not a measurement).
await new Promise((resolve) => setTimeout(resolve, 1000));
process.stdout.write(
  `Year in review: ${size.members} members × ${size.years} years (${firstYear}-${LAST_YEAR}), ` +
    `${size.films.toLocaleString('en')} generated films, SQLite\n` +
    `Generated in ${generationSeconds.toFixed(1)} s: ${generated.comments} comments (seen marks ` +
    `and scores), ${generated.wants} wants, ${generated.downloads} downloads\n`,
);

/** Request `index`'s member and year: every member and every year in turn. */
const requestOf = (index: number) => ({
  cookie: cookies[index % cookies.length] ?? '',
  year: String(firstYear + (Math.floor(index / cookies.length) % size.years)),
});
const review = (index: number) => {
  const { cookie, year } = requestOf(index);
  return call('review', { params: { anio: year }, query: {} }, { baseUrl, headers: { cookie } });
};
const constant = async (index: number) => {
  const response = await fetch(`${baseUrl}/bench/constant`, {
    headers: { cookie: requestOf(index).cookie },
  });
  await response.text();
  if (!response.ok) throw new Error(`constant ${response.status}`);
};

const sample = await review(0);
constantBody = JSON.stringify(sample);
process.stdout.write(
  `A review: ${constantBody.length} bytes; ${sample.suyo.pelis} films for the member, ` +
    `${sample.club.notas} club scores, ${sample.club.mejores.length} best rated\n`,
);
// Warm-up: the server's paths and SQLite's page cache, on requests not measured.
for (let index = 0; index < Math.min(20, Number(options.requests)); index += 1) {
  await review(index);
  await constant(index);
}

/**
 * Milliseconds of each call, the review and the reference interleaved (load drifts on both).
 * The first call of a year also computes the club's part, which the server then keeps (60 s;
 * the bench's clock stands still): those are timed apart as well.
 */
const times = { review: [] as number[], constant: [] as number[], firstOfYear: [] as number[] };
const yearsAsked = new Set([requestOf(0).year]);
for (let index = 0; index < Number(options.requests); index += 1) {
  let start = performance.now();
  await review(index);
  times.review.push(performance.now() - start);
  if (!yearsAsked.has(requestOf(index).year)) {
    yearsAsked.add(requestOf(index).year);
    times.firstOfYear.push(performance.now() - start);
  }
  start = performance.now();
  await constant(index);
  times.constant.push(performance.now() - start);
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const line = (name: string, values: number[]) =>
  `  ${name.padEnd(44)} p50 ${percentile(values, 50).toFixed(2).padStart(7)} ms   ` +
  `p95 ${percentile(values, 95).toFixed(2).padStart(7)} ms   max ${Math.max(...values).toFixed(2)} ms\n`;
process.stdout.write(
  `\n${times.review.length} calls each, one at a time, same members and years:\n`,
);
process.stdout.write(line('year in review (GET /api/club/resumen/{año})', times.review));
process.stdout.write(line('constant route, same bytes (reference)', times.constant));
if (times.firstOfYear.length) {
  process.stdout.write(
    line(`first call of a year (${times.firstOfYear.length} of the above)`, times.firstOfYear),
  );
}

await app.close();
await db.destroy();
