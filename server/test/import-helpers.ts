import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import SQLite from 'better-sqlite3';
import { type Config, loadConfig } from '../src/config.js';
import { type Db, openDatabase } from '../src/db/connection.js';
import { prepareDatabase } from '../src/startup/prepare.js';
import { afterScope, databaseEnv, TEST_NOW, tempDir } from './helpers.js';
import { IMDB_FILE_HEADERS } from './imdb-files.js';

/** A cell of an IMDb dataset file; null is written as IMDb writes it, `\N`. */
export type Cell = string | number | null;

/** Writes `<name>.tsv.gz` in IMDb's format: header line, tabs, no quoting, `\N` for null. */
export function writeDataset(dir: string, name: string, header: string[], rows: Cell[][]): string {
  const lines = [header, ...rows].map((row) =>
    row.map((cell) => (cell === null ? '\\N' : String(cell))).join('\t'),
  );
  const file = path.join(dir, `${name}.tsv.gz`);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(file, zlib.gzipSync(`${lines.join('\n')}\n`));
  return file;
}

export const BASICS_HEADER = [...IMDB_FILE_HEADERS.basics];
export const AKAS_HEADER = [...IMDB_FILE_HEADERS.akas];
export const RATINGS_HEADER = [...IMDB_FILE_HEADERS.ratings];
export const PRINCIPALS_HEADER = [...IMDB_FILE_HEADERS.principals];
export const NAMES_HEADER = [...IMDB_FILE_HEADERS.names];

export interface Dataset {
  basics: Cell[][];
  akas?: Cell[][];
  ratings?: Cell[][];
  principals?: Cell[][];
  names?: Cell[][];
}

/** Writes the given dataset files into a new folder and answers it. */
export function writeImdbDir(dataset: Dataset, dir = tempDir('cineclub-imdb-')): string {
  writeDataset(dir, 'title.basics', BASICS_HEADER, dataset.basics);
  if (dataset.akas) writeDataset(dir, 'title.akas', AKAS_HEADER, dataset.akas);
  if (dataset.ratings) writeDataset(dir, 'title.ratings', RATINGS_HEADER, dataset.ratings);
  if (dataset.principals) {
    writeDataset(dir, 'title.principals', PRINCIPALS_HEADER, dataset.principals);
  }
  if (dataset.names) writeDataset(dir, 'name.basics', NAMES_HEADER, dataset.names);
  return dir;
}

