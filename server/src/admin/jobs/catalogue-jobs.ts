import type { Job, JobKind, JobStep, JobsOfKinds } from '@cineclub/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/connection.js';
import { claimHolder } from '../../db/holder.js';
import { HttpError } from '../../http/errors.js';
import { ImportInputError } from '../../import/errors.js';
import type { OnProgress } from '../../import/progress.js';
import type { JobQueries, JobRow } from './queries.js';

/** The work of a job: reports progress, may be aborted, answers its summary lines. */
export type JobWork = (onProgress: OnProgress, signal: AbortSignal) => Promise<string[]>;

export const JOB_RUNNING_MESSAGE = 'Ya hay una tarea de ese tipo en marcha';

/** A job of the kind runs already, here or on another server: a 409 to a request. */
export class JobRunningError extends HttpError {
  constructor() {
    super(409, JOB_RUNNING_MESSAGE);
  }
}

/** A job whose server stopped renewing its claim (it died, or lost the database). */
export const JOB_LOST_MESSAGE =
  'Interrumpida: el servidor que la hacía dejó de responder; lo guardado se queda';

const STOPPED_MESSAGE = 'Interrumpida al parar el servidor; lo guardado se queda';

/** A job this server runs. */
interface Running {
  job: Job;
  controller: AbortController;
  done: Promise<void>;
  /** Another server took the kind over (this one stalled past its claim): stop. */
  lost: boolean;
  /** The member who started it; null: the server (the daily refresh) or a terminal. */
  actor: number | null;
}

/**
 * The catalogue jobs the admin screen starts (IMDb import, list import, disk scan), run in the
 * background by the server that was asked. Each kind's current or last job is a row
 * (`catalogue_job`), claimed in a transaction, so one job of a kind runs at a time across every
 * app server on the database; the running server writes its progress there every `flushMs`
 * and renews its claim, so any server answers the state. Its own running jobs it answers from
 * memory, as they move. A server that dies leaves its job `enMarcha` until the claim expires
 * (`leaseMs`), then it shows as interrupted and the kind may start again; on one server (not
 * `shared`) a job of an earlier process is interrupted at once. A job's failure is recorded and
 * logged; it never reaches the server.
 */
