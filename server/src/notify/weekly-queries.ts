import { sql } from 'kysely';
import type { Db } from '../db/connection.js';
import type { NoticeFilm } from './rules.js';
import type { WeekScore } from './weekly-rules.js';

/** Scores of one week read at most: far above a club's week, a bound on a bulk import's. */
const WEEK_SCORES_CAP = 20_000;

/**
 * The SQL of the weekly letter (notify/weekly.ts): the slot's row that makes one server queue
 * each week's letter, and what the letter lists. Film and comment times are the app's seconds.
 */
export function createWeeklyQueries(db: Db) {
  return {
    /**
     * Takes the slot: its row, unless a server (this one before a restart, or another) has it.
     * On PostgreSQL a second server's insert waits for the first one's transaction, then finds
     * the row: only one of them queues the letter.
     */
    async claim(slotAt: number, now: number): Promise<boolean> {
      const result = await db
        .insertInto('weekly_letter')
        .values({ slot_at: slotAt, created_at: now })
        .onConflict((oc) => oc.column('slot_at').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** What the slot's letter was: the week's arrivals, and the outbox rows queued. */
    async record(slotAt: number, arrivals: number, letters: number): Promise<void> {
      await db
        .updateTable('weekly_letter')
        .set({ arrivals, letters })
        .where('slot_at', '=', slotAt)
        .execute();
    },

    /**
     * Films whose first file reached a disk in [from, to) and that still have one, newest
     * first, with the club's score; and how many there are.
     */
    async arrivals(from: number, to: number, limit: number) {
      const week = db
        .selectFrom('film')
        .where('first_file_at', '>=', from)
        .where('first_file_at', '<', to)
        .where('file_count', '>', 0);
      const [count, rows] = await Promise.all([
        week.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        week
          .leftJoin('club_score', 'club_score.film_id', 'film.id')
          .select([
            'film.id',
            'film.nom',
            'film.anio',
            'film.poster',
            'club_score.raters',
            'club_score.score_sum',
          ])
          .orderBy('film.first_file_at', 'desc')
          .orderBy('film.id', 'desc')
          .limit(limit)
          .execute(),
      ]);
      const films: NoticeFilm[] = rows.map((row) => ({
        id: row.id,
        nom: row.nom,
        anio: row.anio,
        poster: row.poster,
        nota: row.raters
          ? Math.round((Number(row.score_sum) / Number(row.raters)) * 10) / 10
          : null,
      }));
      return { total: Number(count.n), films };
    },

    /** The scores (not bare seen marks) members gave in [from, to). */
    weekScores(from: number, to: number): Promise<WeekScore[]> {
      return db
        .selectFrom('comment')
        .select(['id', 'user_id', 'film_id', 'voto'])
        .where('fecha', '>=', from)
        .where('fecha', '<', to)
        .where('voto', '>=', 0)
        .orderBy('id', 'desc')
        .limit(WEEK_SCORES_CAP)
        .execute();
    },

    /** Films as the letter lists them, by id. */
    films(ids: readonly number[]) {
      if (!ids.length) return Promise.resolve([]);
      return db
        .selectFrom('film')
        .select(['id', 'nom', 'anio', 'poster'])
        .where('id', 'in', ids)
        .execute();
    },

    /**
     * Films asked for in requests still open and not downloadable yet (one that got its file
     * waits only for the owner to close it): the most asked first, then the longest waiting.
     */
    openRequests(limit: number): Promise<NoticeFilm[]> {
      return db
        .selectFrom('film_request')
        .innerJoin('film', 'film.id', 'film_request.film_id')
        .select(['film.id', 'film.nom', 'film.anio', 'film.poster'])
        .where('film_request.state', '=', 'open')
        .where('film.file_count', '=', 0)
        .groupBy(['film.id', 'film.nom', 'film.anio', 'film.poster'])
        .orderBy(sql`count(*)`, 'desc')
        .orderBy(sql`min(film_request.created_at)`)
        .orderBy('film.id')
        .limit(limit)
        .execute();
    },
  };
}

export type WeeklyQueries = ReturnType<typeof createWeeklyQueries>;

/** Runs `work` in one transaction, with the weekly letter's queries on it. */
export function inWeeklyTransaction<T>(
  db: Db,
  work: (queries: WeeklyQueries, trx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction().execute((trx) => work(createWeeklyQueries(trx), trx));
}
