import type { Insertable } from 'kysely';
import type { DiskConfig } from '../../config.js';
import type { Db } from '../../db/connection.js';
import type { FilmTable, PersonRole } from '../../db/schema.js';
import { diskFile } from '../../library/disks.js';
import { seedDemoCommunity } from './community.js';
import {
  type DemoFile,
  ensureFile,
  planDemoFiles,
  type SizeRange,
  writeTorrent,
} from './demo-files.js';
import { loadDemoFilms } from './films.js';
import { demoPeople } from './people.js';
import { createDemoSeedQueries, type DemoSeedWrites } from './queries.js';
import type { DemoFilm } from './types.js';

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
/** How many of the films get files, and how many of those a .torrent. */
const FILMS_WITH_FILES = 48;
const FILMS_WITH_TORRENT = 6;

/**
 * Loads the demo catalogue once: the hand-written films of `demo-data/films.json` with their
 * people and lists, written by the imports' own writers, and files on the demo disks. Only into
 * an empty catalogue, and only once: a marker in `meta` makes a second run a no-op.
 */
export async function seedDemoCatalogue(db: Db, options: SeedOptions): Promise<SeedReport | null> {
  const queries = createDemoSeedQueries(db);
  if (await queries.seeded()) return null;
  // A catalogue imported by the owner is never mixed with the demo one.
  if (await queries.anyFilm()) return null;
  const films = loadDemoFilms();
  const people = demoPeople(films);
  const withFiles = films.slice(0, FILMS_WITH_FILES);
  const filePlan = options.disks.length
    ? planDemoFiles(
        withFiles,
        options.disks.map((disk) => disk.name),
        options.fileSizes,
      )
    : [];
  writeDemoFiles(filePlan.flat(), options.disks);
  return queries.inTransaction(async (writes) => {
    const report: SeedReport = { films: films.length, files: 0, torrents: 0 };
    const rows = films.map((film, index) => filmRow(film, index, filePlan[index] ?? [], options));
    const inserted = await writes.films.insertFilms(rows);
    const idByImdb = new Map(inserted.map((row) => [row.imdb, row.id]));
    const filmIds = films.map((film) => idByImdb.get(film.imdb) as number);
    await writes.films.insertGenres(
      films.flatMap((film, index) =>
        film.gens.map((code) => ({ film_id: filmIds[index] as number, code })),
      ),
    );
    await writes.films.setNames(people.people.map(([id, nom]) => ({ id, nom })));
    await writes.films.insertCredits(
      films.flatMap((film, index) => creditsOf(filmIds[index] as number, film, people.idOfCredit)),
    );
    await writes.lists(
      films.flatMap((film, index) =>
        Object.entries(film.cols).map(([list, pos]) => ({
          list,
          film_id: filmIds[index] as number,
          pos: pos ?? 0,
        })),
      ),
    );
    for (const [index, files] of filePlan.entries()) {
      const filmId = filmIds[index] as number;
      const addedAt = rows[index]?.listed_at ?? options.now;
      await writes.demo.insertFiles(filmId, files, addedAt);
      report.files += files.length;
      if (index < FILMS_WITH_TORRENT) {
        report.torrents += await insertTorrent(
          writes.demo,
          filmId,
          files[0],
          options.disks,
          addedAt,
        );
      }
    }
    await seedDemoCommunity(writes.demo, {
      filmIds,
      withFiles: withFiles.length,
      now: options.now,
    });
    await writes.demo.markSeeded(options.now);
    return report;
  });
}

/** How many films with files arrived one a day: the news list's four weeks. */
const DAILY_ARRIVALS = 28;
/** Days between the arrivals before those, back over the year before the seed. */
const EARLIER_EVERY = 18;
/** When the catalogue was imported, in days before the seed: as the club opened (club-activity.json). */
const CATALOGUE_DAYS = 730;

/**
 * How many days before the seed the film at `index` among those with files got them: the
 * newest one a day (the news list shows them in the order of the data file), the older ones
 * further apart, so that the year's downloads (club-activity.json) have films to be of.
 */
export function arrivalDays(index: number): number {
  return index < DAILY_ARRIVALS ? index : DAILY_ARRIVALS + (index - DAILY_ARRIVALS) * EARLIER_EVERY;
}

/** A film's row: in the catalogue since its import, and with files since its arrival. */
function filmRow(
  film: DemoFilm,
  index: number,
  files: DemoFile[],
  options: SeedOptions,
): Insertable<FilmTable> {
  const addedAt = options.now - CATALOGUE_DAYS * DAY + index * 3600;
  const firstFileAt = files.length ? options.now - arrivalDays(index) * DAY - 3600 : null;
  return {
    imdb: film.imdb,
    nom: film.nom,
    nomo: film.nomo,
    nomen: film.nomen,
    anio: film.anio,
    dura: film.dura,
    rate: film.rate,
    votos: film.votos,
    arg: film.arg,
    dir: files[0]?.dir ?? '',
    added_at: addedAt,
    first_file_at: firstFileAt,
    listed_at: firstFileAt ?? addedAt,
  };
}

function writeDemoFiles(files: DemoFile[], disks: DiskConfig[]): void {
  for (const file of files) {
    const full = diskFile(disks, file)?.path;
    if (full) ensureFile(full, file.size);
  }
}

/** A film's credits, each person by the id `demoPeople` gave them. */
function creditsOf(
  filmId: number,
  film: DemoFilm,
  idOf: (person: DemoFilm['pers']['d'][number]) => number,
) {
  const roles: PersonRole[] = ['d', 'a', 'w', 'c'];
  return roles.flatMap((role) =>
    (film.pers[role] ?? []).map((person, ord) => ({
      film_id: filmId,
      person_id: idOf(person),
      role,
      ord,
    })),
  );
}

async function insertTorrent(
  writes: DemoSeedWrites,
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
  await writes.insertTorrent({
    film_id: filmId,
    code,
    disk: file.disk,
    dir: file.dir,
    name,
    added_at: addedAt,
  });
  return 1;
}
