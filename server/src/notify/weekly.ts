import type { FastifyBaseLogger } from 'fastify';
import type { WeeklySlot } from '../config/notify.js';
import type { Db } from '../db/connection.js';
import type { Notifier } from './queue.js';
import type { NoticeFilm, NoticePayload } from './rules.js';
import { createSlotWatch } from './slot-watch.js';
import { inWeeklyTransaction, type WeeklyQueries } from './weekly-queries.js';
import { ARRIVALS_SHOWN, OPEN_SHOWN, weekBest, weekOf } from './weekly-rules.js';

/** What handling a slot did: queued letters, found an empty week, or found it handled. */
export type SlotOutcome =
  | { slotAt: number; letters: number; arrivals: number }
  | { slotAt: number; empty: true }
  | { slotAt: number; taken: true };

const seconds = (ms: number) => Math.ceil(ms / 1000);

/**
 * The weekly letter 'Novedades de la semana' (issue 44): at each `DIGEST_AT` slot, one
 * transaction takes the slot's row (`weekly_letter`) and queues the letter to every member who
 * wants it by email, immediately due. The row makes it once per slot whichever server, and
 * whenever it starts within CATCH_UP_MS of the slot; a week with no arrivals sends nothing.
 */
export function createWeeklyLetter(deps: {
  db: Db;
  notifier: Notifier;
  slot: WeeklySlot;
  nowMs: () => number;
  log: FastifyBaseLogger;
  /** How often the clock is looked at (no database read unless a slot is due and not done). */
  checkMs: number;
  /** Runs after letters were queued (the sender looks at once). */
  poke: () => void;
}) {
  const { slot } = deps;

  async function letterOf(queries: WeeklyQueries, slotAt: number): Promise<NoticePayload | null> {
    const week = weekOf(slot, slotAt);
    const [from, to] = [seconds(week.from), seconds(week.to)];
    const arrivals = await queries.arrivals(from, to, ARRIVALS_SHOWN);
    // Only arrivals make a week new: scores alone are about films the members already had.
    if (!arrivals.total) return null;
    const best = weekBest(await queries.weekScores(from, to));
    const films = new Map(
      (await queries.films(best.map((film) => film.film_id))).map((f) => [f.id, f]),
    );
    const bestFilms = best.flatMap((entry): NoticeFilm[] => {
      const film = films.get(entry.film_id);
      return film ? [{ ...film, nota: entry.media, notas: entry.notas }] : [];
    });
    const open = await queries.openRequests(OPEN_SHOWN);
    return {
      semana: slotAt,
      films: arrivals.films,
      ...(arrivals.total > arrivals.films.length
        ? { more: arrivals.total - arrivals.films.length }
        : {}),
      ...(bestFilms.length ? { best: bestFilms } : {}),
      ...(open.length ? { open } : {}),
    };
  }

  /** Takes the slot and queues its letters, in one transaction. */
  async function handle(slotAt: number, now: number): Promise<SlotOutcome> {
    const outcome = await inWeeklyTransaction(
      deps.db,
      async (queries, trx): Promise<SlotOutcome> => {
        if (!(await queries.claim(slotAt, now))) return { slotAt, taken: true };
        const payload = await letterOf(queries, slotAt);
        if (!payload) return { slotAt, empty: true };
        const letters = await deps.notifier.queue(trx, {
          kind: 'semanal',
          to: 'all',
          payload,
          immediate: true,
        });
        const arrivals = (payload.films?.length ?? 0) + (payload.more ?? 0);
        await queries.record(slotAt, arrivals, letters);
        return { slotAt, letters, arrivals };
      },
    );
    if ('letters' in outcome) {
      deps.log.info(outcome, 'notify: weekly letter queued');
      deps.poke();
    }
    return outcome;
  }

  const watch = createSlotWatch({ ...deps, handle });
  return { runDue: watch.check, start: watch.start, stop: watch.stop };
}
export type WeeklyLetter = ReturnType<typeof createWeeklyLetter>;
