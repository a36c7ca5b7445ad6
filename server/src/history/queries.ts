import { type Insertable, sql } from 'kysely';
import { searchOf } from '../catalogue/search/catalogue-search.js';
import { chunks } from '../db/chunks.js';
import { refreshClubScores } from '../db/club-score-queries.js';
import { type Db, engineOf } from '../db/connection.js';
import type { CommentTable, WantTable } from '../db/schema.js';
import { TITLE_COLUMNS } from '../db/search-reads.js';
import { createImportQueries, createScanQueries } from '../import/queries.js';

/** Ids per `IN (...)` list and rows per insert: well inside both engines' parameter limits. */
const CHUNK = 500;

/** A history import's SQL (see service.ts). */
export function createHistoryQueries(db: Db) {
  return {
    filmIdsByImdb: createImportQueries(db).filmIdsByImdb,
    filmsOfYears: createScanQueries(db).filmsOfYears,

    /**
     * The films the catalogue search finds for `title` (its titles' fields, with its typo and
     * number tiers) among those of these years: the first tier, in the search's relevance
     * order, that holds any of them, at most `limit`.
     */
    async searchTitles(title: string, years: readonly number[], limit: number) {
      const search = await searchOf(engineOf(db).search).filmSearch(db, title, TITLE_COLUMNS, {
        onlyDownloadable: false,
        genre: null,
      });
      for (const tier of search?.tiers ?? []) {
        const films = await db
          .selectFrom('film')
          .select(['id', 'anio', 'nom', 'nomo', 'nomen'])
          .where('anio', 'in', years)
          .where(
            sql.ref('film.id'),
            'in',
            sql<{ film_id: number }>`(SELECT t.film_id FROM ${tier.ids} AS t)`,
          )
          .orderBy('id')
          .limit(limit)
          .execute();
        if (films.length) return films;
      }
      return [];
    },

    async filmsById(ids: readonly number[]) {
      const out = [];
      for (const piece of chunks(ids, CHUNK)) {
        out.push(
          ...(await db
            .selectFrom('film')
            .select(['id', 'anio', 'nom', 'nomo', 'nomen'])
            .where('id', 'in', piece)
            .execute()),
        );
      }
      return out;
    },

    /**
     * Imports the member made since `since`, or with `choices` the calls that chose films for
     * an import's asked rows.
     */
    async importsSince(userId: number, since: number, choices = false): Promise<number> {
      const row = await db
        .selectFrom('history_import')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('at', '>=', since)
        .where('fuente', choices ? '=' : '!=', 'elige')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * Runs `write` in one transaction that first takes the member's row for update: two imports
     * of one member (two tabs) then run one after the other, and the second sees what the first
     * wrote, so nothing is written twice. SQLite's one writer gives the same order.
     */
    async asMember<T>(userId: number, write: (writes: HistoryWrites) => Promise<T>): Promise<T> {
      return db.transaction().execute(async (trx) => {
        await trx
          .updateTable('user')
          .set((eb) => ({ email: eb.ref('email') }))
          .where('id', '=', userId)
          .execute();
        return write(historyWrites(trx));
      });
    },
  };
}

function historyWrites(db: Db) {
  const among = async (table: 'comment' | 'want', userId: number, filmIds: readonly number[]) => {
    const found = new Set<number>();
    for (const piece of chunks([...new Set(filmIds)], CHUNK)) {
      const rows = await db
        .selectFrom(table)
        .select('film_id')
        .where('user_id', '=', userId)
        .where('film_id', 'in', piece)
        .execute();
      for (const row of rows) found.add(row.film_id);
    }
    return found;
  };
  return {
    /** Films among these the member has a comment (score, seen mark, review) on. */
    commentedAmong: (userId: number, filmIds: readonly number[]) =>
      among('comment', userId, filmIds),
    wantedAmong: (userId: number, filmIds: readonly number[]) => among('want', userId, filmIds),

    async addComments(rows: Insertable<CommentTable>[]) {
      for (const piece of chunks(rows, CHUNK / 10)) {
        await db.insertInto('comment').values(piece).execute();
      }
      // The club's scores of these films (the card's 'Nota del club', the tiles, the best list).
      await refreshClubScores(
        db,
        rows.map((row) => row.film_id),
      );
    },

    async addWants(rows: Insertable<WantTable>[]) {
      for (const piece of chunks(rows, CHUNK / 5)) {
        await db
          .insertInto('want')
          .values(piece)
          .onConflict((oc) => oc.columns(['user_id', 'film_id']).doNothing())
          .execute();
      }
    },

    /** Puts these rows as the member's waiting ones, in place of an earlier import's; their ids. */
    async replacePending(
      userId: number,
      rows: readonly { entry: string; candidates: string }[],
      now: number,
    ): Promise<number[]> {
      await db.deleteFrom('history_pending').where('user_id', '=', userId).execute();
      const ids: number[] = [];
      for (const piece of chunks(rows, CHUNK / 10)) {
        const added = await db
          .insertInto('history_pending')
          .values(piece.map((row) => ({ ...row, user_id: userId, created_at: now })))
          .returning('id')
          .execute();
        ids.push(...added.map((row) => row.id));
      }
      return ids;
    },

    /** Takes (reads and deletes) the member's waiting rows of these ids made since `since`. */
    async takePending(userId: number, ids: readonly number[], since: number) {
      const rows = [];
      for (const piece of chunks([...new Set(ids)], CHUNK)) {
        const found = await db
          .selectFrom('history_pending')
          .select(['id', 'entry', 'candidates'])
          .where('user_id', '=', userId)
          .where('created_at', '>=', since)
          .where('id', 'in', piece)
          .execute();
        rows.push(...found);
        await db
          .deleteFrom('history_pending')
          .where('user_id', '=', userId)
          .where('id', 'in', piece)
          .execute();
      }
      return rows;
    },

    async record(values: {
      user_id: number;
      at: number;
      fuente: string;
      filas: number;
      importadas: number;
    }) {
      await db.insertInto('history_import').values(values).execute();
    },
  };
}

export type HistoryQueries = ReturnType<typeof createHistoryQueries>;
export type HistoryWrites = ReturnType<typeof historyWrites>;