/** A small but real IMDb dataset: films, a series, a short, an adult film, a TV film. */
export const DATASET_V1: Required<Dataset> = {
  basics: [
    [
      'tt0111161',
      'movie',
      'The Shawshank Redemption',
      'The Shawshank Redemption',
      0,
      1994,
      null,
      142,
      'Drama',
    ],
    ['tt0068646', 'movie', 'The Godfather', 'The Godfather', 0, 1972, null, 175, 'Crime,Drama'],
    [
      'tt0118799',
      'movie',
      'Life Is Beautiful',
      'La vita è bella',
      0,
      1997,
      null,
      116,
      'Comedy,Drama,Romance',
    ],
    [
      'tt0211915',
      'movie',
      'Amélie',
      "Le fabuleux destin d'Amélie Poulain",
      0,
      2001,
      null,
      122,
      'Comedy,Romance',
    ],
    ['tt0067023', 'tvMovie', 'Duel', 'Duel', 0, 1971, null, 90, 'Action,Thriller'],
    ['tt0903747', 'tvSeries', 'Breaking Bad', 'Breaking Bad', 0, 2008, 2013, 49, 'Crime,Drama'],
    ['tt0000001', 'short', 'Carmencita', 'Carmencita', 0, 1894, null, 1, 'Documentary,Short'],
    ['tt0200001', 'movie', 'Adult Film', 'Adult Film', 1, 2000, null, 90, 'Adult'],
    ['tt9900001', 'movie', 'Some Project', 'Some Project', 0, null, null, null, 'Drama'],
    ['tt0300001', 'movie', 'Quote "Film"', 'Quote "Film"', 0, 2003, null, null, 'News,Talk-Show'],
  ],
  akas: [
    ['tt0068646', 1, 'The Godfather', null, null, 'original', null, 1],
    ['tt0068646', 2, 'El padrino', 'ES', null, null, null, 0],
    ['tt0068646', 3, 'The Godfather', 'US', null, 'imdbDisplay', null, 0],
    ['tt0111161', 1, 'The Shawshank Redemption', null, null, 'original', null, 1],
    ['tt0111161', 2, 'Sueños de libertad', 'ES', null, 'working', null, 0],
    ['tt0111161', 3, 'Presó perpètua', 'ES', 'ca', 'imdbDisplay', null, 0],
    ['tt0111161', 4, 'Cadena perpetua', 'ES', null, 'imdbDisplay', null, 0],
    ['tt0111161', 5, 'Rita Hayworth', 'GB', null, 'working', null, 0],
    ['tt0111161', 6, 'The Shawshank Redemption', 'GB', null, null, null, 0],
    ['tt0118799', 1, 'La vita è bella', null, null, 'original', null, 1],
    ['tt0118799', 2, 'Life Is Beautiful', 'US', null, null, null, 0],
    ['tt0118799', 3, 'Life Is Beautiful (literal)', 'US', null, null, 'literal English title', 0],
    ['tt0211915', 1, "Le fabuleux destin d'Amélie Poulain", null, null, 'original', null, 1],
    ['tt0211915', 2, 'Amelie', 'ES', null, 'working', null, 0],
    ['tt0211915', 3, 'Amélie', 'ES', null, null, null, 0],
    ['tt0211915', 4, 'Amélie', 'GB', null, 'imdbDisplay', null, 0],
    ['tt0903747', 1, 'Breaking Bad', 'ES', null, null, null, 0],
  ],
  ratings: [
    ['tt0111161', 9.3, 3000000],
    ['tt0068646', 9.2, 2100000],
    ['tt0211915', 8.3, 800000],
    ['tt0903747', 9.5, 2200000],
  ],
  principals: [
    ['tt0068646', 1, 'nm0000008', 'actor', null, '["Don Vito Corleone"]'],
    ['tt0068646', 2, 'nm0000199', 'actor', null, '["Michael Corleone"]'],
    ['tt0068646', 5, 'nm0000338', 'director', null, null],
    ['tt0068646', 6, 'nm0000338', 'writer', 'screenplay', null],
    ['tt0068646', 7, 'nm0000040', 'producer', 'producer', null],
    ['tt0111161', 1, 'nm0000209', 'actor', null, '["Andy Dufresne"]'],
    ['tt0111161', 2, 'nm0000151', 'actor', null, '["Ellis Boyd \'Red\' Redding"]'],
    ['tt0111161', 3, 'nm0999999', 'actress', null, null],
    ['tt0111161', 5, 'nm0001104', 'director', null, null],
    ['tt0111161', 6, 'nm0000175', 'writer', 'short story', null],
    ['tt0111161', 7, 'nm0001104', 'writer', 'screenplay', null],
    ['tt0111161', 8, 'nm0002353', 'composer', null, null],
    ['tt0111161', 9, 'nm0005683', 'cinematographer', null, null],
    ['tt0111161', 10, 'nm0002353', 'cinematographer', null, null],
    ['tt0903747', 1, 'nm0186505', 'actor', null, null],
  ],
  names: [
    ['nm0000002', 'Lauren Bacall', 1924, 2014, 'actress', 'tt0037382'],
    ['nm0000008', 'Marlon Brando', 1924, 2004, 'actor', 'tt0068646'],
    ['nm0000040', 'Stanley Kubrick', 1928, 1999, 'director', null],
    ['nm0000151', 'Morgan Freeman', 1937, null, 'actor', 'tt0111161'],
    ['nm0000175', 'Stephen King', 1947, null, 'writer', 'tt0111161'],
    ['nm0000199', 'Al Pacino', 1940, null, 'actor', 'tt0068646'],
    ['nm0000209', 'Tim Robbins', 1958, null, 'actor', 'tt0111161'],
    ['nm0000338', 'Francis Ford Coppola', 1939, null, 'director', 'tt0068646'],
    ['nm0001104', 'Frank Darabont', 1959, null, 'director', 'tt0111161'],
    ['nm0002353', 'Thomas Newman', 1955, null, 'composer', 'tt0111161'],
    ['nm0005683', 'Roger Deakins', 1949, null, 'cinematographer', 'tt0111161'],
    ['nm0186505', 'Bryan Cranston', 1956, null, 'actor', 'tt0903747'],
  ],
};

