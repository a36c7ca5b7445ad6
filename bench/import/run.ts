/**
 * The IMDb import benchmark (`npm run bench:import`): generates (or reuses) IMDb-format files at
 * a fraction of the real sizes (`--scale`, default 0.1; 1 is today's real files, about 1.6 GB of
 * gzip), then times in one run:
 *  1. the floor: decompressing every line of the same files (`zcat ... | wc -l`);
 *  2. a first import into an empty database;
 *  3. the same files again (a nightly refresh with nothing new);
 *  4. files where about 1% of each file's rows changed;
 *  5. the first files again (undoing that 1%) while the real server answers film searches, next
 *     to the same searches with no import running.
 * Options: --scale 0.1, --keep (keep the database), --searches 200 (searches with no import
 * running), --smoke (scale 0.0005 and 20 searches, in a folder of its own: bench/smoke.ts).
 * Each import runs in its own process (as `npm run catalogue -- import-imdb` would), which
 * reports its peak resident memory.
 */
import { execFileSync, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FILM_TEXTS } from '../catalogue/search-texts.js';
import type { FromServer, ToServer } from '../catalogue/server.js';
import { nextMessage } from '../shared/child-messages.js';
import { keptAliveGet } from '../shared/http-client.js';
import { benchOptions, smokeFolder } from '../shared/options.js';
import { ensureFiles, REAL_ROWS } from './generate.js';
import type { ImportResult } from './importer.js';

const options = benchOptions(
  { scale: '0.1', keep: false, searches: String(FILM_TEXTS.length) },
  { scale: '0.0005', searches: '20' },
);
const scale = Number(options.scale);
if (!(scale > 0 && scale <= 1)) throw new Error('--scale must be in (0, 1]');
const log = (line = '') => process.stdout.write(`${line}\n`);
const fmt = (n: number) => Math.round(n).toLocaleString('en');

log(`IMDb files at scale ${scale} (${fmt(REAL_ROWS.basics * scale)} title.basics rows)`);
const files = await ensureFiles(scale, options.smoke ? smokeFolder() : undefined);
log(
  `  ${files.fresh ? 'generated' : 'reused from the cache (generated'} in ${files.seconds} s${files.fresh ? '' : ')'}: ` +
    `${(files.gzipBytes / 1024 / 1024).toFixed(0)} MB of gzip`,
);
log(`  rows: ${JSON.stringify(files.rows)}`);
log(`  rows changed in changed/: ${JSON.stringify(files.changedRows)}`);
log(
  `Machine: ${os.cpus().length} cores, ${os.cpus()[0]?.model}, Node ${process.version}, load ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);

const gzips = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.tsv.gz'))
    .map((name) => path.join(dir, name));

// 1. The floor.
const started = performance.now();
// bash's `times` prints the CPU time of its children (zcat and wc): user and system.
const [lines = '0', , childTimes = ''] = execFileSync(
  'bash',
  ['-c', `zcat ${gzips(files.base).join(' ')} | wc -l; times`],
  { encoding: 'utf8' },
)
  .trim()
  .split('\n');
const floor = (performance.now() - started) / 1000;
const floorCpu = [...childTimes.matchAll(/(\d+)m([\d.]+)s/g)].reduce(
  (sum, [, minutes, seconds]) => sum + Number(minutes) * 60 + Number(seconds),
  0,
);
log(
  `zcat | wc -l: ${fmt(Number(lines))} lines in ${floor.toFixed(1)} s (${floorCpu.toFixed(1)} s of CPU)`,
);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cineclub-import-bench-db-'));
const databaseFile = path.join(dataDir, 'cineclub.sqlite');

/** One import in its own process. */
async function importFrom(dir: string): Promise<ImportResult> {
  const child = fork(path.join(import.meta.dirname, 'importer.ts'), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_DATA_DIR: dataDir, BENCH_IMDB_DIR: dir },
  });
  return nextMessage<ImportResult, 'done'>(child, 'done');
}

function report(label: string, result: ImportResult) {
  const { summary } = result;
  log(
    `${label}: ${result.seconds.toFixed(1)} s (${(result.seconds / floor).toFixed(1)} × the floor), ` +
      `${result.cpuSeconds.toFixed(1)} s of CPU (${(result.cpuSeconds / floorCpu).toFixed(1)} × the floor's), ` +
      `peak memory ${result.peakMb.toFixed(0)} MB ` +
      `(${result.peakAnonMb.toFixed(0)} MB its own; the rest is mapped files, mostly the database)`,
  );
  log(`  steps: ${result.steps.map(([step, s]) => `${step} ${s.toFixed(1)} s`).join(', ')}`);
  log(
    `  films ${JSON.stringify(summary.films)}, titles ${JSON.stringify(summary.titles)}, ` +
      `ratings ${JSON.stringify(summary.ratings)}`,
  );
  log(
    `  credits ${JSON.stringify(summary.credits)}, people ${JSON.stringify(summary.people)}, ` +
      `rows written ${fmt(summary.rowsWritten)}`,
  );
}

try {
  // 2-4. Imports.
  report('first import (empty database)', await importFrom(files.base));
  report('same files again (nothing new)', await importFrom(files.base));
  report('1% of rows changed', await importFrom(files.changed));
  log(`database: ${(fs.statSync(databaseFile).size / 1024 / 1024).toFixed(0)} MB`);

  // 5. Searches while an import runs.
  const server = fork(path.join(import.meta.dirname, '../catalogue/server.ts'), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_DATA_DIR: dataDir },
  });
  try {
    const ready = await nextMessage<FromServer, 'ready'>(server, 'ready');
    const get = keptAliveGet(`http://127.0.0.1:${ready.port}`);
    const url = (text: string) =>
      `/api/lista/busq/true/false/0/1111111/all/${encodeURIComponent(text)}?n=100`;
    /** Searches one at a time, a pause between them as from people typing, until `until`. */
    const searches = async (until: () => boolean, count = Number.POSITIVE_INFINITY) => {
      const times: number[] = [];
      for (let n = 0; n < count && !until(); n++) {
        const text = FILM_TEXTS[n % FILM_TEXTS.length] as string;
        // A different page each round, so that the server's answer caches do not answer.
        const t0 = performance.now();
        const answer = await get(`${url(text)}&desde=${100 * Math.floor(n / FILM_TEXTS.length)}`);
        times.push(performance.now() - t0);
        if (answer.status !== 200) throw new Error(`${text}: ${answer.status}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      times.sort((a, b) => a - b);
      const at = (p: number) => times[Math.ceil((p / 100) * times.length) - 1] ?? Number.NaN;
      return `${times.length} searches, median ${at(50).toFixed(1)} ms, p95 ${at(95).toFixed(1)} ms, max ${at(100).toFixed(1)} ms`;
    };
    log(`searches, no import running: ${await searches(() => false, Number(options.searches))}`);
    let importing = true;
    const running = importFrom(files.base).finally(() => {
      importing = false;
    });
    const during = await searches(() => !importing);
    report('the first files again (undoing the 1%), while searching', await running);
    log(`searches during that import: ${during}`);
  } finally {
    server.send({ type: 'stop' } satisfies ToServer);
  }
} finally {
  if (!options.keep) fs.rmSync(dataDir, { recursive: true, force: true });
  else log(`database kept in ${dataDir}`);
}
