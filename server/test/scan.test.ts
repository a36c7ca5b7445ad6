import fs from 'node:fs';
import path from 'node:path';
import bencode from 'bencode';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { DiskConfig } from '../src/config.js';
import type { Db } from '../src/db/connection.js';
import { writeTorrent } from '../src/import/demo/demo-files.js';
import { importImdb } from '../src/import/imdb.js';
import { createImdbQueries } from '../src/import/imdb-queries.js';
import { type ScanSummary, scanDisks } from '../src/import/scan.js';
import { startTestServer, tempDir } from './helpers.js';
import { DATASET_V1, filmByImdb, openTestDb, writeImdbDir } from './import-helpers.js';

const T0 = 1_790_000_000;
const T1 = T0 + 1000;
const T2 = T0 + 2000;
const T3 = T0 + 3000;
const T4 = T0 + 4000;

function put(root: string, rel: string, size = 100): string {
  const full = path.join(root, rel);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, Buffer.alloc(size, 1));
  return full;
}

async function filesOf(db: Db, imdb: number) {
  const rows = await db
    .selectFrom('file')
    .innerJoin('film', 'film.id', 'file.film_id')
    .select(['file.disk', 'file.dir', 'file.name', 'file.size'])
    .where('film.imdb', '=', imdb)
    .orderBy('file.disk')
    .orderBy('file.name')
    .execute();
  return rows.map((row) => `${row.disk}:${row.dir}/${row.name}:${row.size}`);
}

const SHAWSHANK = 'Cadena perpetua (1994) [tt0111161]';

