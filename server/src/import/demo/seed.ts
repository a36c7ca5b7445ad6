import path from 'node:path';
import type { DiskConfig } from '../../config.js';
import type { Db } from '../../db/connection.js';
import type { PersonRole } from '../../db/schema.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import {
  type DemoFile,
  ensureFile,
  planDemoFiles,
  type SizeRange,
  writeTorrent,
} from './demo-files.js';
import { FAMOUS_FILMS } from './famous-films.js';
import type { DemoFilm } from './types.js';
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
  const withFiles = FAMOUS_FILMS.slice(0, FILMS_WITH_FILES);
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
    const personIds = new Map<string, number>();
    for (const [index, film] of FAMOUS_FILMS.entries()) {
      const files = filePlan[index] ?? [];
      const addedAt = options.now - (files.length ? 120 : 60) * DAY + index * 3600;
      const firstFileAt = files.length ? options.now - index * DAY - 3600 : null;
      const filmId = await insertFamousFilm(trx, film, addedAt, firstFileAt, files[0]?.dir ?? '');
      await insertPeople(trx, filmId, film, personIds);
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
    const known = new Set(
      FAMOUS_FILMS.flatMap((film: DemoFilm) =>
        [film.nomo, film.nomen].map((title) => `${title.toLowerCase()}|${film.anio}`),
      ),
    );
    for (const [index, film] of loadVegaFilms().entries()) {
      if (known.has(`${film.title.toLowerCase()}|${film.year}`)) continue;
      await insertVegaFilm(trx, film, options.now - 200 * DAY - index * 600, personIds);
      report.films++;
    }
    await trx
      .insertInto('meta')
      .values({ key: SEED_KEY, value: String(options.now) })
      .execute();
    return report;
  });
}

function writeDemoFiles(files: DemoFile[], disks: DiskConfig[]): void {
  const roots = new Map(disks.map((disk) => [disk.name, disk.root]));
  for (const file of files) {
    const root = roots.get(file.disk);
    if (root) ensureFile(path.join(root, file.dir, file.name), file.size);
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

async function insertPeople(
  db: Db,
  filmId: number,
  film: DemoFilm,
  personIds: Map<string, number>,
) {
  const roles: PersonRole[] = ['d', 'a', 'w', 'c'];
  for (const role of roles) {
    for (const [ord, [id, nom]] of (film.pers[role] ?? []).entries()) {
      await db
        .insertInto('person')
        .values({ id, nom })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      personIds.set(nom.toLowerCase(), id);
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
  const root = disks.find((disk) => disk.name === file?.disk)?.root;
  if (!file || !root) return 0;
  const name = file.name.replace(/\.\w+$/, '.torrent');
  const code = writeTorrent(path.join(root, file.dir, name), path.join(root, file.dir, file.name));
  await db
    .insertInto('torrent')
    .values({ film_id: filmId, code, disk: file.disk, dir: file.dir, name, added_at: addedAt })
    .execute();
  await db.updateTable('film').set({ torrent_count: 1 }).where('id', '=', filmId).execute();
  return 1;
}

/** A vega film's director is linked only when a famous film already credits them by name. */
async function insertVegaFilm(
  db: Db,
  film: VegaFilm,
  addedAt: number,
  personIds: Map<string, number>,
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
  const directorId = film.director ? personIds.get(film.director.toLowerCase()) : undefined;
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