export function createCatalogueJobs(deps: {
  queries: JobQueries;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Several app servers may share the database (`Engine.sharedByServers`). */
  shared: boolean;
  leaseMs: number;
  /** Milliseconds between writes of a running job's progress; 500 by default. */
  flushMs?: number;
  /**
   * A job failed (not stopped): queues the owner's notice (issue 44) on the transaction that
   * writes the end. `actor` is the member who started it (null: the server or a terminal).
   */
  onFailed?: (trx: Db, job: Job, actor: number | null) => Promise<void>;
}) {
  const { queries, clock, log } = deps;
  const holder = claimHolder();
  const running = new Map<JobKind, Running>();
  let timer: NodeJS.Timeout | null = null;
  let flushing = false;

  /** Whether a kind's row is a job that runs now, here or on a live server. */
  function runs(row: JobRow, now: number): boolean {
    if (row.state !== 'enMarcha') return false;
    if (row.holder === holder) return running.get(row.kind as JobKind)?.job.id === row.id;
    return deps.shared && row.lease_until > now;
  }

  function jobOf(row: JobRow, now: number): Job {
    const lost = row.state === 'enMarcha' && !runs(row, now);
    return {
      id: row.id,
      tipo: row.kind as JobKind,
      estado: lost ? 'fallida' : (row.state as Job['estado']),
      que: row.what,
      por: row.by_email,
      inicio: row.started_at,
      fin: row.ended_at,
      pasos: JSON.parse(row.steps) as JobStep[],
      resumen: JSON.parse(row.summary) as string[],
      error: lost ? JOB_LOST_MESSAGE : row.error,
    };
  }

  const keyOf = (job: Job) => ({ kind: job.tipo, id: job.id, holder });

  /** Writes every running job's progress and renews its claim; a job taken over stops. */
  async function flush() {
    if (flushing) return;
    flushing = true;
    try {
      for (const entry of running.values()) {
        if (!entry.job.id) continue;
        const steps = JSON.stringify(entry.job.pasos);
        const held = await queries
          .update(keyOf(entry.job), { steps, lease_until: Date.now() + deps.leaseMs })
          .catch((error: unknown) => {
            log.warn({ err: error, job: entry.job.id }, 'catalogue job: progress not saved');
            return true;
          });
        if (!held && !entry.lost) {
          log.warn({ job: entry.job.id, kind: entry.job.tipo }, 'catalogue job: claim lost');
          entry.lost = true;
          entry.controller.abort();
        }
      }
    } finally {
      flushing = false;
    }
  }

  function progressOf(job: Job): OnProgress {
    return (event) => {
      const step: JobStep = {
        step: event.step,
        done: event.done,
        unit: event.unit,
        ...(event.counts ? { counts: { ...event.counts } } : {}),
        ...(event.fraction === undefined ? {} : { fraction: event.fraction }),
        ...(event.rate === undefined ? {} : { rate: event.rate }),
        ...(event.eta === undefined ? {} : { eta: event.eta }),
        ...(event.end ? { end: true } : {}),
      };
      const index = job.pasos.findIndex((known) => known.step === event.step);
      if (index >= 0) job.pasos[index] = step;
      else job.pasos.push(step);
    };
  }

  async function run(entry: Running, work: JobWork) {
    const { job, controller } = entry;
    try {
      job.resumen = await work(progressOf(job), controller.signal);
      job.estado = 'hecha';
    } catch (error) {
      job.estado = 'fallida';
      if (controller.signal.aborted) {
        job.error = entry.lost ? JOB_LOST_MESSAGE : STOPPED_MESSAGE;
      } else if (error instanceof ImportInputError || error instanceof HttpError) {
        job.error = error.message;
      } else {
        log.error({ err: error, job: job.id, kind: job.tipo }, 'catalogue job failed');
        job.error = `Falló: ${error instanceof Error ? error.message : String(error)}`;
      }
    } finally {
      job.fin = clock();
      const end = {
        state: job.estado,
        ended_at: job.fin,
        steps: JSON.stringify(job.pasos),
        summary: JSON.stringify(job.resumen),
        error: job.error,
      };
      const { onFailed } = deps;
      // A stop (the server closing, another server taking over) is no failure to tell of.
      const told = onFailed && job.estado === 'fallida' && !controller.signal.aborted;
      // The end is written even if its notice cannot be queued (then it is logged, untold).
      const withNotice = () =>
        queries.end(
          keyOf(job),
          end,
          (trx) => onFailed?.(trx, job, entry.actor) ?? Promise.resolve(),
        );
      await (told
        ? withNotice().catch((error: unknown) => {
            log.error({ err: error, job: job.id }, 'catalogue job: failure not notified');
            return queries.update(keyOf(job), end);
          })
        : queries.update(keyOf(job), end)
      ).catch((error: unknown) =>
        log.error({ err: error, job: job.id }, 'catalogue job: end not saved'),
      );
      running.delete(job.tipo);
      if (!running.size && timer) {
        clearInterval(timer);
        timer = null;
      }
    }
  }

  return {
    /**
     * Starts a job unless one of its kind runs, here or on another server (JobRunningError, a
     * 409); answers the job as it starts.
     */
    async start(
      kind: JobKind,
      by: { email: string; what: string; id?: number | null },
      work: JobWork,
    ): Promise<Job> {
      if (running.has(kind)) throw new JobRunningError();
      const job: Job = {
        id: 0,
        tipo: kind,
        estado: 'enMarcha',
        que: by.what,
        por: by.email,
        inicio: clock(),
        fin: null,
        pasos: [],
        resumen: [],
        error: null,
      };
      // Taken before the claim's round trip, so that a second start here meanwhile is refused.
      const entry: Running = {
        job,
        controller: new AbortController(),
        done: Promise.resolve(),
        lost: false,
        actor: by.id ?? null,
      };
      running.set(kind, entry);
      const now = Date.now();
      const id = await queries
        .claim(
          {
            kind,
            state: job.estado,
            what: job.que,
            by_email: job.por,
            started_at: job.inicio,
            ended_at: null,
            steps: '[]',
            summary: '[]',
            error: null,
            holder,
            lease_until: now + deps.leaseMs,
          },
          (row) => runs(row, now),
        )
        .catch((error: unknown) => {
          running.delete(kind);
          throw error;
        });
      if (id === null) {
        running.delete(kind);
        throw new JobRunningError();
      }
      job.id = id;
      timer ??= setInterval(() => void flush(), deps.flushMs ?? 500).unref();
      entry.done = run(entry, work);
      return structuredClone(job);
    },

    /** The current or last job of each kind, as a snapshot. */
    async state(): Promise<JobsOfKinds> {
      const now = Date.now();
      const read = async () => new Map((await queries.all()).map((row) => [row.kind, row]));
      let rows = await read();
      // A job of this server that ended during the read: its row still ran when read, and it
      // has left `running` since. Its end is written before it leaves, so a second read has it
      // (without one it looked interrupted).
      const endedMeanwhile = [...rows.values()].some(
        (row) =>
          row.state === 'enMarcha' &&
          row.holder === holder &&
          running.get(row.kind as JobKind)?.job.id !== row.id,
      );
      if (endedMeanwhile) rows = await read();
      const of = (kind: JobKind) => {
        const here = running.get(kind)?.job;
        if (here?.id) return structuredClone(here);
        const row = rows.get(kind);
        return row ? jobOf(row, now) : null;
      };
      return { imdb: of('imdb'), lista: of('lista'), escaneo: of('escaneo'), tmdb: of('tmdb') };
    },

    /** Waits for the running jobs to end and their ends to be written. */
    async finished(): Promise<void> {
      await Promise.all([...running.values()].map((entry) => entry.done));
    },

    /** Aborts running jobs and waits for them (the server is closing). */
    async stop(): Promise<void> {
      for (const entry of running.values()) entry.controller.abort();
      await Promise.all([...running.values()].map((entry) => entry.done));
    },
  };
}

export type CatalogueJobs = ReturnType<typeof createCatalogueJobs>;
