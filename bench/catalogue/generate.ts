import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { loadConfig } from '../../server/src/config.js';
import { openSqlite } from '../../server/src/db/connection.js';
import {
  CREDIT_KEYS_BACKFILL,
  CREDIT_NAMES_BACKFILL,
  SEARCH_BACKFILL,
  SEARCH_OPTIMIZE,
} from '../../server/src/db/sqlite/film-tables.js';
import { prepareDatabase } from '../../server/src/startup/prepare.js';
import { prng } from '../shared/prng.js';
import {
  ENGLISH_ADJS,
  ENGLISH_NOUNS,
  FIRST_NAMES,
  OTHER_TITLE_WORDS,
  SPANISH_ADJ_F,
  SPANISH_ADJ_M,
  SPANISH_FEMININE,
  SPANISH_MASCULINE,
  SPANISH_PLACES,
  SURNAME_SYLLABLES,
  SURNAMES,
  SYNOPSIS_WORDS,
} from './words.js';

/**
 * Bump when the generated data changes: a cached database of another version is deleted and
 * generated again. Migrations added later need no bump: the server runs them on the cached copy.
 */
export const GENERATOR_VERSION = 3;

export interface CatalogueSize {
  films: number;
  people: number;
}

export interface GeneratedCatalogue {
  dataDir: string;
  /** Seconds the generation took (read back from the cache's marker). */
  seconds: number;
  /** True when this run generated it, false when it came from the cache. */
  fresh: boolean;
  counts: Record<string, number>;
}

const CACHE_PREFIX = 'cineclub-bench-catalogue-';
const DAY = 86_400;
/** The catalogue's clock: fixed, so a cached database and a new one look alike. */
export const GENERATED_AT = 1_780_000_000;

const random = prng(20_250_601);
const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
/** Zipf-like pick: earlier entries much more often. */
const pick = <T>(items: readonly T[], skew = 1.8): T =>
  items[Math.floor(items.length * random() ** skew)] as T;
const chance = (p: number) => random() < p;
const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase('es') + text.slice(1);

function spanishTitle(): string {
  const feminine = chance(0.5);
  const noun = feminine ? pick(SPANISH_FEMININE) : pick(SPANISH_MASCULINE);
  const article = feminine ? (chance(0.8) ? 'la' : 'una') : chance(0.8) ? 'el' : 'un';
  const adjective = () => (feminine ? pick(SPANISH_ADJ_F) : pick(SPANISH_ADJ_M));
  let title: string;
  switch (int(0, 5)) {
    case 0:
      title = `${article} ${noun} ${adjective()}`;
      break;
    case 1: {
      const otherFeminine = chance(0.5);
      const other = otherFeminine ? pick(SPANISH_FEMININE) : pick(SPANISH_MASCULINE);
      title = `${article} ${noun} ${otherFeminine ? 'de la' : 'del'} ${other}`;
      break;
    }
    case 2:
      title = `${noun} en ${pick(SPANISH_PLACES)}`;
      break;
    case 3:
      title = `${article} ${noun}`;
      break;
    case 4:
      title = `${noun} ${adjective()}`;
      break;
    default:
      title = `${article} ${noun} y ${chance(0.5) ? 'la' : 'el'} ${pick(chance(0.5) ? SPANISH_FEMININE : SPANISH_MASCULINE)}`;
  }
  if (chance(0.04)) title += chance(0.5) ? ' 2' : ': el regreso';
  return capitalize(title);
}

function englishTitle(): string {
  const noun = pick(ENGLISH_NOUNS);
  let title: string;
  switch (int(0, 4)) {
    case 0:
      title = `the ${pick(ENGLISH_ADJS)} ${noun}`;
      break;
    case 1:
      title = `${noun} of the ${pick(ENGLISH_NOUNS)}`;
      break;
    case 2:
      title = `${pick(ENGLISH_ADJS)} ${noun}`;
      break;
    case 3:
      title = `the ${noun}`;
      break;
    default:
      title = `a ${noun} in ${pick(SPANISH_PLACES)}`;
  }
  if (chance(0.04)) title += chance(0.5) ? ' 2' : ' II';
  return capitalize(title);
}

function otherTitle(): string {
  const words = Array.from({ length: int(1, 4) }, () => pick(OTHER_TITLE_WORDS, 1.3));
  return capitalize(words.join(' '));
}

