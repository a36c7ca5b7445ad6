import type { Insertable, Updateable } from 'kysely';
import { chunks } from '../db/chunks.js';
import type { Db } from '../db/connection.js';
import type { FileTable, TorrentTable } from '../db/schema.js';

/** Rows per `IN (...)` list and multi-row insert: well under SQLite's bound-parameter limit. */
const CHUNK = 500;

/**
 * The SQL of the catalogue tools, so that the tools themselves (parsing, matching, reporting)
 * hold none. Made per run from the database handle the tool is given.
 */
export function createImportQueries(db: Db) {
  return {
    /** Catalogue films by IMDb number, for the numbers given that have one. */
    async filmIdsByImdb(imdbIds: readonly number[]): Promise<Map<number, number>> {
      const ids = new Map<number, number>();
      for (const piece of chunks(imdbIds, CHUNK)) {
        const found = await db
          .selectFrom('film')
          .select(['id', 'imdb'])
          .where('imdb', 'in', piece)
          .execute();
        for (const film of found) if (film.imdb !== null) ids.set(film.imdb, film.id);
      }
      return ids;
    },

    /**
     * Replaces a list's entries in one transaction, and answers how many films were in it
     * before and are not any more.
     */
    async replaceListEntries(
      list: string,
      entries: readonly { list: string; film_id: number; pos: number }[],
    ): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('list_entry')
          .select('film_id')
          .where('list', '=', list)
          .execute();
        await trx.deleteFrom('list_entry').where('list', '=', list).execute();
        await insertListEntries(trx, entries);
        const now = new Set(entries.map((entry) => entry.film_id));
        return before.filter((row) => !now.has(row.film_id)).length;
      });
    },
  };
}

export type ImportQueries = ReturnType<typeof createImportQueries>;

/** A list import's entries, written in the caller's transaction (the demo seed writes its own). */
export async function insertListEntries(
  trx: Db,
  entries: readonly { list: string; film_id: number; pos: number }[],
): Promise<void> {
  for (const piece of chunks(entries, CHUNK)) {
    await trx.insertInto('list_entry').values(piece).execute();
  }
}

/** The disk scan's SQL (see scan.ts). */
export function createScanQueries(db: Db) {
  return {
    /** Whether any file or torrent row is on the disk. */
    async diskHasRows(disk: string): Promise<boolean> {
      const [file, torrent] = await Promise.all([
        db.selectFrom('file').select('id').where('disk', '=', disk).limit(1).executeTakeFirst(),
        db.selectFrom('torrent').select('id').where('disk', '=', disk).limit(1).executeTakeFirst(),
      ]);
      return Boolean(file || torrent);
    },

    /** A page of the films of the given years, by id after `after`. */
    filmsOfYears(years: readonly number[], after: number, limit: number) {
      return db
        .selectFrom('film')
        .select(['id', 'anio', 'votos', 'nom', 'nomo', 'nomen'])
        .where('anio', 'in', years)
        .where('id', '>', after)
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    filesOfDisk(disk: string) {
      return db
        .selectFrom('file')
        .select(['id', 'film_id', 'dir', 'name', 'size'])
        .where('disk', '=', disk)
        .execute();
    },

    allTorrents() {
      return db
        .selectFrom('torrent')
        .select(['id', 'film_id', 'code', 'disk', 'dir', 'name'])
        .execute();
    },

    /** How many file and torrent rows each disk holds. */
    rowsByDisk() {
      const count = (table: 'file' | 'torrent') =>
        db
          .selectFrom(table)
          .select(['disk', (eb) => eb.fn.countAll<number>().as('n')])
          .groupBy('disk')
          .execute();
      return Promise.all([count('file'), count('torrent')]);
    },

    /** Removes the file and torrent rows of the disks, in one transaction; answers the counts. */
    async forgetDisks(disks: string[]): Promise<{ files: number; torrents: number }> {
      return db.transaction().execute(async (trx) => {
        const files = await trx.deleteFrom('file').where('disk', 'in', disks).executeTakeFirst();
        const torrents = await trx
          .deleteFrom('torrent')
          .where('disk', 'in', disks)
          .executeTakeFirst();
        return { files: Number(files.numDeletedRows), torrents: Number(torrents.numDeletedRows) };
      });
    },

    /** Runs a batch of writes in one transaction. */
    inTransaction(ops: ((writes: ScanWrites) => Promise<unknown>)[]): Promise<void> {
      return db.transaction().execute(async (trx) => {
        const writes = scanWrites(trx);
        for (const op of ops) await op(writes);
      });
    },
  };
}

export type ScanQueries = ReturnType<typeof createScanQueries>;

/** The scan's row writes, inside a batch's transaction. */
function scanWrites(trx: Db) {
  return {
    insertFile: (row: Insertable<FileTable>) => trx.insertInto('file').values(row).execute(),
    updateFile: (id: number, set: Updateable<FileTable>) =>
      trx.updateTable('file').set(set).where('id', '=', id).execute(),
    deleteFile: (id: number) => trx.deleteFrom('file').where('id', '=', id).execute(),
    insertTorrent: (row: Insertable<TorrentTable>) =>
      trx.insertInto('torrent').values(row).execute(),
    updateTorrent: (id: number, set: Updateable<TorrentTable>) =>
      trx.updateTable('torrent').set(set).where('id', '=', id).execute(),
    deleteTorrent: (id: number) => trx.deleteFrom('torrent').where('id', '=', id).execute(),
  };
}

export type ScanWrites = ReturnType<typeof scanWrites>;
