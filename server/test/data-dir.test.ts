import fs from 'node:fs';
import path from 'node:path';
import { pathOf, routes } from '@cineclub/contract';
import { describe, expect, it } from 'vitest';
import { IMAGE } from './admin-helpers.js';
import { tempDir } from './helpers.js';
import {
  killHard,
  monitor,
  prepareDataDir,
  readDatabase,
  runCatalogue,
  signIn,
  startDownload,
  startServerProcess,
} from './process-helpers.js';

/** Each test starts server processes and the catalogue tool through tsx: slow on a busy machine. */
const SLOW = 90_000;

const lockRefusal = (pid: number | undefined) =>
  new RegExp(
    `Otro proceso de Cineclub \\(pid ${pid}\\) ya usa la base de datos de .*cineclub\\.lock.*` +
      'PostgreSQL \\(DATABASE_URL\\)',
    's',
  );

describe('one app server per SQLite folder', () => {
  it(
    'refuses a second server and a restore while one runs, and frees the folder when it dies',
    async () => {
      const { dataDir, config } = await prepareDataDir([]);
      const first = await startServerProcess(dataDir);
      const second = startServerProcess(dataDir);
      await expect(second).rejects.toThrow(lockRefusal(first.child.pid));

      // A backup runs beside the server; a restore does not.
      const backupFile = path.join(tempDir(), 'copia.sqlite');
      const env = { DATA_DIR: dataDir, DEMO: '0' };
      const backup = runCatalogue(['backup', backupFile], env);
      expect(await backup.exited, backup.output()).toBe(0);
      const restore = runCatalogue(['restore', backupFile], env);
      expect(await restore.exited).toBe(2);
      expect(restore.output()).toMatch(lockRefusal(first.child.pid));
      expect(fs.readdirSync(dataDir).some((name) => name.includes('antes-de-restaurar'))).toBe(
        false,
      );

      // kill -9 leaves no lock behind: the kernel drops it with the process.
      await killHard(first);
      const again = await startServerProcess(dataDir);
      expect((await fetch(`${again.url}/api/health`)).status).toBe(200);
      await killHard(again);
      expect(fs.existsSync(config.databaseFile)).toBe(true);
    },
    SLOW,
  );
});

describe('DATA_DIR inside a disk', () => {
  it(
    'stops the server at start, naming both',
    async () => {
      const base = tempDir();
      const start = startServerProcess(path.join(base, 'data'), { DISKS: `lib=${base}` });
      await expect(start).rejects.toThrow(/DATA_DIR \(.*data\) está dentro del disco lib/);
      expect(fs.existsSync(path.join(base, 'data', 'cineclub.sqlite'))).toBe(false);
    },
    SLOW,
  );
});

/** Every folder and file under `dir` with its permission bits, as `0700 path`. */
function modes(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => {
      const mode = fs.lstatSync(path.join(dir, name)).mode & 0o777;
      return `${mode.toString(8).padStart(4, '0')} ${name}`;
    })
    .sort();
}

describe('DATA_DIR is the owner’s alone', () => {
  it(
    'has its folders 0700 and its files 0600: database, WAL, keys, cache, posters, backups',
    async () => {
      const dataDir = tempDir();
      // As an older version left it: readable by everyone.
      fs.chmodSync(dataDir, 0o755);
      const server = await startServerProcess(dataDir, { DEMO_FILE_MB: '0.01-0.02' });
      const admin = await signIn(server.url, 'admin@demo.local');
      const socio = await signIn(server.url, 'socio@demo.local');
      const poster = await fetch(`${server.url}${pathOf(routes.adminPoster, { id: 1 })}`, {
        method: 'PUT',
        headers: { cookie: admin, origin: server.url, 'content-type': 'image/png' },
        body: IMAGE.png,
      });
      expect(poster.status).toBeLessThan(300);
      const fileId = readDatabase(path.join(dataDir, 'cineclub.sqlite'), (db) =>
        db.prepare('SELECT min(id) FROM file WHERE film_id IS NOT NULL').pluck().get(),
      ) as number;
      const id = await startDownload(server.url, socio, fileId);
      expect(await monitor(server.url, socio, id).ended).toBe('end');
      const share = await fetch(`${server.url}${pathOf(routes.shareLink, { fileId })}`, {
        headers: { cookie: socio },
      });
      expect(share.status).toBe(200);
      const backup = runCatalogue(['backup', path.join(dataDir, 'copia.sqlite')], {
        DATA_DIR: dataDir,
      });
      expect(await backup.exited, backup.output()).toBe(0);

      const found = modes(dataDir);
      for (const name of ['cineclub.sqlite', 'cineclub.sqlite-wal', 'cineclub.sqlite-shm']) {
        expect(found).toContain(`0600 ${name}`);
      }
      for (const name of ['cineclub.lock', 'demo-issuer-key.json', 'share-key', 'copia.sqlite']) {
        expect(found).toContain(`0600 ${name}`);
      }
      expect(found.filter((line) => /^0600 cache\/\d+$/.test(line))).toHaveLength(1);
      expect(found.filter((line) => /^0600 posters\/1\./.test(line))).toHaveLength(1);
      const folders = found.filter((line) =>
        fs.statSync(path.join(dataDir, line.slice(5))).isDirectory(),
      );
      expect(
        folders.every((line) => line.startsWith('0700 ')),
        folders.join('\n'),
      ).toBe(true);
      const files = found.filter((line) => !folders.includes(line));
      expect(
        files.every((line) => line.startsWith('0600 ')),
        files.join('\n'),
      ).toBe(true);
      expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
      await killHard(server);
    },
    SLOW,
  );
});