function synopsis(titleWords: string): string {
  const words = Array.from({ length: int(14, 30) }, () => pick(SYNOPSIS_WORDS, 1.4));
  words.splice(int(3, 8), 0, titleWords);
  return `${capitalize(words.join(' '))}.`;
}

function surname(): string {
  if (chance(0.72)) return pick(SURNAMES, 2);
  const syllables = Array.from({ length: int(2, 3) }, () => pick(SURNAME_SYLLABLES, 1.2));
  return capitalize(syllables.join(''));
}

function personName(): string {
  let name = pick(FIRST_NAMES, 1.8);
  if (chance(0.08)) name += ` ${String.fromCharCode(65 + int(0, 25))}.`;
  name += ` ${surname()}`;
  if (chance(0.25)) name += ` ${surname()}`;
  return name;
}

/** IMDb-like vote counts: Zipf over a random ranking; under 5 votes means no rating (0). */
function voteCounts(films: number): Int32Array {
  const ranks = new Int32Array(films);
  for (let i = 0; i < films; i++) ranks[i] = i + 1;
  for (let i = films - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const swap = ranks[i] as number;
    ranks[i] = ranks[j] as number;
    ranks[j] = swap;
  }
  const scale = (3_000_000 * films) / 1_000_000;
  const votes = new Int32Array(films);
  for (let i = 0; i < films; i++) {
    const count = Math.floor(scale / (ranks[i] as number) ** 1.05);
    votes[i] = count < 5 ? 0 : count;
  }
  return votes;
}

function cacheDir(root: string, size: CatalogueSize): string {
  return path.join(root, `${CACHE_PREFIX}v${GENERATOR_VERSION}-${size.films}f-${size.people}p`);
}

