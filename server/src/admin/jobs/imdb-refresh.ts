import type { ImdbRefresh, ImdbRefreshRun } from '@cineclub/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import type { ImdbRefreshConfig } from '../../config.js';
import type { MetaQueries } from '../../db/meta.js';
import { JobRunningError } from './catalogue-jobs.js';
import type { CatalogueTasks } from './catalogue-tasks.js';
import { formatTimeOfDay, localDay, nextRunAfter, waitBefore } from './refresh-schedule.js';

/**
 * The `meta` keys of the refresh: the local day of the last run, which one server claims by
 * raising it, and what that run did (an `ImdbRefreshRun` as JSON).
 */
const DAY_KEY = 'imdb_refresh_day';
const LAST_KEY = 'imdb_refresh_last';

export const REFRESH_SKIPPED_MESSAGE = 'No se hizo: ya había una importación de IMDb en marcha';

/** Calls `run` after `ms` milliseconds unless cancelled. Tests hand in one they fire by hand. */
export type SetTimer = (run: () => Promise<void>, ms: number) => { cancel(): void };

const unrefTimer: SetTimer = (run, ms) => {
  // A refresh hours away never keeps the process alive.
  const timer = setTimeout(run, ms).unref();
  return { cancel: () => clearTimeout(timer) };
};

/**
 * The daily IMDb refresh (IMDB_REFRESH_DIR at IMDB_REFRESH_AT): at the time, the files of the
 * folder are imported as an `imdb` catalogue job, started as the admin screen starts one, by
 * 'programada'. Every app server runs this timer; the first to claim the day in the database
 * (`meta`, one conditional statement) starts the job, the others find the day taken. A day whose
 * run finds an IMDb import already running is skipped, and that is recorded. A run that fails to
 * start is logged; the timer goes on to the next day either way.
 */
export function createImdbRefresh(deps: {
  refresh: ImdbRefreshConfig;
  clock: Clock;
  meta: MetaQueries;
  tasks: Pick<CatalogueTasks, 'scheduledImdb'>;
  log: FastifyBaseLogger;
  setTimer?: SetTimer;
}) {
  const { refresh, clock, meta, log } = deps;
  const setTimer = deps.setTimer ?? unrefTimer;
  const nowMs = () => clock() * 1000;
  let on = false;
  /** When the next run is due (ms). */
  let due = 0;
  let timer: { cancel(): void } | null = null;
  let running: Promise<void> = Promise.resolve();

  function arm() {
    timer = setTimer(wake, waitBefore(nowMs(), due));
  }

  /** The timer went off: the run, if it is due (else the wait was a stretch of a long one). */
  async function wake() {
    timer = null;
    if (!on) return;
    const now = nowMs();
    if (now >= due) {
      const slot = due;
      due = nextRunAfter(now, refresh.at);
      running = run(slot);
      await running;
    }
    if (on) arm();
  }

  /** The run due at `slotMs`, made by the server that claims its day. Never throws. */
  async function run(slotMs: number) {
    const day = localDay(slotMs);
    try {
      if (!(await meta.raise(DAY_KEY, day))) {
        log.info({ day }, 'scheduled IMDb refresh: made today by another server');
        return;
      }
      const last: ImdbRefreshRun = { fecha: Math.floor(slotMs / 1000), tarea: null, saltada: null };
      try {
        last.tarea = (await deps.tasks.scheduledImdb(refresh)).id;
        log.info({ day, job: last.tarea }, 'scheduled IMDb refresh started');
      } catch (error) {
        if (!(error instanceof JobRunningError)) throw error;
        last.saltada = REFRESH_SKIPPED_MESSAGE;
        log.warn({ day }, 'scheduled IMDb refresh skipped: an IMDb import is running');
      }
      await meta.put(LAST_KEY, JSON.stringify(last));
    } catch (error) {
      log.error({ err: error, day }, 'scheduled IMDb refresh did not start');
    }
  }

  return {
    /** Sets the timer for the next run (the server is ready). */
    start() {
      on = true;
      due = nextRunAfter(nowMs(), refresh.at);
      arm();
      log.info({ next: new Date(due).toISOString() }, 'scheduled IMDb refresh set');
    },

    /** Stops the timer, and waits for a run that is starting (the server is closing). */
    async stop() {
      on = false;
      timer?.cancel();
      timer = null;
      await running;
    },

    /** The setting, the next run and the last one (by any server), for the admin screen. */
    async state(): Promise<ImdbRefresh> {
      const last = await meta.get(LAST_KEY);
      return {
        carpeta: refresh.dir,
        hora: formatTimeOfDay(refresh.at),
        tvMovies: refresh.tvMovies,
        proxima: Math.floor(nextRunAfter(nowMs(), refresh.at) / 1000),
        ultima: last === null ? null : (JSON.parse(last) as ImdbRefreshRun),
      };
    },
  };
}

export type ImdbRefreshSchedule = ReturnType<typeof createImdbRefresh>;
