import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importImdb } from '../src/import/imdb.js';
import { createImdbQueries } from '../src/import/imdb-queries.js';
import { tempDir } from './helpers.js';
import { dumpCatalogue, generatedDataset, openTestDb, writeImdbDir } from './import-helpers.js';
import { hasTable, integrity, readDatabase, runCatalogue, until } from './process-helpers.js';

/**
 * A terminal run is a job with a lease (several servers may share a database): a killed run's
 * job is freed once its lease (LEASE_S, here 1 s) runs out.
 */
const leaseRunsOut = () => new Promise((resolve) => setTimeout(resolve, 1_500));

/** Each case runs the CLI twice through tsx: slow on a busy machine. */
const SLOW = 120_000;
const FILMS = 20_000;

/** The catalogue without the dates of the run that added each film (they differ by run). */
function withoutDates(dump: ReturnType<typeof dumpCatalogue>) {
  return { ...dump, films: dump.films.map((row) => row.slice(0, 8)) };
}

/**
 * Moments of a first import to kill it at, each seen from another connection: while it writes
 * films, while it writes credits (films all written, the search set aside), while it names
 * people (credits written, names being filled in), while it puts the search back.
 */
const MOMENTS: [string, string][] = [
  ['title.basics', 'SELECT count(*) FROM film'],
  ['title.principals', 'SELECT count(*) FROM film_person'],
  ['name.basics', "SELECT count(*) FROM person WHERE nom <> ''"],
  // Triggers back, the mark still there: the search being filled a range at a time.
  [
    'the search rebuild',
    `SELECT (SELECT count(*) FROM meta WHERE key = 'search_suspended')
      * (SELECT count(*) FROM sqlite_master WHERE name = 'film_fts_insert')`,
  ],
];

describe('an IMDb import killed at any point, then run again', async () => {
  const dir = writeImdbDir(generatedDataset(FILMS));
  const reference = await openTestDb();
  await importImdb(createImdbQueries(reference.db), { dir, now: 1_790_000_000 });
  const want = withoutDates(dumpCatalogue(reference.config.databaseFile));

  it.each(MOMENTS)(
    'kill -9 during %s: the second run gives the catalogue of an uninterrupted one',
    async (_step, progress) => {
      const dataDir = tempDir();
      const databaseFile = path.join(dataDir, 'cineclub.sqlite');
      const env = { DATA_DIR: dataDir, DEMO: '0', LEASE_S: '1' };
      const first = runCatalogue(['import-imdb', dir], env);
      let finished = false;
      void first.exited.then(() => {
        finished = true;
      });
      await until(
        () =>
          finished ||
          (fs.existsSync(databaseFile) &&
            readDatabase(databaseFile, (db) =>
              hasTable(db, 'film_person') ? (db.prepare(progress).pluck().get() as number) : 0,
            ) > 0),
        60_000,
      );
      first.child.kill('SIGKILL');
      expect(await first.exited, 'the import ended before it could be killed').toBeNull();
      expect(integrity(databaseFile)).toBe('ok');

      await leaseRunsOut();
      const second = runCatalogue(['import-imdb', dir], env);
      const code = await second.exited;
      if (code !== 0) console.log(second.output());
      expect(code).toBe(0);
      expect(integrity(databaseFile)).toBe('ok');
      expect(withoutDates(dumpCatalogue(databaseFile))).toEqual(want);
    },
    SLOW,
  );

  it(
    'kill -9 during a refresh that renames every film: the second run renames the rest',
    async () => {
      const renamed = generatedDataset(FILMS);
      renamed.akas = renamed.akas.map((row) => row.with(2, `Otra ${row[2]}`));
      const next = writeImdbDir(renamed);
      await importImdb(createImdbQueries(reference.db), { dir: next, now: 1_790_086_400 });
      const wantNext = withoutDates(dumpCatalogue(reference.config.databaseFile));

      const dataDir = tempDir();
      const databaseFile = path.join(dataDir, 'cineclub.sqlite');
      const env = { DATA_DIR: dataDir, DEMO: '0', LEASE_S: '1' };
      expect(await runCatalogue(['import-imdb', dir], env).exited).toBe(0);
      const refresh = runCatalogue(['import-imdb', next], env);
      const renaming = "SELECT count(*) FROM film WHERE nom LIKE 'Otra %'";
      await until(
        () => readDatabase(databaseFile, (db) => db.prepare(renaming).pluck().get() as number) > 0,
        60_000,
      );
      refresh.child.kill('SIGKILL');
      expect(await refresh.exited).toBeNull();
      const half = readDatabase(databaseFile, (db) => db.prepare(renaming).pluck().get());
      expect(half).toBeLessThan(FILMS);

      await leaseRunsOut();
      expect(await runCatalogue(['import-imdb', next], env).exited).toBe(0);
      expect(integrity(databaseFile)).toBe('ok');
      expect(withoutDates(dumpCatalogue(databaseFile))).toEqual(wantNext);
    },
    SLOW,
  );
});
