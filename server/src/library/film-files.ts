import { chunks } from '../db/chunks.js';
import type { Db } from '../db/connection.js';
import { createFilmFilesQueries, type FilmFileState } from './queries.js';

/**
 * Hooks for what happens when films gain files. The requests feature ('Avísame si
 * descargable') passes `filmsBecameDownloadable` to notify whoever asked for the film.
 */
export interface FilmFileEvents {
  /**
   * Films that went from no files to at least one: their very first file, or the first after
   * they had lost them all. Runs once per chunk of films, inside the transaction that records
   * them, with that transaction as `db`, so a notice written here commits (or rolls back) with
   * the change; a whole chunk, so the hook can write in few statements (a round trip each on
   * PostgreSQL).
   */
  filmsBecameDownloadable?: (db: Db, filmIds: number[]) => Promise<void>;
}

export interface FilmFilesReport {
  /** Films whose counters, folder or dates changed. */
  changed: number;
  /** Films that went from no files to some. */
  downloadable: number[];
}

/**
 * Brings the stored file facts of films in line with their file and torrent rows:
 * `file_count`, `torrent_count`, `dir` (folder of the largest file, '' without files),
 * `first_file_at` (set once, when a film first gets a file, and then kept), `listed_at`
 * (= COALESCE(first_file_at, added_at)). Without `filmIds` it checks every film that has, or
 * is recorded as having, files or torrents, so counters that drifted are repaired too.
 */
export async function refreshFilmFiles(
  db: Db,
  options: { now: number; filmIds?: Iterable<number>; events?: FilmFileEvents },
): Promise<FilmFilesReport> {
  const queries = createFilmFilesQueries(db);
  const ids = options.filmIds ? [...new Set(options.filmIds)] : await queries.filmsWithFiles();
  const report: FilmFilesReport = { changed: 0, downloadable: [] };
  for (const chunk of chunks(ids, 500)) {
    await queries.inTransaction(async (facts, trx) => {
      const films = await facts.filmStates(chunk);
      const files = await facts.filesOf(chunk);
      const torrentCounts = await facts.torrentCounts(chunk);
      const fileFacts = new Map<number, { count: number; dir: string }>();
      for (const file of files) {
        if (file.film_id === null) continue;
        const known = fileFacts.get(file.film_id);
        if (known) known.count++;
        else fileFacts.set(file.film_id, { count: 1, dir: file.dir });
      }
      const arrived: number[] = [];
      for (const film of films) {
        const found = fileFacts.get(film.id);
        const next: Partial<FilmFileState> = {};
        if (film.file_count !== (found?.count ?? 0)) next.file_count = found?.count ?? 0;
        const torrentCount = torrentCounts.get(film.id) ?? 0;
        if (film.torrent_count !== torrentCount) next.torrent_count = torrentCount;
        if (film.dir !== (found?.dir ?? '')) next.dir = found?.dir ?? '';
        const listedAt = Number(film.first_file_at ?? film.added_at);
        if (Number(film.listed_at) !== listedAt) next.listed_at = listedAt;
        if (Object.keys(next).length) {
          await facts.updateFilm(film.id, next);
          report.changed++;
        }
        if (film.file_count === 0 && found) arrived.push(film.id);
      }
      if (arrived.length) {
        // The point where films become downloadable (after their counters are written): a film
        // gets its first-file date only the very first time (one that lost its files and gets
        // new ones keeps the old date, so it does not jump back to the top of the news list),
        // its news date follows, and the hook runs in the same transaction.
        await facts.markFirstFile(arrived, options.now);
        await options.events?.filmsBecameDownloadable?.(trx, arrived);
        report.downloadable.push(...arrived);
      }
    });
  }
  return report;
}
