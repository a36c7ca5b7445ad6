import type { Clock } from '../clock.js';
import type { Db } from '../db/connection.js';
import type { Notifier } from '../notify/queue.js';
import { createAnnouncer } from './announce.js';
import {
  questionNotice,
  reminderNotice,
  reminderSubject,
  winnerNotice,
  winnerSubject,
} from './notice-texts.js';
import { createSessionQueries } from './queries.js';
import { talliesOf } from './tally.js';
import { pickWinner } from './winner.js';

const DAY = 86_400;

interface Logger {
  error(details: object, message: string): void;
}

/**
 * The film nights' timed work, on every app server: close the nights whose deadline came (the
 * winner by the tie rules, told to who voted or comes), remind them the day before, ask 'Qué
 * os pareció' the day after. Each piece is claimed by a conditional update inside the
 * transaction that writes its notices, so with several servers (or a restart halfway) each
 * happens once; what was due while no server ran is done at the next pass.
 */
export function createFilmNightCloser(deps: {
  db: Db;
  clock: Clock;
  everyMs: number;
  log: Logger;
  /** Email and push, where the server has them (issue 44). */
  notifier?: Notifier;
}) {
  const { db, clock } = deps;
  const announce = createAnnouncer(deps.notifier);
  const queries = createSessionQueries(db);
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  async function close(id: number, now: number) {
    await queries.inTransaction(async (within, trx) => {
      const night = await within.night(id);
      if (night?.estado !== 'abierta') return;
      const candidates = await within.candidates(id);
      const winnerId = pickWinner(talliesOf(candidates, await within.votes(id)));
      if (!(await within.claimClose(id, winnerId, now))) return;
      const winner = candidates.find((film) => film.id === winnerId);
      if (!winner) return;
      const userIds = await within.interested(id);
      await announce(
        trx,
        {
          kind: 'ganadora',
          night,
          userIds,
          text: winnerNotice(winner, night),
          subject: winnerSubject(winner, night),
          filmId: winner.id,
        },
        now,
      );
    });
  }

  async function remind(id: number, now: number) {
    await queries.inTransaction(async (within, trx) => {
      if (!(await within.claimReminder(id, now))) return;
      const night = await within.night(id);
      if (!night) return;
      const winner = (await within.candidates(id)).find((film) => film.id === night.ganadora);
      await announce(
        trx,
        {
          kind: 'recordatorio',
          night,
          userIds: await within.interested(id),
          text: reminderNotice(winner ?? null, night),
          subject: reminderSubject(winner ?? null, night),
          filmId: winner?.id ?? null,
        },
        now,
      );
    });
  }

  async function ask(id: number, now: number) {
    await queries.inTransaction(async (within, trx) => {
      if (!(await within.claimQuestion(id, now))) return;
      const night = await within.night(id);
      const winner =
        night && (await within.candidates(id)).find((film) => film.id === night.ganadora);
      if (!night || !winner) return;
      const text = questionNotice(winner, night);
      await announce(
        trx,
        { kind: 'pregunta', night, userIds: await within.comingTo(id), text, subject: text },
        now,
      );
    });
  }

  /** One pass over whatever is due; a failure is logged and the next pass tries again. */
  async function pass() {
    const now = clock();
    for (const { id } of await queries.dueToClose(now)) await close(id, now);
    for (const { id } of await queries.dueReminders(now, DAY)) await remind(id, now);
    for (const { id } of await queries.dueQuestions(now, DAY)) await ask(id, now);
  }

  function tick() {
    running ??= pass()
      .catch((error: unknown) => deps.log.error({ err: error }, 'film nights: pass failed'))
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    start() {
      if (timer) return;
      void tick();
      timer = setInterval(tick, deps.everyMs);
      timer.unref();
    },
    /** One pass now (tests; and what start does first). */
    tick,
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
