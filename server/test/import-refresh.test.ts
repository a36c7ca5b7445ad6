import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { importImdb } from '../src/import/imdb.js';
import { createImdbQueries } from '../src/import/imdb-queries.js';
import {
  type Cell,
  dataVersion,
  dumpCatalogue,
  generatedDataset,
  openTestDb,
  writeImdbDir,
} from './import-helpers.js';

const T1 = 1_790_000_000;
const FILMS = 2_000;

/** nm numbers as the generated dataset writes them. */
const nconst = (n: number) => `nm${String(n).padStart(7, '0')}`;

/**
 * The dataset of the next day: 1% of the films changed in each file. Films 1, 101, 201...
 * run longer (title.basics); 2, 102... get another Spanish title (title.akas); 3, 103... more
 * votes (title.ratings); 4, 104... are directed by their actor (title.principals); the
 * directors of 5, 105... change their name (name.basics).
 */
function nextDay(): ReturnType<typeof generatedDataset> {
  const base = generatedDataset(FILMS);
  const every = (n: number, rest: number) => n % 100 === rest;
  const filmOf = (row: Cell[]) => Number(String(row[0]).slice(2));
  return {
    basics: base.basics.map((row) => (every(filmOf(row), 1) ? row.with(7, 91) : row)),
    akas: base.akas.map((row) =>
      every(filmOf(row), 2) ? row.with(2, `Otra película ${filmOf(row)}`) : row,
    ),
    ratings: base.ratings.map((row) =>
      every(filmOf(row), 3) ? row.with(2, Number(row[2]) + 1) : row,
    ),
    principals: base.principals.map((row) =>
      every(filmOf(row), 4) && row[3] === 'director'
        ? row.with(2, nconst(FILMS + filmOf(row)))
        : row,
    ),
    names: base.names.map((row) => {
      const n = Number(String(row[0]).slice(2));
      return n <= FILMS && every(n, 5) ? row.with(1, `Directora renombrada ${n}`) : row;
    }),
  };
}

/** Row keys of `after` that differ from `before` (rows keyed by their first `key` cells). */
function changedKeys(before: unknown[][], after: unknown[][], key = 1): string[] {
  const keyOf = (row: unknown[]) => JSON.stringify(row.slice(0, key));
  const old = new Map(before.map((row) => [keyOf(row), JSON.stringify(row)]));
  const now = new Map(after.map((row) => [keyOf(row), JSON.stringify(row)]));
  const keys = new Set([...old.keys(), ...now.keys()]);
  return [...keys].filter((k) => old.get(k) !== now.get(k)).sort();
}

describe('IMDb refresh', async () => {
  const { db, config } = await openTestDb();
  const queries = createImdbQueries(db);
  const today = writeImdbDir(generatedDataset(FILMS));
  const first = await importImdb(queries, { dir: today, now: T1 });
  const watcher = new SQLite(config.databaseFile, { readonly: true });

  it('loads a first import in bulk and leaves the search complete', () => {
    expect(first.bulk).toBe(true);
    expect(first.films.added).toBe(FILMS);
    const dump = dumpCatalogue(config.databaseFile);
    expect(dump.search.pelicula).toHaveLength(FILMS);
    expect(dump.search.people).toHaveLength(2 * FILMS);
    expect(dump.search.suspended).toEqual([]);
    expect(dump.credits.every((row) => row[5] === 1 && row[4] !== '')).toBe(true);
  });

  it('changes no row when the files hold nothing new', async () => {
    const before = dumpCatalogue(config.databaseFile);
    const version = dataVersion(watcher);
    const again = await importImdb(queries, { dir: today, now: T1 + 86_400 });
    expect(again.rowsWritten).toBe(0);
    expect(again.bulk).toBe(false);
    // Another connection sees no commit that changed anything.
    expect(dataVersion(watcher)).toBe(version);
    expect(dumpCatalogue(config.databaseFile)).toEqual(before);
  });

  it('changes exactly the rows of the 1% that changed', async () => {
    const before = dumpCatalogue(config.databaseFile);
    const summary = await importImdb(queries, {
      dir: writeImdbDir(nextDay()),
      now: T1 + 2 * 86_400,
    });
    const after = dumpCatalogue(config.databaseFile);
    const films = (rest: number) => Array.from({ length: FILMS / 100 }, (_, i) => i * 100 + rest);
    const key = (...cells: unknown[]) => JSON.stringify(cells);

    // Runtimes, Spanish titles and votes of their films, nothing else.
    expect(changedKeys(before.films, after.films)).toEqual(
      [...films(1), ...films(2), ...films(3)].map((n) => key(n)).sort(),
    );
    // The films directed by their actor: one director credit out, one in; the actor's own
    // credit gets no change. The directors who were renamed: their credits' names. (The
    // credits of the films with more votes get their new search key: `keyed` stays 1.)
    const directed = films(4).flatMap((n) => [key(n, 'd', n), key(n, 'd', FILMS + n)]);
    const renamed = films(5).map((n) => key(n, 'd', n));
    expect(changedKeys(before.credits, after.credits, 3)).toEqual([...directed, ...renamed].sort());
    // The directors no film credits any more leave; the renamed ones are renamed.
    expect(changedKeys(before.people, after.people)).toEqual(
      [...films(4), ...films(5)].map((n) => key(n)).sort(),
    );
    // 'updated' counts the films' own facts (runtimes, votes), not their titles.
    expect(summary.films).toMatchObject({ added: 0, updated: 2 * (FILMS / 100) });
    expect(summary.credits).toMatchObject({ added: FILMS / 100, removed: FILMS / 100 });
    // The writes the importer made: 60 films, 20 + 20 credits, 20 people out, 20 renamed.
    expect(summary.rowsWritten).toBe(140);
    expect(after.search.suspended).toEqual([]);
    // The search follows the new titles ('Otra película n').
    expect(after.search.pelicula).toHaveLength(FILMS);
    expect(after.search.otra).toEqual(films(2));
    watcher.close();
  });
});
