/**
 * One IMDb import, as `npm run catalogue -- import-imdb` runs it (the database prepared as at
 * start-up, then `importImdb`), in a child process of `run.ts` so that its peak memory is its
 * own: the parent reads the result message, with the process's peak resident size.
 */

import fs from 'node:fs';
import { loadConfig } from '../../server/src/config.js';
import { openSqlite } from '../../server/src/db/connection.js';
import { importImdb } from '../../server/src/import/imdb.js';
import { createImdbQueries } from '../../server/src/import/imdb-queries.js';
import { prepareDatabase } from '../../server/src/startup/prepare.js';

export interface ImportResult {
  type: 'done';
  seconds: number;
  peakMb: number;
  /**
   * The largest anonymous resident size seen (sampled every 100 ms): the peak without the
   * database file's pages that SQLite's memory map brought in, which are the page cache's and
   * which the OS takes back under pressure.
   */
  peakAnonMb: number;
  /** CPU seconds of the process (user + system): on a shared machine, the part that is its own. */
  cpuSeconds: number;
  /** Seconds of each step, in the order they ran. */
  steps: [string, number][];
  summary: Awaited<ReturnType<typeof importImdb>>;
}

const dataDir = process.env.BENCH_DATA_DIR;
const dir = process.env.BENCH_IMDB_DIR;
if (!dataDir || !dir || !process.send) throw new Error('run me through run.ts');

/** The process's anonymous resident memory, in MB (Linux's `RssAnon`). */
function anonMb(): number {
  const match = /^RssAnon:\s+(\d+) kB/m.exec(fs.readFileSync('/proc/self/status', 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
}
let peakAnonMb = anonMb();
const sampler = setInterval(() => {
  peakAnonMb = Math.max(peakAnonMb, anonMb());
}, 100);

const config = loadConfig({ DATA_DIR: dataDir, DEMO: '0', LOG_LEVEL: 'silent' });
const db = openSqlite(config.databaseFile);
const started = performance.now();
await prepareDatabase(db, config, { now: 1_780_000_000 });
const began = new Map<string, number>();
const steps: [string, number][] = [];
const summary = await importImdb(createImdbQueries(db), { dir, now: 1_780_000_000 }, (event) => {
  if (!began.has(event.step)) began.set(event.step, performance.now());
  if (event.end) {
    steps.push([event.step, (performance.now() - (began.get(event.step) ?? 0)) / 1000]);
  }
});
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
peakAnonMb = Math.max(peakAnonMb, anonMb());
await db.destroy();
const result: ImportResult = {
  type: 'done',
  seconds,
  peakMb: process.resourceUsage().maxRSS / 1024,
  peakAnonMb,
  cpuSeconds: (process.cpuUsage().user + process.cpuUsage().system) / 1e6,
  steps,
  summary,
};
process.send(result, () => process.exit(0));