/** An empty catalogue (no demo) over a real database file, closed when the test file ends. */
export async function openTestDb(
  env: Record<string, string> = {},
): Promise<{ db: Db; config: Config }> {
  const dataDir = tempDir();
  const config = loadConfig({
    DATA_DIR: dataDir,
    DEMO: '0',
    LOG_LEVEL: 'silent',
    ...(await databaseEnv(dataDir)),
    ...env,
  });
  const db = openDatabase(config);
  await prepareDatabase(db, config, { now: TEST_NOW });
  afterScope(() => db.destroy());
  return { db, config };
}

/** The stored row of the film with that IMDb id (the test fails if there is none). */
export async function filmByImdb(db: Db, imdb: number) {
  return db.selectFrom('film').selectAll().where('imdb', '=', imdb).executeTakeFirstOrThrow();
}

/** A dataset of `films` generated films, each rated, with a director and an actor. */
export function generatedDataset(films: number): Required<Dataset> {
  const ids = Array.from({ length: films }, (_, n) => n + 1);
  const tconst = (n: number) => `tt${String(n).padStart(7, '0')}`;
  const nconst = (n: number) => `nm${String(n).padStart(7, '0')}`;
  return {
    basics: ids.map((n) => [
      tconst(n),
      'movie',
      `Film ${n}`,
      `Film ${n}`,
      0,
      1950 + (n % 70),
      null,
      90,
      'Drama',
    ]),
    akas: ids.map((n) => [tconst(n), 1, `Película ${n}`, 'ES', 'es', 'imdbDisplay', null, 0]),
    ratings: ids.map((n) => [tconst(n), 5 + (n % 50) / 10, 100 + n]),
    principals: ids.flatMap((n) => [
      [tconst(n), 1, nconst(n), 'director', null, null],
      [tconst(n), 2, nconst(films + n), 'actor', null, '["Alguien"]'],
    ]),
    names: ids.flatMap((n) => [
      [nconst(n), `Directora ${n}`, null, null, 'director', tconst(n)],
      [nconst(films + n), `Actor ${n}`, null, null, 'actor', tconst(n)],
    ]),
  };
}

/**
 * Everything an IMDb import writes, read from the database file, by IMDb number (film ids
 * follow insertion order), with the search's own rows: which films and people a few words
 * find, the credits' derived columns, and whether the search upkeep (its triggers) is in place.
 */
export function dumpCatalogue(file: string) {
  const db = new SQLite(file, { readonly: true });
  try {
    const all = (query: string, ...params: unknown[]) =>
      db
        .prepare(query)
        .raw()
        .all(...params) as unknown[][];
    const filmsMatching = (words: string) =>
      all(
        `SELECT f.imdb FROM film_fts JOIN film f ON f.id = (-film_fts.rowid) % 67108864
         WHERE film_fts MATCH ? ORDER BY f.imdb`,
        words,
      ).flat();
    return {
      films: all(`SELECT imdb, nom, nomo, nomen, anio, dura, rate, votos, added_at, listed_at
        FROM film ORDER BY imdb`),
      genres: all(`SELECT f.imdb, g.code FROM film_genre g JOIN film f ON f.id = g.film_id
        ORDER BY 1, 2`),
      credits: all(`SELECT f.imdb, c.role, c.person_id, c.ord, c.person_nom,
          c.film_key = -(f.votos * 67108864 + f.id) AS keyed
        FROM film_person c JOIN film f ON f.id = c.film_id ORDER BY 1, 2, 3`),
      people: all('SELECT id, nom FROM person ORDER BY id'),
      search: {
        pelicula: filmsMatching('pelicula'),
        film: filmsMatching('film'),
        otra: filmsMatching('otra'),
        people: all(
          "SELECT rowid FROM person_fts WHERE person_fts MATCH 'directora OR actor' ORDER BY 1",
        ).flat(),
        triggers: all("SELECT name FROM sqlite_master WHERE type = 'trigger' ORDER BY 1").flat(),
        suspended: all("SELECT key FROM meta WHERE key = 'search_suspended'").flat(),
      },
    };
  } finally {
    db.close();
  }
}

/** SQLite's count of commits by other connections: unchanged when nobody wrote. */
export function dataVersion(db: SQLite.Database): number {
  return db.pragma('data_version', { simple: true }) as number;
}
