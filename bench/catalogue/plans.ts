/**
 * Prints every SQL statement of each list call, with its time and its EXPLAIN QUERY PLAN, run
 * through the real catalogue service on the benchmark's cached catalogue (generated first when
 * missing): `npx tsx bench/catalogue/plans.ts [name prefix]`. Each call runs once, so list
 * calls show their uncached work. Options: --films N --people N as for run.ts.
 *
 * `--texts every|downloadable` runs the benchmark's 200 film search texts instead, once each,
 * and prints the slowest (`--slowest N`, default 20) with each statement's time: where a
 * search's tail goes.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import SQLite from 'better-sqlite3';
import { Kysely, type LogEvent, SqliteDialect } from 'kysely';
import { createCatalogueQueries } from '../../server/src/catalogue/queries.js';
import {
  createCatalogueService,
  type PageRequest,
  type SearchRequest,
} from '../../server/src/catalogue/service.js';
import { engineOf } from '../../server/src/db/connection.js';
import { migrateToLatest } from '../../server/src/db/migrate.js';
import type { Database } from '../../server/src/db/schema.js';
import { configureSqlite } from '../../server/src/db/sqlite/connection.js';
import { readIntoPageCache } from '../shared/page-cache.js';
import { ensureCatalogue } from './generate.js';
import { FILM_TEXTS } from './search-texts.js';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    films: { type: 'string', default: '1000000' },
    people: { type: 'string', default: '3000000' },
    texts: { type: 'string' },
    slowest: { type: 'string', default: '20' },
  },
});
const catalogue = await ensureCatalogue(
  { films: Number(options.films), people: Number(options.people) },
  console.log,
);
const file = path.join(catalogue.dataDir, 'cineclub.sqlite');
const events: LogEvent[] = [];
const connection = new SQLite(file);
configureSqlite(connection); // as the server opens it
const db = new Kysely<Database>({
  dialect: new SqliteDialect({ database: connection }),
  log: (event) => {
    events.push(event);
  },
});
await migrateToLatest(db);
const service = createCatalogueService(createCatalogueQueries(db, engineOf(db)));

const page: PageRequest = {
  user: null,
  onlyDownloadable: false,
  fullCards: false,
  offset: 0,
  limit: 100,
  genre: 'TG',
};
const search = (over: Partial<SearchRequest>): SearchRequest => ({
  ...page,
  list: 'all',
  text: '',
  fields: ['nom', 'nomo', 'nomen', 'd', 'a', 'cw', 'arg'],
  years: { from: null, to: null },
  ...over,
});
const calls: [string, () => Promise<unknown>][] = [
  ['all by votes', () => service.search(search({}))],
  ['all, only downloadable', () => service.search(search({ onlyDownloadable: true }))],
  ['all, genre DR', () => service.search(search({ genre: 'DR' }))],
  ['all, page at 5000', () => service.search(search({ offset: 5000 }))],
  ['i250', () => service.search(search({ list: 'i250' }))],
  ['1000p', () => service.search(search({ list: '1000p' }))],
  ['oscars', () => service.search(search({ list: 'oscars', years: { from: 1900, to: 2025 } }))],
  [
    'popu 1990-1999',
    () => service.search(search({ list: 'popu', years: { from: 1990, to: 1999 } })),
  ],
  [
    'popu 1990-1999, only downloadable',
    () =>
      service.search(
        search({ list: 'popu', onlyDownloadable: true, years: { from: 1990, to: 1999 } }),
      ),
  ],
  ['pelper', () => service.search(search({ list: 'pelper', text: '37' }))],
  ['news', () => service.news({ ...page, weeks: 4 })],
  ['news, only downloadable', () => service.news({ ...page, onlyDownloadable: true, weeks: 4 })],
  ['news, genre DR', () => service.news({ ...page, genre: 'DR', weeks: 4 })],
  ['search ma', () => service.search(search({ text: 'ma' }))],
  [
    'search ma, only downloadable',
    () => service.search(search({ text: 'ma', onlyDownloadable: true })),
  ],
  ['search maria garcia', () => service.search(search({ text: 'maria garcia' }))],
  ['search la casa del', () => service.search(search({ text: 'la casa del' }))],
  ['search i250 + ma', () => service.search(search({ list: 'i250', text: 'ma' }))],
  ['people ma', () => service.people('ma')],
  ['people maria garcia', () => service.people('maria garcia')],
];

/** The statements of the last call, with their times. */
function statements() {
  return events.flatMap((event) =>
    event.level === 'query'
      ? [{ ms: event.queryDurationMillis, sql: event.query.sql.replace(/\s+/g, ' ') }]
      : [],
  );
}

if (options.texts) {
  const onlyDownloadable = options.texts === 'downloadable';
  const runs: { text: string; ms: number; statements: ReturnType<typeof statements> }[] = [];
  readIntoPageCache(file);
  for (const text of FILM_TEXTS) {
    events.length = 0;
    const started = performance.now();
    await service.search(search({ text, onlyDownloadable }));
    runs.push({ text, ms: performance.now() - started, statements: statements() });
  }
  const sorted = [...runs].sort((a, b) => a.ms - b.ms);
  const at = (p: number) => sorted[Math.ceil((p / 100) * sorted.length) - 1]?.ms.toFixed(1);
  console.log(`\n${runs.length} texts, median ${at(50)} ms, p95 ${at(95)} ms`);
  /** Statements of one shape (IN lists of any length alike): how many, and their time. */
  const byShape = new Map<string, { count: number; ms: number }>();
  for (const statement of runs.flatMap((run) => run.statements)) {
    const shape = statement.sql.replace(/(\?, )+\?/g, '?...').slice(0, 150);
    const sum = byShape.get(shape) ?? { count: 0, ms: 0 };
    byShape.set(shape, { count: sum.count + 1, ms: sum.ms + statement.ms });
  }
  console.log('\nTime by statement (all texts):');
  for (const [shape, { count, ms }] of [...byShape].sort((a, b) => b[1].ms - a[1].ms)) {
    console.log(`  ${ms.toFixed(0).padStart(6)} ms ${String(count).padStart(4)}x ${shape}`);
  }
  for (const run of sorted.reverse().slice(0, Number(options.slowest))) {
    console.log(`\n=== '${run.text}': ${run.ms.toFixed(1)} ms`);
    for (const statement of run.statements) {
      console.log(`  [${statement.ms.toFixed(1)} ms] ${statement.sql.slice(0, 240)}`);
    }
  }
  await db.destroy();
  process.exit(0);
}

for (const [name, call] of calls) {
  if (positionals[0] && !name.startsWith(positionals[0])) continue;
  events.length = 0;
  const started = performance.now();
  await call();
  console.log(`\n=== ${name}: ${(performance.now() - started).toFixed(1)} ms`);
  for (const event of events) {
    if (event.level !== 'query') continue;
    const text = event.query.sql.replace(/\s+/g, ' ');
    console.log(`  [${event.queryDurationMillis.toFixed(1)} ms] ${text.slice(0, 300)}`);
    const plan = connection
      .prepare(`EXPLAIN QUERY PLAN ${event.query.sql}`)
      .all(...(event.query.parameters as unknown[])) as {
      id: number;
      parent: number;
      detail: string;
    }[];
    const depth = new Map<number, number>([[0, 0]]);
    for (const row of plan) {
      const level = (depth.get(row.parent) ?? 0) + 1;
      depth.set(row.id, level);
      console.log(`      ${'  '.repeat(level)}${row.detail}`);
    }
  }
}
await db.destroy();
