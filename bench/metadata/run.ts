/**
 * The real-cards benchmark (`npm run bench:metadata`, issue 30), in one run on a fresh SQLite
 * database of `--films` films (default 10,000):
 *  1. TMDB: the job fills every film against the stand-in TMDB on 127.0.0.1, which allows
 *     `--rate` API calls a second (429 with Retry-After past it). Two calls a film, so the floor
 *     is 2 × films / rate seconds; the job's wall time is set against it, with its peak memory.
 *     The stand-in's films have no pictures: this measures the calls and the writes, not sharp.
 *  2. The disk scan of as many film folders, each with a film file, a Kodi `movie.nfo` and a
 *     `poster.jpg`, against a bare walk of the same tree (readdir and stat of every entry);
 *     then the same scan again (nothing changed: no picture is prepared twice).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createPosterStore } from '../../server/src/catalogue/poster-store.js';
import { loadConfig } from '../../server/src/config.js';
import { openDatabase } from '../../server/src/db/connection.js';
import { scanDisks } from '../../server/src/import/scan.js';
import { formatTitleId } from '../../server/src/library/imdb-ids.js';
import { createTmdbClient } from '../../server/src/metadata/tmdb-client.js';
import { runTmdbJob } from '../../server/src/metadata/tmdb-job.js';
import { prepareDatabase } from '../../server/src/startup/prepare.js';
import { startTmdbStandIn } from '../../server/test/tmdb-stand-in.js';
import { benchOptions } from '../shared/options.js';

const options = benchOptions({ films: '10000', rate: '40' }, { films: '20', rate: '1000' });
const films = Number(options.films);
const rate = Number(options.rate);
const log = (line = '') => process.stdout.write(`${line}\n`);
const NOW = 1_790_000_000;

/** Peak resident memory while `work` runs, sampled every 50 ms. */
async function measured<T>(work: () => Promise<T>) {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const started = performance.now();
  try {
    const result = await work();
    return { result, seconds: (performance.now() - started) / 1000, peakMb: peak / 1024 / 1024 };
  } finally {
    clearInterval(timer);
  }
}

const base = fs.mkdtempSync(path.join(os.tmpdir(), 'cineclub-bench-metadata-'));
const disk = { name: 'disco1', root: path.join(base, 'disco1') };
const config = loadConfig({
  DATA_DIR: path.join(base, 'data'),
  LOG_LEVEL: 'silent',
  DEMO: '0',
  DISKS: `disco1=${disk.root}`,
});
const db = openDatabase(config);
try {
  await prepareDatabase(db, config, { now: NOW });
  for (let from = 0; from < films; from += 500) {
    const rows = Array.from({ length: Math.min(500, films - from) }, (_, i) => {
      const n = from + i + 1;
      return {
        imdb: n,
        nom: `Film ${n}`,
        nomo: `Film ${n}`,
        nomen: '',
        anio: 1990,
        votos: films - n,
        added_at: NOW,
        listed_at: NOW,
      };
    });
    await db.insertInto('film').values(rows).execute();
  }
  log(
    `${films} films; machine: ${os.cpus().length} cores, Node ${process.version}, load ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );

  const standIn = await startTmdbStandIn({
    key: 'eyJ.bench',
    ratePerSecond: rate,
    pictures: false,
  });
  const posters = createPosterStore(config.dataDir);
  const client = createTmdbClient({
    key: 'eyJ.bench',
    apiUrl: standIn.apiUrl,
    imageUrl: standIn.imageUrl,
  });
  const tmdb = await measured(() =>
    runTmdbJob(db, { client, posters }, { refresh: false, now: NOW }, () => {}),
  );
  await standIn.close();
  const floor = (2 * films) / rate;
  const rejected = standIn.calls.length - 2 * films;
  if (tmdb.result.filled !== films) throw new Error(`${tmdb.result.filled} of ${films} filled`);
  log(
    `TMDB at ${rate} calls/s: ${tmdb.seconds.toFixed(1)} s (floor ${floor.toFixed(1)} s, ×${(tmdb.seconds / floor).toFixed(2)}); ` +
      `${tmdb.result.filled} filled, ${rejected} calls answered 429; peak RSS ${tmdb.peakMb.toFixed(0)} MB`,
  );

  const poster = await sharp({
    create: { width: 400, height: 600, channels: 3, background: '#345' },
  })
    .jpeg()
    .toBuffer();
  for (let n = 1; n <= films; n++) {
    const dir = path.join(disk.root, `Film ${n} (1990)`);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `Film ${n}.mkv`), 'x');
    fs.writeFileSync(
      path.join(dir, 'movie.nfo'),
      `<movie><title>Película ${n}</title><plot>Sinopsis ${n}.</plot><uniqueid type="imdb">${formatTitleId(n)}</uniqueid></movie>`,
    );
    // One byte apart: each poster is its own picture.
    fs.writeFileSync(path.join(dir, 'poster.jpg'), Buffer.concat([poster, Buffer.from([n % 256])]));
  }
  const walk = await measured(async () => {
    let entries = 0;
    const pending = [disk.root];
    while (pending.length) {
      const dir = pending.pop() as string;
      for (const entry of await fs.promises.readdir(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        await fs.promises.stat(full);
        entries++;
        if (entry.isDirectory()) pending.push(full);
      }
    }
    return entries;
  });
  const scan = await measured(() =>
    scanDisks(db, { disks: [disk], dataDir: config.dataDir, now: NOW, posters }),
  );
  const again = await measured(() =>
    scanDisks(db, { disks: [disk], dataDir: config.dataDir, now: NOW + 1, posters }),
  );
  log(`Bare walk of ${walk.result} entries: ${walk.seconds.toFixed(1)} s`);
  log(
    `First scan: ${scan.seconds.toFixed(1)} s (×${(scan.seconds / walk.seconds).toFixed(1)} the walk); ` +
      `${scan.result.sidecars.nfo} NFO, ${scan.result.sidecars.posters} posters; peak RSS ${scan.peakMb.toFixed(0)} MB`,
  );
  log(
    `Second scan (nothing changed): ${again.seconds.toFixed(1)} s (×${(again.seconds / walk.seconds).toFixed(1)} the walk); ` +
      `${again.result.sidecars.films} cards changed; peak RSS ${again.peakMb.toFixed(0)} MB`,
  );
} finally {
  await db.destroy();
  fs.rmSync(base, { recursive: true, force: true });
}
