import { DEMO_ACCOUNTS } from '../../accounts/demo-accounts.js';
import type { DiskConfig } from '../../config.js';
import { chunks } from '../../db/chunks.js';
import type { Db } from '../../db/connection.js';
import type { PersonRole } from '../../db/schema.js';
import { diskFile } from '../../library/disks.js';
import { seedDemoCommunity } from './community.js';
import {
  type DemoFile,
  ensureFile,
  planDemoFiles,
  type SizeRange,
  writeTorrent,
} from './demo-files.js';
import { FAMOUS_FILMS } from './famous-films.js';
import { demoPeople } from './people.js';
import { TitleYears } from './title-years.js';
import type { DemoFilm, DemoPerson } from './types.js';
import { loadVegaFilms, type VegaFilm } from './vega.js';

export interface SeedOptions {
  /** Disks that receive generated demo files; none means a catalogue without files. */
  disks: DiskConfig[];
  fileSizes: SizeRange;
  now: number;
}

export interface SeedReport {
  films: number;
  files: number;
  torrents: number;
}

const DAY = 86_400;
const SEED_KEY = 'demo_seed';
/** How many of the famous films get files, and how many of those a .torrent. */
const FILMS_WITH_FILES = 48;
const FILMS_WITH_TORRENT = 6;
/** Rows per multi-row insert: well under SQLite's 32,766 bound parameters. */
const CHUNK = 500;

/**
 * Loads the demo catalogue once: the hand-written famous films with people, lists and files on
 * the demo disks, then the cleaned vega table. Only into an empty catalogue, and only once: a
 * marker in `meta` makes a second run a no-op.
 */
export async function seedDemoCatalogue(db: Db, options: SeedOptions): Promise<SeedReport | null> {
  const done = await db
    .selectFrom('meta')
    .select('value')
    .where('key', '=', SEED_KEY)
    .executeTakeFirst();
  if (done) return null;
  // A catalogue imported by the owner is never mixed with the demo one.
  const anyFilm = await db.selectFrom('film').select('id').limit(1).executeTakeFirst();
  if (anyFilm) return null;
  const famous = distinctFamousFilms(FAMOUS_FILMS);
  const vega = vegaFilmsToAdd(famous);
  const people = demoPeople(
    famous,
    vega.map((film) => film.director),
  );
  const withFiles = famous.slice(0, FILMS_WITH_FILES);
  const filePlan = options.disks.length
    ? planDemoFiles(
        withFiles,
        options.disks.map((disk) => disk.name),
        options.fileSizes,
      )
    : [];
  writeDemoFiles(filePlan.flat(), options.disks);
  return db.transaction().execute(async (trx) => {
    const report: SeedReport = { films: 0, files: 0, torrents: 0 };
    const filmIds: number[] = [];
    for (const chunk of chunks(people.local, CHUNK)) {
      await trx
        .insertInto('person')
        .values(chunk.map(([id, nom]) => ({ id, nom })))
        .execute();
    }
    for (const [index, film] of famous.entries()) {
      const files = filePlan[index] ?? [];
      const addedAt = options.now - (files.length ? 120 : 60) * DAY + index * 3600;
      const firstFileAt = files.length ? options.now - index * DAY - 3600 : null;
      const filmId = await insertFamousFilm(trx, film, addedAt, firstFileAt, files[0]?.dir ?? '');
      filmIds.push(filmId);
      await insertPeople(trx, filmId, film, people.idOfCredit);
      report.files += await insertFiles(trx, filmId, files, firstFileAt ?? addedAt);
      if (files.length && index < FILMS_WITH_TORRENT) {
        report.torrents += await insertTorrent(
          trx,
          filmId,
          files[0],
          options.disks,
          firstFileAt ?? addedAt,
        );
      }
      report.films++;
    }
    for (const [index, film] of vega.entries()) {
      const addedAt = options.now - 200 * DAY - index * 600;
      await insertVegaFilm(trx, film, addedAt, people.idOf(film.director));
    }
    report.films += vega.length;
    await seedDemoCommunity(trx, { filmIds, withFiles: withFiles.length, now: options.now });
    await trx
      .insertInto('meta')
      .values({ key: SEED_KEY, value: String(options.now) })
      .execute();
    return report;
  });
}

/** The hand-written films, each once (by IMDb id, and by title and year). */
function distinctFamousFilms(films: DemoFilm[]): DemoFilm[] {
  const ids = new Set<number>();
  const seen = new TitleYears();
  return films.filter((film) => {
    if (ids.has(film.imdb) || !seen.addIfNew([film.nom, film.nomo, film.nomen], film.anio)) {
      return false;
    }
    ids.add(film.imdb);
    return true;
  });
}

