import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { downloadMessages } from '@cineclub/contract';
import { describe, expect, it } from 'vitest';
import { tempDir } from './helpers.js';
import { generatedDataset, writeImdbDir } from './import-helpers.js';
import {
  arch,
  cacheRow,
  canMount,
  hasTable,
  integrity,
  killHard,
  monitor,
  prepareDataDir,
  readDatabase,
  runCatalogue,
  type ServerProcess,
  signIn,
  slowTransfer,
  startDownload,
  startServerProcess,
  until,
} from './process-helpers.js';

const MiB = 1024 * 1024;
/** Each test starts one or two server processes through tsx: slow on a busy machine. */
const SLOW = 60_000;

describe('faults: a killed server, a vanished disk, a full cache', () => {
  it(
    'kill -9 during a copy: nothing half-copied is served, and the copy resumes from its checkpoint',
    async () => {
      const { dataDir, config, files } = await prepareDataDir([
        { disk: 'disco1', name: 'Larga.mkv', size: 2 * MiB },
      ]);
      const [file] = files;
      if (!file) throw new Error('no file');
      const slow = { COPY_LIMIT_MB_S: '1' };
      const first = await startServerProcess(dataDir, slow);
      const cookie = await signIn(first.url, 'socio@demo.local');
      const id = await startDownload(first.url, cookie, file.id);
      await until(() => (cacheRow(config.databaseFile, file.id)?.copied ?? 0) > 0);
      await killHard(first);

      const checkpoint = cacheRow(config.databaseFile, file.id)?.copied ?? 0;
      expect(checkpoint).toBeGreaterThan(0);
      expect(checkpoint).toBeLessThan(file.bytes.length);
      expect(integrity(config.databaseFile)).toBe('ok');
      expect(fs.existsSync(path.join(config.cacheDir, `${file.id}.part`))).toBe(true);
      expect(fs.existsSync(path.join(config.cacheDir, String(file.id)))).toBe(false);

      const second = await startServerProcess(dataDir, slow);
      const notYet = await arch(second.url, cookie, id);
      expect(notYet.status).toBe(409);
      expect(JSON.parse(notYet.body.toString()).message).toBe(downloadMessages.notReady);
      const stream = monitor(second.url, cookie, id);
      expect(await stream.ended).toBe('end');
      // It went on from the checkpoint, not from 0.
      expect(Number(stream.events[0]?.data)).toBeGreaterThanOrEqual(
        Math.floor((checkpoint * 100) / file.bytes.length),
      );
      expect(Number(stream.events[0]?.data)).toBeGreaterThan(0);
      expect(stream.events.at(-1)).toEqual({ event: 'porcj', data: '100' });
      const served = await arch(second.url, cookie, id);
      expect(served.status).toBe(200);
      expect(served.body.equals(file.bytes)).toBe(true);
      await killHard(second);
    },
    SLOW,
  );

  it(
    'kill -9 during a burst of comments: every acknowledged comment is there after a restart',
    async () => {
      const { dataDir, config } = await prepareDataDir([]);
      // A burst far past what one user may write: the comment limits are lifted for it.
      const unlimited = { COMMENT_RATE_LIMIT: '100000', COMMENTS_PER_FILM: '100000' };
      const first = await startServerProcess(dataDir, unlimited);
      const cookie = await signIn(first.url, 'socio@demo.local');
      const acknowledged: string[] = [];
      let sent = 0;
      let stop = false;
      const writer = async () => {
        while (!stop) {
          const text = `Ráfaga ${++sent}`;
          const response = await fetch(`${first.url}/api/peli/comenta/1`, {
            method: 'POST',
            headers: { cookie, origin: first.url, 'content-type': 'application/json' },
            body: JSON.stringify({ vista: false, voto: 5, comen: text }),
          }).catch(() => null);
          if (response?.ok) acknowledged.push(text);
          else if (response) throw new Error(`comment ${response.status}`);
        }
      };
      const writers = Array.from({ length: 8 }, writer);
      await until(() => acknowledged.length >= 100);
      await killHard(first);
      stop = true;
      await Promise.all(writers);

      const second = await startServerProcess(dataDir, unlimited);
      expect(integrity(config.databaseFile)).toBe('ok');
      const stored = new Set(
        readDatabase(config.databaseFile, (db) =>
          db.prepare('SELECT comen FROM comment WHERE film_id = 1').pluck().all(),
        ),
      );
      expect(acknowledged.length).toBeGreaterThanOrEqual(100);
      for (const text of acknowledged) expect(stored.has(text), text).toBe(true);
      await killHard(second);
    },
    SLOW,
  );

  it(
    "a disk that vanishes mid-copy fails its jobs with 'Error en el enlace'; the other disk goes on",
    async () => {
      const { dataDir, config, files } = await prepareDataDir([
        { disk: 'disco1', name: 'Se va.mkv', size: 2 * MiB },
        { disk: 'disco2', name: 'Se queda.mkv', size: 2 * MiB },
      ]);
      const [lost, kept] = files;
      if (!lost || !kept) throw new Error('no files');
      const server = await startServerProcess(dataDir, { COPY_LIMIT_MB_S: '1.5' });
      const cookie = await signIn(server.url, 'socio@demo.local');
      const lostId = await startDownload(server.url, cookie, lost.id);
      const keptId = await startDownload(server.url, cookie, kept.id);
      const lostStream = monitor(server.url, cookie, lostId);
      const keptStream = monitor(server.url, cookie, keptId);
      await until(() => (cacheRow(config.databaseFile, lost.id)?.copied ?? 0) > 0);
      const root = path.dirname(lost.path);
      fs.renameSync(root, `${root}.fuera`);
      try {
        expect(await lostStream.ended).toBe('end');
        expect(lostStream.events.at(-1)).toEqual({
          event: 'error',
          data: downloadMessages.badLink,
        });
        expect(fs.existsSync(path.join(config.cacheDir, `${lost.id}.part`))).toBe(false);
        expect(await keptStream.ended).toBe('end');
        expect(keptStream.events.at(-1)).toEqual({ event: 'porcj', data: '100' });
        expect((await arch(server.url, cookie, keptId)).body.equals(kept.bytes)).toBe(true);
        const failed = await arch(server.url, cookie, lostId);
        expect(failed.status).toBe(409);
      } finally {
        fs.renameSync(`${root}.fuera`, root);
      }
      await killHard(server);
    },
    SLOW,
  );

  it.skipIf(!canMount())(
    "a cache that fills up mid-copy fails that copy with 'Error en el enlace'; other copies go on",
    async () => {
      const { dataDir, config, files } = await prepareDataDir([
        { disk: 'disco1', name: 'No cabe.mkv', size: 4 * MiB },
        { disk: 'disco2', name: 'Cabe.mkv', size: MiB },
        { disk: 'disco2', name: 'Después.mkv', size: MiB },
      ]);
      const [tooBig, fits, later] = files;
      if (!tooBig || !fits || !later) throw new Error('no files');
      // A 3 MiB file system for the cache: the 4 MiB copy runs out of room (ENOSPC).
      fs.mkdirSync(config.cacheDir, { recursive: true });
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=3m', 'tmpfs', config.cacheDir]);
      let server: ServerProcess | undefined;
      try {
        server = await startServerProcess(dataDir, { COPY_LIMIT_MB_S: '2' });
        const cookie = await signIn(server.url, 'socio@demo.local');
        const bigId = await startDownload(server.url, cookie, tooBig.id);
        const fitsId = await startDownload(server.url, cookie, fits.id);
        const bigStream = monitor(server.url, cookie, bigId);
        expect(await bigStream.ended).toBe('end');
        expect(bigStream.events.at(-1)).toEqual({ event: 'error', data: downloadMessages.badLink });
        expect(fs.existsSync(path.join(config.cacheDir, `${tooBig.id}.part`))).toBe(false);
        expect((await arch(server.url, cookie, fitsId)).body.equals(fits.bytes)).toBe(true);
        // The room the failed copy took is back: the next copy is staged.
        const laterId = await startDownload(server.url, cookie, later.id);
        const laterStream = monitor(server.url, cookie, laterId);
        expect(await laterStream.ended).toBe('end');
        expect((await arch(server.url, cookie, laterId)).body.equals(later.bytes)).toBe(true);
        expect(server.output()).toMatch(/ENOSPC/);
      } finally {
        // The server's files on the tmpfs would keep it busy.
        if (server) await killHard(server);
        execFileSync('umount', [config.cacheDir]);
      }
    },
    SLOW,
  );

  it(
    'kill -9 during an IMDb import: the database is sound, and a second run finishes the import',
    async () => {
      const dataDir = tempDir();
      const databaseFile = path.join(dataDir, 'cineclub.sqlite');
      const films = 6_000;
      const imdb = writeImdbDir(generatedDataset(films));
      // A terminal run is a job with a lease (several servers may share the database): a
      // killed run's job is freed when its lease runs out, LEASE_S, here 1 s.
      const env = { DATA_DIR: dataDir, DEMO: '0', LEASE_S: '1' };
      const first = runCatalogue(['import-imdb', imdb], env);
      await until(
        () =>
          fs.existsSync(databaseFile) &&
          readDatabase(databaseFile, (db) =>
            hasTable(db, 'film')
              ? (db.prepare('SELECT count(*) FROM film').pluck().get() as number)
              : 0,
          ) > 0,
        60_000,
      );
      first.child.kill('SIGKILL');
      await first.exited;
      const half = readDatabase(databaseFile, (db) =>
        db.prepare('SELECT count(*) FROM film').pluck().get(),
      );
      expect(half).toBeLessThan(films);
      expect(integrity(databaseFile)).toBe('ok');

      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const second = runCatalogue(['import-imdb', imdb], env);
      const code = await second.exited;
      if (code !== 0) console.log(second.output());
      expect(code).toBe(0);
      expect(
        readDatabase(databaseFile, (db) =>
          db.prepare('SELECT count(DISTINCT imdb), count(*) FROM film').raw().get(),
        ),
      ).toEqual([films, films]);
      expect(integrity(databaseFile)).toBe('ok');
    },
    SLOW,
  );

  it(
    'SIGTERM under load: transfers finish within SHUTDOWN_TIMEOUT_S, streams end, copies resume',
    async () => {
      const { dataDir, config, files } = await prepareDataDir([
        { disk: 'disco1', name: 'Servida.mkv', size: 16 * MiB },
        { disk: 'disco2', name: 'A medias.mkv', size: 8 * MiB },
      ]);
      const [served, copying] = files;
      if (!served || !copying) throw new Error('no files');
      const staging = await startServerProcess(dataDir, { COPY_LIMIT_MB_S: '0' });
      const cookie = await signIn(staging.url, 'socio@demo.local');
      const servedId = await startDownload(staging.url, cookie, served.id);
      expect(await monitor(staging.url, cookie, servedId).ended).toBe('end');
      await killHard(staging);

      const server = await startServerProcess(dataDir, {
        COPY_LIMIT_MB_S: '1',
        SHUTDOWN_TIMEOUT_S: '3',
        LOG_LEVEL: 'info',
      });
      const copyingId = await startDownload(server.url, cookie, copying.id);
      const stream = monitor(server.url, cookie, copyingId);
      await until(() => stream.events.length > 0);
      // Two transfers: one read at once, one whose client never reads (cut at the timeout).
      const reader = slowTransfer(server.url, cookie, servedId);
      const stuck = slowTransfer(server.url, cookie, servedId);
      await Promise.all([reader.started, stuck.started]);
      const signalled = Date.now();
      server.child.kill('SIGTERM');
      expect(await stream.ended).toBe('end');
      reader.read();
      const transfer = await reader.done;
      expect(transfer.outcome).toBe('end');
      expect(transfer.body.equals(served.bytes)).toBe(true);
      expect(await server.exited).toBe(0);
      const waited = Date.now() - signalled;
      expect(waited).toBeGreaterThanOrEqual(2_900);
      expect(waited).toBeLessThan(10_000);
      stuck.read();
      const cut = await stuck.done;
      expect(cut.outcome).toBe('cut');
      expect(cut.body.length).toBeLessThan(served.bytes.length);
      expect(server.output()).toMatch(/shutdown: closing the connections still open/);

      expect(integrity(config.databaseFile)).toBe('ok');
      const checkpoint = cacheRow(config.databaseFile, copying.id);
      expect(checkpoint?.ready).toBe(0);
      expect(checkpoint?.copied).toBeGreaterThan(0);
      const again = await startServerProcess(dataDir, { COPY_LIMIT_MB_S: '0' });
      const resumed = monitor(again.url, cookie, copyingId);
      expect(await resumed.ended).toBe('end');
      expect(Number(resumed.events[0]?.data)).toBeGreaterThan(0);
      expect((await arch(again.url, cookie, copyingId)).body.equals(copying.bytes)).toBe(true);
      await killHard(again);
    },
    SLOW,
  );
});
