import { chunks } from '../db/chunks.js';
import type { Db } from '../db/connection.js';

/**
 * Hooks for what happens when films gain files. The requests feature ('Avísame si
 * descargable') passes `filmBecameDownloadable` to notify whoever asked for the film.
 */
export interface FilmFileEvents {
  /**
   * A film went from no files to at least one: its very first file, or the first after it had
   * lost them all. Runs inside the transaction that records it, with that transaction as `db`,
   * so a notice written here commits (or rolls back) with the change.
   */
  filmBecameDownloadable?: (db: Db, filmId: number) => Promise<void>;
}

export interface FilmFilesReport {
  /** Films whose counters, folder or dates changed. */
  changed: number;
  /** Films that went from no files to some. */
  downloadable: number[];
}

interface FilmState {
  id: number;
  dir: string;
  added_at: number;
  first_file_at: number | null;
  listed_at: number;
  file_count: number;
  torrent_count: number;
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
  const ids = options.filmIds ? [...new Set(options.filmIds)] : await filmsWithFiles(db);
  const report: FilmFilesReport = { changed: 0, downloadable: [] };
  for (const chunk of chunks(ids, 500)) {
    await db.transaction().execute(async (trx) => {
      const films = await trx
        .selectFrom('film')
        .select([
          'id',
          'dir',
          'added_at',
          'first_file_at',
          'listed_at',
          'file_count',
          'torrent_count',
        ])
        .where('id', 'in', chunk)
        .execute();
      const files = await trx
        .selectFrom('file')
        .select(['film_id', 'dir', 'size'])
        .where('film_id', 'in', chunk)
        .orderBy('size', 'desc')
        .orderBy('id')
        .execute();
      const torrents = await trx
        .selectFrom('torrent')
        .select(['film_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('film_id', 'in', chunk)
        .groupBy('film_id')
        .execute();
      const fileFacts = new Map<number, { count: number; dir: string }>();
      for (const file of files) {
        if (file.film_id === null) continue;
        const facts = fileFacts.get(file.film_id);
        if (facts) facts.count++;
        else fileFacts.set(file.film_id, { count: 1, dir: file.dir });
      }
      const torrentCounts = new Map(torrents.map((row) => [row.film_id, Number(row.n)]));
      for (const film of films as FilmState[]) {
        const facts = fileFacts.get(film.id);
        const next: Partial<FilmState> = {};
        if (film.file_count !== (facts?.count ?? 0)) next.file_count = facts?.count ?? 0;
        const torrentCount = torrentCounts.get(film.id) ?? 0;
        if (film.torrent_count !== torrentCount) next.torrent_count = torrentCount;
        if (film.dir !== (facts?.dir ?? '')) next.dir = facts?.dir ?? '';
        const listedAt = Number(film.first_file_at ?? film.added_at);
        if (Number(film.listed_at) !== listedAt) next.listed_at = listedAt;
        if (Object.keys(next).length) {
          await trx.updateTable('film').set(next).where('id', '=', film.id).execute();
          report.changed++;
        }
        if (film.file_count === 0 && facts) {
          await markFilmDownloadable(trx, film.id, options.now, options.events);
          report.downloadable.push(film.id);
        }
      }
    });
  }
  return report;
}

/**
 * The point where a film becomes downloadable (call it after its file rows and counters are
 * written): it gets its first-file date, only the very first time (a film that lost its files
 * and gets new ones keeps the old date, so it does not jump back to the top of the news list),
 * its news date follows, and the hook runs.
 */
export async function markFilmDownloadable(
  trx: Db,
  filmId: number,
  now: number,
  events: FilmFileEvents | undefined,
): Promise<void> {
  await trx
    .updateTable('film')
    .set({ first_file_at: now })
    .where('id', '=', filmId)
    .where('first_file_at', 'is', null)
    .execute();
  await trx
    .updateTable('film')
    .set((eb) => ({ listed_at: eb.fn.coalesce('first_file_at', 'added_at') }))
    .where('id', '=', filmId)
    .execute();
  await events?.filmBecameDownloadable?.(trx, filmId);
}

/** Every film with file or torrent rows, or with counters that say it has some. */
async function filmsWithFiles(db: Db): Promise<number[]> {
  const [counted, withFiles, withTorrents] = await Promise.all([
    db
      .selectFrom('film')
      .select('id')
      .where((eb) => eb.or([eb('file_count', '>', 0), eb('torrent_count', '>', 0)]))
      .execute(),
    db.selectFrom('file').select('film_id').distinct().where('film_id', 'is not', null).execute(),
    db.selectFrom('torrent').select('film_id').distinct().execute(),
  ]);
  const ids = new Set<number>(counted.map((row) => row.id));
  for (const row of withFiles) if (row.film_id !== null) ids.add(row.film_id);
  for (const row of withTorrents) ids.add(row.film_id);
  return [...ids].sort((a, b) => a - b);
}
