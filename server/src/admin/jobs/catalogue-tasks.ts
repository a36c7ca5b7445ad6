import path from 'node:path';
import { type Job, type ListCode, SCHEDULED_BY } from '@cineclub/contract';
import type { SessionUser } from '../../accounts/session-user.js';
import type { PosterStore } from '../../catalogue/poster-store.js';
import type { Clock } from '../../clock.js';
import type { DiskConfig, ImdbRefreshConfig, TmdbConfig } from '../../config.js';
import type { Db } from '../../db/connection.js';
import { HttpError } from '../../http/errors.js';
import { ImportInputError } from '../../import/errors.js';
import { findDatasets, importImdb } from '../../import/imdb.js';
import type { ImdbQueries } from '../../import/imdb-queries.js';
import { importListText } from '../../import/list.js';
import {
  imdbSummaryLines,
  listSummaryLines,
  scanSummaryLines,
  tmdbSummaryLines,
} from '../../import/summary-lines.js';
import { createTmdbClient } from '../../metadata/tmdb-client.js';
import { runTmdbJob } from '../../metadata/tmdb-job.js';
import type { Notifier } from '../../notify/queue.js';
import type { Actor, AuditService } from '../audit/service.js';
import type { CatalogueJobs } from './catalogue-jobs.js';
import { jobWhat } from './job-what.js';
import { scanWithNotices } from './scan-notices.js';

/** The server itself, starting the daily IMDb refresh: the job's `por` and its audit line's. */
const SCHEDULE: Actor = { id: null, email: SCHEDULED_BY };

/**
 * The catalogue tools as admin jobs: checks what was asked (a bad folder or file is a 400 before
 * anything starts), starts the job, and writes its audit line. The work is the same library
 * code the CLI (`npm run catalogue`) runs. The daily IMDb refresh starts its job here too.
 */
export function createCatalogueTasks(deps: {
  db: Db;
  /** What the IMDb import reads and writes: it gets no more of the database. */
  imdb: ImdbQueries;
  disks: DiskConfig[];
  /** DATA_DIR: the scan never takes its files for a film's. */
  dataDir: string;
  /** Where the scan and TMDB put the pictures they find. */
  posters: PosterStore;
  /** TMDB's API; null when TMDB_API_KEY is not set (the TMDB job is off). */
  tmdb: TmdbConfig | null;
  clock: Clock;
  jobs: CatalogueJobs;
  audit: AuditService;
  /** Queues the members' and the owner's notifications (issue 44). */
  notifier?: Notifier;
}) {
  const { db, clock, jobs } = deps;

  async function started(actor: Actor, job: Job): Promise<Job> {
    await deps.audit.record(actor, null, {
      action: `tarea.${job.tipo}`,
      detail: `Tarea ${job.tipo} lanzada: ${job.que}`,
    });
    return job;
  }

  /**
   * The IMDb import of a folder as a job; the import checks the folder again as it begins. The
   * daily refresh's is followed by the TMDB job when a key is set (if one is not running).
   */
  async function startImdb(
    actor: Actor,
    what: string,
    options: { dir: string; tvMovies: boolean },
  ) {
    const job = await jobs.start(
      'imdb',
      { email: actor.email, what, id: actor.id },
      async (onProgress, signal) => {
        const lines = imdbSummaryLines(
          await importImdb(deps.imdb, { ...options, now: clock(), signal }, onProgress),
        );
        if (actor === SCHEDULE && deps.tmdb) {
          await startTmdb(SCHEDULE, { refresh: false }).catch(() => undefined);
        }
        return lines;
      },
    );
    return started(actor, job);
  }

  /** The TMDB job: every film lacking a synopsis or a poster, or the films asked for. */
  async function startTmdb(actor: Actor, body: { ids?: number[]; refresh: boolean }) {
    const config = deps.tmdb;
    if (!config) {
      throw new HttpError(409, 'TMDB no está configurado: define TMDB_API_KEY en el servidor');
    }
    const what = jobWhat.tmdb(body.ids, body.refresh);
    const job = await jobs.start(
      'tmdb',
      { email: actor.email, what, id: actor.id },
      async (onProgress, signal) => {
        const client = createTmdbClient(config);
        const summary = await runTmdbJob(
          db,
          { client, posters: deps.posters },
          { ids: body.ids, refresh: body.refresh, now: clock(), signal },
          (done, total, counts) =>
            onProgress({
              step: 'TMDB',
              done,
              unit: 'películas',
              counts,
              fraction: total ? done / total : 1,
            }),
        );
        return tmdbSummaryLines(summary);
      },
    );
    return started(actor, job);
  }

  /** An ImportInputError thrown while checking becomes a 400 with its message. */
  function checked<T>(check: () => T): T {
    try {
      return check();
    } catch (error) {
      if (error instanceof ImportInputError) throw new HttpError(400, error.message);
      throw error;
    }
  }

  return {
    /** POST /admin/tareas/tmdb */
    tmdb: (user: SessionUser, body: { ids?: number[]; refresh: boolean }) => startTmdb(user, body),

    async importImdb(user: SessionUser, body: { dir: string; tvMovies: boolean }) {
      if (!path.isAbsolute(body.dir)) {
        throw new HttpError(400, 'La carpeta debe ser una ruta absoluta del servidor');
      }
      const dir = path.normalize(body.dir);
      checked(() => findDatasets(dir));
      return startImdb(user, jobWhat.imdb(dir), { dir, tvMovies: body.tvMovies });
    },

    /**
     * The daily refresh's import. The folder is not checked first: whatever is wrong with it
     * (no folder, no files) becomes the job's error, for the admin screen to show.
     * JobRunningError when an IMDb import runs already.
     */
    async scheduledImdb(refresh: ImdbRefreshConfig) {
      const { dir, tvMovies } = refresh;
      return startImdb(SCHEDULE, jobWhat.dailyImdb(dir), { dir, tvMovies });
    },

    async importList(user: SessionUser, code: ListCode, body: Buffer | undefined) {
      if (!body?.length) throw new HttpError(400, 'Falta el fichero CSV de la lista');
      const text = body.toString('utf8');
      const job = await jobs.start(
        'lista',
        { email: user.email, what: jobWhat.list(code), id: user.id },
        async (onProgress) =>
          listSummaryLines(
            await importListText(db, { code, text, source: 'El fichero subido' }, onProgress),
          ),
      );
      return started(user, job);
    },

    /** The disk scan; requesters of films that get their first file are notified. */
    async scan(user: SessionUser, body: { prune: boolean }) {
      if (!deps.disks.length) {
        throw new HttpError(409, 'No hay discos: define DISKS=nombre=/ruta,... en el servidor');
      }
      const job = await jobs.start(
        'escaneo',
        { email: user.email, what: jobWhat.scan(body.prune), id: user.id },
        async (onProgress, signal) => {
          const now = clock();
          const options = {
            disks: deps.disks,
            dataDir: deps.dataDir,
            posters: deps.posters,
            prune: body.prune,
            now,
            signal,
          };
          const notify = { notifier: deps.notifier, actor: user.id };
          return scanSummaryLines(await scanWithNotices(db, options, notify, onProgress));
        },
      );
      return started(user, job);
    },
  };
}

export type CatalogueTasks = ReturnType<typeof createCatalogueTasks>;
