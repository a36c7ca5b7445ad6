import type { Updateable } from 'kysely';
import type { Db } from '../db/connection.js';
import type { FilmTable } from '../db/schema.js';

/** The stored file facts of a film, as `refreshFilmFiles` compares them. */
export interface FilmFileState {
  id: number;
  dir: string;
  added_at: number;
  first_file_at: number | null;
  listed_at: number;
  file_count: number;
  torrent_count: number;
}

/** The SQL of the film file facts (see film-files.ts). */
export function createFilmFilesQueries(db: Db) {
  return {
    /** Every film with file or torrent rows, or with counters that say it has some. */
    async filmsWithFiles(): Promise<number[]> {
      const [counted, withFiles, withTorrents] = await Promise.all([
        db
          .selectFrom('film')
          .select('id')
          .where((eb) => eb.or([eb('file_count', '>', 0), eb('torrent_count', '>', 0)]))
          .execute(),
        db
          .selectFrom('file')
          .select('film_id')
          .distinct()
          .where('film_id', 'is not', null)
          .execute(),
        db.selectFrom('torrent').select('film_id').distinct().execute(),
      ]);
      const ids = new Set<number>(counted.map((row) => row.id));
      for (const row of withFiles) if (row.film_id !== null) ids.add(row.film_id);
      for (const row of withTorrents) ids.add(row.film_id);
      return [...ids].sort((a, b) => a - b);
    },

    /**
     * Runs `work` in one transaction, with the facts' reads and writes on it and the
     * transaction itself, which hooks get so that what they write commits with the change.
     */
    inTransaction<T>(work: (facts: FilmFileWrites, trx: Db) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(filmFileWrites(trx), trx));
    },
  };
}

export type FilmFilesQueries = ReturnType<typeof createFilmFilesQueries>;

/** Reads and writes of the film file facts, inside a transaction. */
function filmFileWrites(trx: Db) {
  return {
    filmStates(filmIds: readonly number[]): Promise<FilmFileState[]> {
      return trx
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
        .where('id', 'in', filmIds)
        .execute();
    },

    /** The films' files, largest first within each film (then by id). */
    filesOf(filmIds: readonly number[]) {
      return trx
        .selectFrom('file')
        .select(['film_id', 'dir', 'size'])
        .where('film_id', 'in', filmIds)
        .orderBy('size', 'desc')
        .orderBy('id')
        .execute();
    },

    /** How many torrents each of the films has (films without any left out). */
    async torrentCounts(filmIds: readonly number[]): Promise<Map<number, number>> {
      const rows = await trx
        .selectFrom('torrent')
        .select(['film_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('film_id', 'in', filmIds)
        .groupBy('film_id')
        .execute();
      return new Map(rows.map((row) => [row.film_id, Number(row.n)]));
    },

    async updateFilm(filmId: number, set: Updateable<FilmTable>): Promise<void> {
      await trx.updateTable('film').set(set).where('id', '=', filmId).execute();
    },

    /**
     * Gives the films their first-file date, only to those with none yet, and dates them in the
     * news list from it. `filmIds`: one chunk of refreshFilmFiles (at most 500).
     */
    async markFirstFile(filmIds: number[], now: number): Promise<void> {
      await trx
        .updateTable('film')
        .set({ first_file_at: now })
        .where('id', 'in', filmIds)
        .where('first_file_at', 'is', null)
        .execute();
      await trx
        .updateTable('film')
        .set((eb) => ({ listed_at: eb.fn.coalesce('first_file_at', 'added_at') }))
        .where('id', 'in', filmIds)
        .execute();
    },
  };
}

export type FilmFileWrites = ReturnType<typeof filmFileWrites>;
