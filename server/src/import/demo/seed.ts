import type { DiskConfig } from '../../config.js';
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
import { demoPeople, type SeedPerson } from './people.js';
import { createDemoSeedQueries, type DemoSeedWrites, type SeedCredit } from './queries.js';
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
/** How many of the famous films get files, and how many of those a .torrent. */
const FILMS_WITH_FILES = 48;
const FILMS_WITH_TORRENT = 6;

/**
 * Loads the demo catalogue once: the hand-written famous films with people, lists and files on
 * the demo disks, then the cleaned vega table. Only into an empty catalogue, and only once: a
 * marker in `meta` makes a second run a no-op.
 */
export async function seedDemoCatalogue(db: Db, options: SeedOptions): Promise<SeedReport | null> {
  const queries = createDemoSeedQueries(db);
  if (await queries.seeded()) return null;
  // A catalogue imported by the owner is never mixed with the demo one.
  if (await queries.anyFilm()) return null;
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
  return queries.inTransaction(async (writes) => {
    const report: SeedReport = { films: 0, files: 0, torrents: 0 };
    const filmIds: number[] = [];
    const credits: SeedCredit[] = [];
    await writes.insertPeople(people.local);
    for (const [index, film] of famous.entries()) {
      const files = filePlan[index] ?? [];
      const addedAt = options.now - (files.length ? 120 : 60) * DAY + index * 3600;
      const firstFileAt = files.length ? options.now - index * DAY - 3600 : null;
      const filmId = await writes.insertFamousFilm(
        film,
        { addedAt, firstFileAt },
        files[0]?.dir ?? '',
      );
      filmIds.push(filmId);
      credits.push(...creditsOf(filmId, film, people.idOfCredit));
      if (files.length) {
        await writes.insertFiles(filmId, files, firstFileAt ?? addedAt);
        report.files += files.length;
      }
      if (files.length && index < FILMS_WITH_TORRENT) {
        report.torrents += await insertTorrent(
          writes,
          filmId,
          files[0],
          options.disks,
          firstFileAt ?? addedAt,
        );
      }
      report.films++;
    }
    await writes.insertCredits(credits);
    await writes.insertVegaFilms(
      vega.map((film, index) => ({
        film,
        addedAt: options.now - 200 * DAY - index * 600,
        directorId: people.idOf(film.director),
      })),
    );
    report.films += vega.length;
    await seedDemoCommunity(writes, { filmIds, withFiles: withFiles.length, now: options.now });
    await writes.markSeeded(options.now);
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

/** A film's credits; people known by name only were given local ids beforehand. */
function creditsOf(
  filmId: number,
  film: DemoFilm,
  idOf: (person: DemoPerson) => number,
): SeedCredit[] {
  const roles: PersonRole[] = ['d', 'a', 'w', 'c'];
  return roles.flatMap((role) =>
    (film.pers[role] ?? []).map((person, ord) => ({
      filmId,
      person: [idOf(person), person[1]] as SeedPerson,
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