describe('scan', async () => {
  const { db } = await openTestDb();
  const dataDir = tempDir();
  await importImdb(createImdbQueries(db), { dir: writeImdbDir(DATASET_V1), now: T0 });
  const base = tempDir('cineclub-disks-');
  const disks: DiskConfig[] = [
    { name: 'disco1', root: path.join(base, 'disco1') },
    { name: 'disco2', root: path.join(base, 'disco2') },
  ];
  const [one, two] = disks.map((disk) => disk.root) as [string, string];
  put(one, `${SHAWSHANK}/${SHAWSHANK}.mkv`, 3000);
  put(one, `${SHAWSHANK}/Subtitulos/castellano.srt`, 40);
  put(one, `${SHAWSHANK}/movie.nfo`);
  put(one, `${SHAWSHANK}/folder.jpg`);
  put(one, `${SHAWSHANK}/.hidden.mkv`);
  const torrentCode = writeTorrent(
    path.join(one, SHAWSHANK, 'Cadena perpetua.torrent'),
    path.join(one, SHAWSHANK, `${SHAWSHANK}.mkv`),
  );
  put(one, 'El Padrino (1972)/The.Godfather.1972.1080p.BluRay.x264.mkv', 5000);
  fs.writeFileSync(path.join(one, 'El Padrino (1972)', 'roto.torrent'), 'esto no es un torrent');
  put(one, 'Peliculas/AMELIE (2001).mkv', 2000);
  put(one, 'La vita e bella (1998)/film.avi', 1500);
  put(one, 'Desconocida (1999)/x.mkv');
  fs.writeFileSync(
    path.join(one, 'Desconocida (1999)', 'x.torrent'),
    bencode.encode({
      info: { name: 'x.mkv', length: 100, 'piece length': 16384, pieces: Buffer.alloc(20) },
    }),
  );
  put(one, 'Otra [tt7654321]/a.mkv');
  put(one, 'suelto.mkv');
  put(one, '@eaDir/thumb.mkv');
  put(two, "Le fabuleux destin d'Amélie Poulain (2001) [tt0211915]/Amelie.mkv", 2500);

  const downloadable: number[] = [];
  const events = {
    filmsBecameDownloadable: async (_trx: Db, filmIds: number[]) => {
      downloadable.push(...filmIds);
    },
  };
  const first = await scanDisks(db, { disks, dataDir, now: T1, events });

  it('attaches files by IMDb id, else by title and year', async () => {
    expect(await filesOf(db, 111161)).toEqual([
      `disco1:${SHAWSHANK}/${SHAWSHANK}.mkv:3000`,
      `disco1:${SHAWSHANK}/Subtitulos/castellano.srt:40`,
    ]);
    expect(await filesOf(db, 68646)).toEqual([
      'disco1:El Padrino (1972)/The.Godfather.1972.1080p.BluRay.x264.mkv:5000',
    ]);
    // Case and accents do not matter; files of one film may sit on two disks.
    expect(await filesOf(db, 211915)).toEqual([
      'disco1:Peliculas/AMELIE (2001).mkv:2000',
      `disco2:Le fabuleux destin d'Amélie Poulain (2001) [tt0211915]/Amelie.mkv:2500`,
    ]);
    // A Spanish release a year after IMDb's year still matches.
    expect(await filesOf(db, 118799)).toEqual(['disco1:La vita e bella (1998)/film.avi:1500']);
  });

  it('skips hidden files, junk and system folders', async () => {
    const names = (await db.selectFrom('file').select('name').execute()).map((row) => row.name);
    expect(names).not.toContain('movie.nfo');
    expect(names).not.toContain('folder.jpg');
    expect(names).not.toContain('.hidden.mkv');
    expect(names).not.toContain('thumb.mkv');
    expect(first.files).toMatchObject({ total: 9, added: 9, removed: 0 });
  });

  it('keeps unmatched files without a film and reports them', async () => {
    const orphans = await db
      .selectFrom('file')
      .select('name')
      .where('film_id', 'is', null)
      .orderBy('name')
      .execute();
    expect(orphans.map((row) => row.name)).toEqual(['a.mkv', 'suelto.mkv', 'x.mkv']);
    expect(first.unmatched).toEqual([
      {
        path: 'disco1:suelto.mkv',
        reason: 'el nombre no lleva id de IMDb (tt…) ni «Título (año)»',
      },
      { path: 'disco1:Desconocida (1999)/x.mkv', reason: 'ninguna película «desconocida» de 1999' },
      { path: 'disco1:Otra [tt7654321]/a.mkv', reason: 'tt7654321 no está en el catálogo' },
      {
        path: 'disco1:Desconocida (1999)/x.torrent',
        reason: 'ninguna película «desconocida» de 1999',
      },
    ]);
  });

  it('records torrents by info hash and reports broken ones', async () => {
    const torrents = await db.selectFrom('torrent').selectAll().execute();
    expect(torrents).toEqual([
      {
        id: expect.any(Number),
        film_id: (await filmByImdb(db, 111161)).id,
        code: torrentCode,
        disk: 'disco1',
        dir: SHAWSHANK,
        name: 'Cadena perpetua.torrent',
        added_at: T1,
      },
    ]);
    expect(first.brokenTorrents).toEqual([
      { path: 'disco1:El Padrino (1972)/roto.torrent', reason: expect.any(String) },
    ]);
  });

  it('keeps the film counters, folder and dates right, and tells who got files', async () => {
    expect(await filmByImdb(db, 111161)).toMatchObject({
      file_count: 2,
      torrent_count: 1,
      dir: SHAWSHANK,
      first_file_at: T1,
      listed_at: T1,
      added_at: T0,
    });
    // The folder of a film is that of its largest file.
    expect(await filmByImdb(db, 211915)).toMatchObject({
      file_count: 2,
      dir: "Le fabuleux destin d'Amélie Poulain (2001) [tt0211915]",
    });
    expect(await filmByImdb(db, 300001)).toMatchObject({
      file_count: 0,
      first_file_at: null,
      listed_at: T0,
      dir: '',
    });
    expect(first.downloadable).toBe(4);
    expect(downloadable).toHaveLength(4);
  });

  describe('later scans', () => {
    let again: ScanSummary;
    let changed: ScanSummary;
    beforeAll(async () => {
      downloadable.length = 0;
      again = await scanDisks(db, { disks, dataDir, now: T2, events });
      fs.rmSync(path.join(one, 'El Padrino (1972)'), { recursive: true });
      put(one, `${SHAWSHANK}/${SHAWSHANK}.mkv`, 3500);
      await db
        .insertInto('film')
        .values({
          imdb: 9_000_001,
          nom: 'Desconocida',
          nomo: 'Desconocida',
          nomen: 'Unknown',
          anio: 1999,
          added_at: T0,
          listed_at: T0,
        })
        .execute();
      changed = await scanDisks(db, { disks, dataDir, now: T3, events });
    });

    it('change nothing when nothing changed', async () => {
      expect(again.files).toMatchObject({
        total: 9,
        added: 0,
        resized: 0,
        attached: 0,
        removed: 0,
      });
      expect(again.torrents).toMatchObject({ total: 2, added: 0, moved: 0, removed: 0 });
      expect(again.downloadable).toBe(0);
    });

    it('drop vanished files, update sizes, attach files to films added since', async () => {
      expect(changed.files).toMatchObject({
        total: 8,
        added: 0,
        resized: 1,
        attached: 1,
        removed: 1,
      });
      expect(await filesOf(db, 68646)).toEqual([]);
      expect(await filmByImdb(db, 68646)).toMatchObject({
        file_count: 0,
        dir: '',
        first_file_at: T1,
      });
      expect((await filesOf(db, 111161))[0]).toMatch(/:3500$/);
      expect(await filesOf(db, 9_000_001)).toEqual(['disco1:Desconocida (1999)/x.mkv:100']);
      // The torrent matches now too.
      expect(changed.torrents.added).toBe(1);
      expect(changed.downloadable).toBe(1);
      expect(await filmByImdb(db, 111161)).toMatchObject({ first_file_at: T1, listed_at: T1 });
    });

    it('keep the first-file date of a film whose files come back, and tell again', async () => {
      downloadable.length = 0;
      put(one, 'El Padrino (1972)/El padrino.mkv', 4000);
      const back = await scanDisks(db, { disks, dataDir, now: T4, events });
      const godfather = await filmByImdb(db, 68646);
      expect(back.downloadable).toBe(1);
      expect(downloadable).toEqual([godfather.id]);
      expect(godfather).toMatchObject({ file_count: 1, first_file_at: T1, listed_at: T1 });
    });
  });
});

