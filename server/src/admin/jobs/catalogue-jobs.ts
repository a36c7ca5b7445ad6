import type { Job, JobKind, JobStep, JobsAnswer } from '@cineclub/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import { HttpError } from '../../http/errors.js';
import { ImportInputError } from '../../import/errors.js';
import type { OnProgress } from '../../import/progress.js';

/** The work of a job: reports progress, may be aborted, answers its summary lines. */
export type JobWork = (onProgress: OnProgress, signal: AbortSignal) => Promise<string[]>;

export const JOB_RUNNING_MESSAGE = 'Ya hay una tarea de ese tipo en marcha';

/**
 * The catalogue jobs the admin screen starts (IMDb import, list import, disk scan), run in this
 * process in the background. They live in memory: the current or last job of each kind, with
 * the latest progress of each step, and its summary or error once it ends. One job of a kind
 * runs at a time. A job's failure is recorded and logged; it never reaches the server.
 */
export function createCatalogueJobs(deps: { clock: Clock; log: FastifyBaseLogger }) {
  const jobs = new Map<JobKind, Job>();
  const running = new Map<JobKind, { controller: AbortController; done: Promise<void> }>();
  let lastId = 0;

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

  return {
    /** Starts a job unless one of its kind runs (409); answers the job as it starts. */
    start(kind: JobKind, by: { email: string; what: string }, work: JobWork): Job {
      if (running.has(kind)) throw new HttpError(409, JOB_RUNNING_MESSAGE);
      const job: Job = {
        id: ++lastId,
        tipo: kind,
        estado: 'enMarcha',
        que: by.what,
        por: by.email,
        inicio: deps.clock(),
        fin: null,
        pasos: [],
        resumen: [],
        error: null,
      };
      jobs.set(kind, job);
      const controller = new AbortController();
      const done = (async () => {
        try {
          job.resumen = await work(progressOf(job), controller.signal);
          job.estado = 'hecha';
        } catch (error) {
          job.estado = 'fallida';
          if (controller.signal.aborted) {
            job.error = 'Interrumpida al parar el servidor; lo guardado se queda';
          } else if (error instanceof ImportInputError || error instanceof HttpError) {
            job.error = error.message;
          } else {
            deps.log.error({ err: error, job: job.id, kind }, 'catalogue job failed');
            job.error = `Falló: ${error instanceof Error ? error.message : String(error)}`;
          }
        } finally {
          job.fin = deps.clock();
          running.delete(kind);
        }
      })();
      running.set(kind, { controller, done });
      return structuredClone(job);
    },

    /** The current or last job of each kind, as a snapshot. */
    state(): JobsAnswer {
      const of = (kind: JobKind) => {
        const job = jobs.get(kind);
        return job ? structuredClone(job) : null;
      };
      return { imdb: of('imdb'), lista: of('lista'), escaneo: of('escaneo') };
    },

    /** Aborts running jobs and waits for them (the server is closing). */
    async stop(): Promise<void> {
      for (const job of running.values()) job.controller.abort();
      await Promise.all([...running.values()].map((job) => job.done));
    },
  };
}

export type CatalogueJobs = ReturnType<typeof createCatalogueJobs>;