/** The vega films that no hand-written card already holds (same title, a year apart at most). */
function vegaFilmsToAdd(famous: DemoFilm[]): VegaFilm[] {
  const known = new TitleYears();
  for (const film of famous) known.add([film.nom, film.nomo, film.nomen], film.anio);
  return loadVegaFilms().filter((film) => !known.has([film.title], film.year));
}

function writeDemoFiles(files: DemoFile[], disks: DiskConfig[]): void {
  for (const file of files) {
    const full = diskFile(disks, file)?.path;
    if (full) ensureFile(full, file.size);
  }
}

async function insertFamousFilm(
  db: Db,
  film: DemoFilm,
  addedAt: number,
  firstFileAt: number | null,
  dir: string,
) {
  const row = await db
    .insertInto('film')
    .values({
      imdb: film.imdb,
      nom: film.nom,
      nomo: film.nomo,
      nomen: film.nomen,
      anio: film.anio,
      dura: film.dura,
      rate: film.rate,
      votos: film.votos,
      arg: film.arg,
      dir,
      added_at: addedAt,
      first_file_at: firstFileAt,
      listed_at: firstFileAt ?? addedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (film.gens.length) {
    await db
      .insertInto('film_genre')
      .values(film.gens.map((code) => ({ film_id: row.id, code })))
      .execute();
  }
  const lists = Object.entries(film.cols);
  if (lists.length) {
    await db
      .insertInto('list_entry')
      .values(lists.map(([list, pos]) => ({ list, film_id: row.id, pos: pos ?? 0 })))
      .execute();
  }
  return row.id;
}

/** A film's credits; people known by name only were created beforehand with local ids. */
async function insertPeople(
  db: Db,
  filmId: number,
  film: DemoFilm,
  idOf: (person: DemoPerson) => number,
) {
  const roles: PersonRole[] = ['d', 'a', 'w', 'c'];
  for (const role of roles) {
    for (const [ord, person] of (film.pers[role] ?? []).entries()) {
      const id = idOf(person);
      const nom = person[1];
      await db
        .insertInto('person')
        .values({ id, nom })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      await db
        .insertInto('film_person')
        .values({ film_id: filmId, person_id: id, role, ord })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  }
}

async function insertFiles(db: Db, filmId: number, files: DemoFile[], addedAt: number) {
  if (!files.length) return 0;
  await db
    .insertInto('file')
    .values(files.map((file) => ({ film_id: filmId, ...file, added_at: addedAt })))
    .execute();
  await db.updateTable('film').set({ file_count: files.length }).where('id', '=', filmId).execute();
  return files.length;
}

async function insertTorrent(
  db: Db,
  filmId: number,
  file: DemoFile | undefined,
  disks: DiskConfig[],
  addedAt: number,
) {
  if (!file) return 0;
  const name = file.name.replace(/\.\w+$/, '.torrent');
  const source = diskFile(disks, file);
  const target = diskFile(disks, { ...file, name });
  if (!source || !target) return 0;
  const code = writeTorrent(target.path, source.path);
  await db
    .insertInto('torrent')
    .values({ film_id: filmId, code, disk: file.disk, dir: file.dir, name, added_at: addedAt })
    .execute();
  await db.updateTable('film').set({ torrent_count: 1 }).where('id', '=', filmId).execute();
  return 1;
}

async function insertVegaFilm(
  db: Db,
  film: VegaFilm,
  addedAt: number,
  directorId: number | undefined,
) {
  const row = await db
    .insertInto('film')
    .values({
      nom: film.title,
      nomo: film.title,
      nomen: film.title,
      anio: film.year,
      dura: film.dura,
      rate: film.rate,
      votos: film.votos,
      added_at: addedAt,
      listed_at: addedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (film.genres.length) {
    await db
      .insertInto('film_genre')
      .values(film.genres.map((code) => ({ film_id: row.id, code })))
      .execute();
  }
  if (directorId) {
    await db
      .insertInto('film_person')
      .values({ film_id: row.id, person_id: directorId, role: 'd', ord: 0 })
      .execute();
  }
}

/** The demo accounts exist whenever demo mode is on, with their permissions. */
export async function ensureDemoAccounts(db: Db, now: number): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    await db
      .insertInto('user')
      .values({ email: account.email, name: account.name, created_at: now })
      .onConflict((oc) => oc.column('email').doNothing())
      .execute();
    const user = await db
      .selectFrom('user')
      .select('id')
      .where('email', '=', account.email)
      .executeTakeFirstOrThrow();
    for (const perm of account.perms) {
      await db
        .insertInto('user_perm')
        .values({ user_id: user.id, perm })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  }
}