describe('scan of disks that are missing, empty or no longer configured', async () => {
  const { db } = await openTestDb();
  const dataDir = tempDir();
  await importImdb(createImdbQueries(db), { dir: writeImdbDir(DATASET_V1), now: T0 });
  const base = tempDir('cineclub-disks-');
  const root = path.join(base, 'disco1');
  const other = path.join(base, 'disco2');
  put(root, `${SHAWSHANK}/film.mkv`);
  put(other, 'El Padrino (1972)/film.mkv');
  const disks = [
    { name: 'disco1', root },
    { name: 'disco2', root: other },
  ];
  await scanDisks(db, { disks, dataDir, now: T1 });
  const count = async () => (await db.selectFrom('file').select('id').execute()).length;

  it('keeps the rows of a disk whose folder is gone or empty', async () => {
    fs.renameSync(root, `${root}-away`);
    const gone = await scanDisks(db, { disks, dataDir, now: T2 });
    expect(gone.disks[0]).toMatchObject({ name: 'disco1', status: 'missing' });
    expect(await count()).toBe(2);
    fs.mkdirSync(root);
    const empty = await scanDisks(db, { disks, dataDir, now: T2 });
    expect(empty.disks[0]).toMatchObject({ status: 'empty' });
    expect(await count()).toBe(2);
    expect((await filmByImdb(db, 111161)).file_count).toBe(1);
  });

  it('reports rows of disks not in DISKS and keeps them', async () => {
    const summary = await scanDisks(db, { disks: [disks[1] as DiskConfig], dataDir, now: T2 });
    expect(summary.unknownDisks).toEqual([
      { name: 'disco1', files: 1, torrents: 0, pruned: false },
    ]);
    expect(await count()).toBe(2);
  });

  it('forgets them with prune', async () => {
    const summary = await scanDisks(db, { disks, dataDir, now: T3, prune: true });
    expect(summary.files.removed).toBe(1);
    expect(await count()).toBe(1);
    expect(await filmByImdb(db, 111161)).toMatchObject({ file_count: 0, first_file_at: T1 });
  });

  it('keeps rows under a folder it cannot read', async () => {
    // Tests may run as root, who reads everything: the refusal is simulated.
    const locked = path.join(other, 'El Padrino (1972)');
    const readdir = fs.promises.readdir;
    const spy = vi.spyOn(fs.promises, 'readdir').mockImplementation(((
      dir: fs.PathLike,
      options: unknown,
    ) => {
      if (String(dir) === locked) {
        return Promise.reject(
          Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' }),
        );
      }
      return readdir(dir, options as { withFileTypes: true });
    }) as typeof fs.promises.readdir);
    try {
      const summary = await scanDisks(db, { disks, dataDir, now: T4 });
      expect(summary.unreadable).toEqual([{ path: 'disco2:El Padrino (1972)', reason: 'EACCES' }]);
      expect(summary.files.removed).toBe(0);
      expect(await count()).toBe(1);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('scan of the demo library', async () => {
  const { db, config } = await startTestServer();

  it('finds every demo file and torrent where the demo seed put them', async () => {
    const before = await db
      .selectFrom('film')
      .select(['id', 'file_count', 'torrent_count', 'dir', 'first_file_at', 'listed_at'])
      .orderBy('id')
      .execute();
    const summary = await scanDisks(db, { disks: config.disks, dataDir: config.dataDir, now: T1 });
    expect(summary.files.added).toBe(0);
    expect(summary.files.removed).toBe(0);
    expect(summary.files.total).toBeGreaterThan(48);
    expect(summary.torrents).toMatchObject({ total: 6, added: 0, removed: 0, moved: 0 });
    expect(summary.unmatched).toEqual([]);
    expect(summary.brokenTorrents).toEqual([]);
    expect(summary.downloadable).toBe(0);
    const after = await db
      .selectFrom('film')
      .select(['id', 'file_count', 'torrent_count', 'dir', 'first_file_at', 'listed_at'])
      .orderBy('id')
      .execute();
    expect(after).toEqual(before);
  });
});
