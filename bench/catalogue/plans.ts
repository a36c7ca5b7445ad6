/**
 * Prints every SQL statement of each list call, with its time and its EXPLAIN QUERY PLAN, run
 * through the real catalogue service on the benchmark's cached catalogue (generated first when
 * missing): `npx tsx bench/catalogue/plans.ts [name prefix]`. Each call runs once, so list
 * calls show their uncached work. Options: --films N --people N as for run.ts.
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
import { openSqlite } from '../../server/src/db/connection.js';
import { migrateToLatest } from '../../server/src/db/migrate.js';
import type { Database } from '../../server/src/db/schema.js';
import { ensureCatalogue } from './generate.js';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    films: { type: 'string', default: '1000000' },
    people: { type: 'string', default: '3000000' },
  },
});
const catalogue = await ensureCatalogue(
  { films: Number(options.films), people: Number(options.people) },
  console.log,
);
const file = path.join(catalogue.dataDir, 'cineclub.sqlite');
await openSqlite(file).destroy(); // WAL and the app's settings, as the server opens it
const events: LogEvent[] = [];
const connection = new SQLite(file);
const db = new Kysely<Database>({
  dialect: new SqliteDialect({ database: connection }),
  log: (event) => {
    events.push(event);
  },
});
await migrateToLatest(db);
const service = createCatalogueService(createCatalogueQueries(db));

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