/** Deletes cached catalogues other than `keep` (at most one big database stays on disk). */
function dropOtherCaches(root: string, keep: string) {
  for (const entry of fs.readdirSync(root)) {
    const dir = path.join(root, entry);
    if (entry.startsWith(CACHE_PREFIX) && dir !== keep) {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
}

/**
 * The cached catalogue of this size and version, generated first when missing. The cache lives
 * in `root`, the OS temp folder unless told (a smoke run's tiny catalogue goes to a folder of
 * its own, so that it does not evict the big one).
 */
export async function ensureCatalogue(
  size: CatalogueSize,
  log: (line: string) => void,
  root = os.tmpdir(),
): Promise<GeneratedCatalogue> {
  const dir = cacheDir(root, size);
  dropOtherCaches(root, dir);
  const marker = path.join(dir, 'ready.json');
  if (fs.existsSync(marker)) {
    const ready = JSON.parse(fs.readFileSync(marker, 'utf8')) as GeneratedCatalogue;
    return { ...ready, dataDir: path.join(dir, 'data'), fresh: false };
  }
  fs.rmSync(dir, { recursive: true, force: true });
  const dataDir = path.join(dir, 'data');
  const started = performance.now();
  const counts = await generate(dataDir, size, log);
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  fs.writeFileSync(marker, JSON.stringify({ seconds, counts }));
  return { dataDir, seconds, fresh: true, counts };
}

async function generate(
  dataDir: string,
  size: CatalogueSize,
  log: (line: string) => void,
): Promise<Record<string, number>> {
  // The real migrations and genre rows, as a production start makes them.
  const config = loadConfig({ DATA_DIR: dataDir, DEMO: '0', LOG_LEVEL: 'silent' });
  const kysely = openSqlite(config.databaseFile);
  await prepareDatabase(kysely, config, { now: GENERATED_AT });
  await kysely.destroy();

  const db = new SQLite(config.databaseFile);
  db.pragma('journal_mode = DELETE');
  db.pragma('journal_mode = OFF');
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -1000000');
  db.pragma('temp_store = MEMORY');
  const timer = (label: string) => {
    const t0 = performance.now();
    return () => log(`  ${label}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  };

  // Every trigger (they keep the search tables) is set aside while loading, and the search
  // tables filled afterwards in rowid order with the latest migration's statements: a
  // trigger writes one row at a time inside a statement savepoint, on which FTS5 flushes its
  // pending terms to a new segment (about 4 times slower, and fragmented). The triggers' own SQL
  // is put back unchanged.
  const triggers = db
    .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'trigger'")
    .all() as { name: string; sql: string }[];
  for (const { name } of triggers) db.exec(`DROP TRIGGER ${name}`);
  // Likewise the migrations' own indexes: building one from the loaded rows beats updating it
  // row by row in random order.
  const indexes = db
    .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL")
    .all() as { name: string; sql: string }[];
  for (const { name } of indexes) db.exec(`DROP INDEX ${name}`);

  // People, in id order (IMDb name ids: the lowest are the best known).
  let done = timer(`${size.people.toLocaleString('en')} people`);
  const personIds = new Int32Array(size.people);
  const insertPerson = db.prepare('INSERT INTO person (id, nom) VALUES (?, ?)');
  const insertPeople = db.transaction((from: number, to: number) => {
    for (let i = from; i < to; i++) insertPerson.run(personIds[i], personName());
  });
  for (let i = 0; i < size.people; i++) personIds[i] = 1 + i * 4 + int(0, 3);
  for (let from = 0; from < size.people; from += 100_000) {
    insertPeople(from, Math.min(size.people, from + 100_000));
  }
  done();

  done = timer(`${size.films.toLocaleString('en')} films, genres and credits`);
  const votes = voteCounts(size.films);
  const years = new Int16Array(size.films);
  const rates = new Float32Array(size.films);
  const genreCodes = db.prepare('SELECT code FROM genre ORDER BY code').pluck().all() as string[];
  const genreWeights = ['DR', 'CO', 'DO', 'AC', 'RO', 'CR', 'TE', 'SU', 'AV', 'FA'];
  const insertFilm = db.prepare(`INSERT INTO film (id, imdb, nom, nomo, nomen, anio, dura, rate,
    votos, arg, added_at, listed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertGenre = db.prepare('INSERT INTO film_genre (film_id, code) VALUES (?, ?)');
  const insertCredit = db.prepare(
    'INSERT INTO film_person (film_id, person_id, role, ord) VALUES (?, ?, ?, ?)',
  );
  const importedAt = GENERATED_AT - 3 * 365 * DAY;
  const person = () => personIds[Math.floor(size.people * random() ** 1.6)] as number;
  let credits = 0;
  let genres = 0;
  const insertFilms = db.transaction((from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const id = i + 1;
      const votos = votes[i] as number;
      const known = votos > 0;
      const anio = 2025 - Math.floor(125 * random() ** (known ? 1.3 : 1.8));
      years[i] = anio;
      const rate = known ? Math.min(10, Math.max(1, 6.3 + (random() + random() - 1) * 3.2)) : 0;
      rates[i] = rate;
      const language = random();
      const spanish = spanishTitle();
      const english = englishTitle();
      const nomo = language < 0.45 ? english : language < 0.6 ? spanish : otherTitle();
      const nom = nomo === spanish || chance(known ? 0.7 : 0.15) ? spanish : nomo;
      const nomen = nomo === english || !chance(known ? 0.7 : 0.1) ? nomo : english;
      const arg = chance(known ? 0.25 : 0.03) ? synopsis(nom.toLocaleLowerCase('es')) : '';
      // Most films come with the first IMDb import; the rest with later ones.
      const addedAt = chance(0.9)
        ? importedAt + Math.floor(i / 100)
        : importedAt + int(1, 3 * 365 * DAY);
      insertFilm.run(
        id,
        id * 11 + int(0, 10),
        nom,
        nomo,
        nomen,
        anio,
        chance(0.9) ? int(62, 185) : null,
        known ? Math.round(rate * 10) / 10 : null,
        votos,
        arg,
        addedAt,
        addedAt,
      );
      const filmGenres = new Set<string>();
      const genreCount = int(1, 3);
      while (filmGenres.size < genreCount) {
        filmGenres.add(chance(0.6) ? pick(genreWeights, 1.5) : (pick(genreCodes, 1) as string));
      }
      for (const code of filmGenres) insertGenre.run(id, code);
      genres += filmGenres.size;
      const roles: [string, number][] = [
        ['d', chance(0.1) ? 2 : 1],
        ['a', int(2, 4)],
        ['w', chance(0.5) ? 1 : 0],
        ['c', chance(0.4) ? 1 : 0],
      ];
      for (const [role, count] of roles) {
        const people = new Set<number>();
        while (people.size < count) people.add(person());
        let ord = 0;
        for (const personId of people) insertCredit.run(id, personId, role, ord++);
        credits += people.size;
      }
    }
  });
  for (let from = 0; from < size.films; from += 50_000) {
    insertFilms(from, Math.min(size.films, from + 50_000));
  }
  done();

  // Files on about 5% of the films, mostly known ones, dated over the last three years.
  done = timer('files, torrents and lists');
  const updateFilm = db.prepare(`UPDATE film SET dir = ?, first_file_at = ?, listed_at = ?,
    file_count = ?, torrent_count = ? WHERE id = ?`);
  const insertFile = db.prepare(`INSERT INTO file (film_id, disk, dir, name, size, added_at)
    VALUES (?, ?, ?, ?, ?, ?)`);
  const insertTorrent = db.prepare(`INSERT INTO torrent (film_id, code, disk, dir, name, added_at)
    VALUES (?, ?, ?, ?, ?, ?)`);
  const filmTitle = db.prepare('SELECT nomo, anio FROM film WHERE id = ?');
  let files = 0;
  let downloadable = 0;
  let torrents = 0;
  db.transaction(() => {
    for (let i = 0; i < size.films; i++) {
      if (!chance((votes[i] as number) > 0 ? 0.12 : 0.02)) continue;
      const id = i + 1;
      const film = filmTitle.get(id) as { nomo: string; anio: number };
      const folder = `${film.nomo} (${film.anio}) [${id}]`;
      const disk = chance(0.5) ? 'disco1' : 'disco2';
      const firstFileAt = GENERATED_AT - Math.floor(3 * 365 * DAY * random() ** 1.3);
      const count = chance(0.85) ? 1 : int(2, 5);
      for (let n = 0; n < count; n++) {
        const name = n === 0 ? `${film.nomo}.mkv` : `${film.nomo}.${n}.srt`;
        insertFile.run(id, disk, folder, name, int(700, 8_000) * 1_048_576, firstFileAt);
      }
      const torrent = chance(0.1) ? 1 : 0;
      if (torrent) {
        const code = crypto.createHash('sha1').update(String(id)).digest('hex');
        insertTorrent.run(id, code, disk, folder, `${film.nomo}.torrent`, firstFileAt);
      }
      updateFilm.run(folder, firstFileAt, firstFileAt, count, torrent, id);
      files += count;
      torrents += torrent;
      downloadable++;
    }

    // Curated lists drawn from the best-known films.
    const byVotes = Array.from({ length: size.films }, (_, i) => i).sort(
      (a, b) => (votes[b] as number) - (votes[a] as number),
    );
    const insertEntry = db.prepare('INSERT INTO list_entry (list, film_id, pos) VALUES (?, ?, ?)');
    const top = byVotes.slice(0, 20_000);
    const i250 = top
      .slice(0, 5_000)
      .sort((a, b) => (rates[b] as number) - (rates[a] as number))
      .slice(0, 250);
    const insertList = (list: string, films: number[]) => {
      films.forEach((i, pos) => {
        insertEntry.run(list, i + 1, pos + 1);
      });
    };
    insertList('i250', i250);
    const shuffled = (items: number[]) =>
      items
        .map((item) => ({ item, key: random() }))
        .sort((a, b) => a.key - b.key)
        .map(({ item }) => item);
    insertList('1000p', shuffled(top.slice(0, 5_000)).slice(0, 1_000));
    insertList('crit', shuffled(top).slice(0, 1_200));
    const oscarYears = new Map<number, number>();
    for (const i of top) {
      const year = years[i] as number;
      if (year >= 1928 && year <= 2024 && !oscarYears.has(year)) oscarYears.set(year, i);
    }
    for (const [year, i] of oscarYears) insertEntry.run('oscars', i + 1, year - 1927);
  })();
  done();

  done = timer('indexes');
  // The credits' film keys and names first, so that their indexes are built from them.
  db.exec(CREDIT_KEYS_BACKFILL);
  db.exec(CREDIT_NAMES_BACKFILL);
  for (const index of indexes) db.exec(index.sql);
  done();

  done = timer('search indexes');
  for (const statement of [...SEARCH_BACKFILL, ...SEARCH_OPTIMIZE]) db.exec(statement);
  for (const trigger of triggers) db.exec(trigger.sql);
  done();

  db.pragma('journal_mode = WAL');
  const count = (table: string) =>
    db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;
  const counts = {
    films: count('film'),
    people: count('person'),
    credits,
    genres,
    downloadable,
    files,
    torrents,
    listEntries: count('list_entry'),
  };
  db.close();
  return counts;
}
