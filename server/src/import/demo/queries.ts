import type { Insertable } from 'kysely';
import { refreshClubScores } from '../../db/club-score-queries.js';
import type { Db } from '../../db/connection.js';
import { createMetaQueries } from '../../db/meta.js';
import type {
  CommentTable,
  DownloadLogTable,
  FilmNightTable,
  FilmRequestTable,
  NoticeTable,
  TorrentTable,
  WantTable,
} from '../../db/schema.js';
import { type ImdbBatch, imdbWritesIn } from '../imdb-queries.js';
import { insertListEntries } from '../queries.js';
import type { DemoFile } from './demo-files.js';

/** The `meta` key that marks a database the demo catalogue was loaded into. */
const SEED_KEY = 'demo_seed';

/** The demo seed's SQL (see seed.ts and community.ts), so that they hold none. */
export function createDemoSeedQueries(db: Db) {
  return {
    /** Whether the demo catalogue was loaded before. */
    seeded(): Promise<boolean> {
      return createMetaQueries(db).has(SEED_KEY);
    },

    async anyFilm(): Promise<boolean> {
      return (await db.selectFrom('film').select('id').limit(1).executeTakeFirst()) !== undefined;
    },

    /** Runs the whole load in one transaction, with the imports' writers and the seed's own. */
    inTransaction<T>(work: (writes: SeedWrites) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) =>
        work({
          demo: demoSeedWrites(trx),
          films: imdbWritesIn(trx),
          lists: (entries) => insertListEntries(trx, entries),
        }),
      );
    },
  };
}

/**
 * The seed's own writes, inside its transaction: the generated files, torrents and community.
 * Films, genres, people, credits and list entries go through the imports' writers instead.
 */
function demoSeedWrites(trx: Db) {
  return {
    /** A film's files, and its file count. */
    async insertFiles(filmId: number, files: readonly DemoFile[], addedAt: number) {
      await trx
        .insertInto('file')
        .values(files.map((file) => ({ film_id: filmId, ...file, added_at: addedAt })))
        .execute();
      await trx
        .updateTable('film')
        .set({ file_count: files.length })
        .where('id', '=', filmId)
        .execute();
    },

    /** A film's one torrent, and its torrent count. */
    async insertTorrent(row: Insertable<TorrentTable>) {
      await trx.insertInto('torrent').values(row).execute();
      await trx
        .updateTable('film')
        .set({ torrent_count: 1 })
        .where('id', '=', row.film_id)
        .execute();
    },

    /** Users unless their address is already there; answers every user's id by address. */
    async addUsers(
      users: readonly { email: string; name: string; created_at: number }[],
    ): Promise<Map<string, number>> {
      if (users.length)
        await trx
          .insertInto('user')
          .values([...users])
          .onConflict((oc) => oc.column('email').doNothing())
          .execute();
      const rows = await trx.selectFrom('user').select(['id', 'email']).execute();
      return new Map(rows.map((user) => [user.email, user.id]));
    },

    /** A film night with its candidates (in order), votes and attendance. */
    async insertFilmNight(
      night: Insertable<FilmNightTable>,
      candidates: number[],
      votes: { user_id: number; film_id: number }[],
      attendance: { user_id: number; va: 'si' | 'no' | 'quiza'; at: number }[],
    ): Promise<void> {
      const { id } = await trx
        .insertInto('film_night')
        .values(night)
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('film_night_candidate')
        .values(candidates.map((film_id, position) => ({ night_id: id, film_id, position })))
        .execute();
      if (votes.length)
        await trx
          .insertInto('film_night_vote')
          .values(votes.map((vote) => ({ night_id: id, ...vote })))
          .execute();
      if (attendance.length)
        await trx
          .insertInto('film_night_attendance')
          .values(attendance.map((row) => ({ night_id: id, ...row })))
          .execute();
    },

    async insertComments(rows: Insertable<CommentTable>[]): Promise<void> {
      if (!rows.length) return;
      await trx.insertInto('comment').values(rows).execute();
      await refreshClubScores(
        trx,
        rows.map((row) => row.film_id),
      );
    },

    /** Open requests, each also on its requester's watchlist. */
    async insertRequests(rows: Insertable<WantTable>[]): Promise<void> {
      if (!rows.length) return;
      await trx.insertInto('film_request').values(rows).execute();
      await trx
        .insertInto('want')
        .values(rows)
        .onConflict((oc) => oc.doNothing())
        .execute();
    },

    /** Requests already served, as the disk scan leaves them (not on the watchlist any more). */
    async insertServedRequests(rows: Insertable<FilmRequestTable>[]): Promise<void> {
      if (rows.length) await trx.insertInto('film_request').values(rows).execute();
    },

    /** Downloads of the demo's story, as `download_log` keeps them past their jobs. */
    async insertDownloadLog(rows: Insertable<DownloadLogTable>[]): Promise<void> {
      if (rows.length) await trx.insertInto('download_log').values(rows).execute();
    },

    /** Films on members' watchlists. */
    async insertWants(rows: Insertable<WantTable>[]): Promise<void> {
      if (rows.length) await trx.insertInto('want').values(rows).execute();
    },

    /** Moves when a user joined (the demo accounts are made at the first start). */
    async backdateUser(email: string, createdAt: number): Promise<void> {
      await trx
        .updateTable('user')
        .set({ created_at: createdAt })
        .where('email', '=', email)
        .execute();
    },

    /** When a film first got a file, or null. */
    async arrivedAt(filmId: number): Promise<number | null> {
      const row = await trx
        .selectFrom('film')
        .select('first_file_at')
        .where('id', '=', filmId)
        .executeTakeFirst();
      return row?.first_file_at == null ? null : Number(row.first_file_at);
    },

    async insertNotices(rows: Insertable<NoticeTable>[]): Promise<void> {
      await trx.insertInto('notice').values(rows).execute();
    },

    filmTitle(filmId: number) {
      return trx
        .selectFrom('film')
        .select(['id', 'nom'])
        .where('id', '=', filmId)
        .executeTakeFirst();
    },

    markSeeded(now: number): Promise<void> {
      return createMetaQueries(trx).set(SEED_KEY, String(now));
    },
  };
}

export type DemoSeedWrites = ReturnType<typeof demoSeedWrites>;

export interface SeedWrites {
  demo: DemoSeedWrites;
  /** The IMDb import's writers: films, genres, people's names and credits. */
  films: ImdbBatch;
  /** The list import's writer. */
  lists: (entries: { list: string; film_id: number; pos: number }[]) => Promise<void>;
}
