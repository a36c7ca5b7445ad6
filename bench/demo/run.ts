/**
 * The demo's first start (`npm run bench:demo`): prepares a fresh database in demo mode in a
 * temp folder (removed at the end), with the demo files at their real (sparse) sizes as
 * `npm start` makes them, and prints how long it took, what it loaded and how much disk the
 * demo files really take. Options: --runs 3 (the median counts), --smoke (one run).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../server/src/config.js';
import { openSqlite } from '../../server/src/db/connection.js';
import { prepareDatabase } from '../../server/src/startup/prepare.js';
import { benchOptions } from '../shared/options.js';

const options = benchOptions({ runs: '3' }, { runs: '1' });

async function firstStart() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cineclub-bench-demo-'));
  try {
    const config = loadConfig({ DATA_DIR: root, DEMO: '1', LOG_LEVEL: 'silent' });
    const db = openSqlite(config.databaseFile);
    const started = performance.now();
    const report = await prepareDatabase(db, config, { now: Math.floor(Date.now() / 1000) });
    const ms = performance.now() - started;
    await db.destroy();
    const disks = path.join(root, 'disks');
    const apparent = execFileSync('du', ['-s', '--apparent-size', '--block-size=1M', disks]);
    const real = execFileSync('du', ['-s', '--block-size=1K', disks]);
    return { ms, report: report.seed, apparent: String(apparent), real: String(real) };
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

const runs = [];
for (let run = 0; run < Number(options.runs); run++) runs.push(await firstStart());
runs.sort((a, b) => a.ms - b.ms);
const median = runs[Math.floor(runs.length / 2)];
if (median) {
  console.log(`demo first start: ${median.ms.toFixed(0)} ms (median of ${runs.length})`);
  console.log('loaded:', median.report);
  console.log(`demo files: ${median.apparent.split('\t')[0]} MB apparent size`);
  console.log(`            ${median.real.split('\t')[0]} KB on disk`);
}
