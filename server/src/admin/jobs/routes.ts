import { type JobsAnswer, LIST_MAX_BYTES } from '@cineclub/contract';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../accounts/guards.js';
import { acceptRawBodies, rawBody } from '../../http/raw-body.js';
import { serveCall } from '../../http/serve-call.js';
import type { CatalogueJobs } from './catalogue-jobs.js';
import type { CatalogueTasks } from './catalogue-tasks.js';
import type { ImdbRefreshSchedule } from './imdb-refresh.js';

const LIST_LIMIT = {
  bytes: LIST_MAX_BYTES,
  tooLarge: `Una lista no pasa de ${LIST_MAX_BYTES / 1024 / 1024} MB`,
};

/** The current or last job of each kind, and the daily IMDb refresh when it is set. */
export async function jobsNow(
  jobs: CatalogueJobs,
  refresh: ImdbRefreshSchedule | null,
): Promise<JobsAnswer> {
  return { ...(await jobs.state()), programada: (await refresh?.state()) ?? null };
}

/**
 * The catalogue jobs: their state (with the daily IMDb refresh's, when it is set), and the IMDb
 * import, list upload and disk scan.
 */
export async function jobRoutes(
  app: FastifyInstance,
  deps: { tasks: CatalogueTasks; jobs: CatalogueJobs; refresh: ImdbRefreshSchedule | null },
) {
  const { tasks, jobs, refresh } = deps;
  app.addHook('onClose', async () => jobs.stop());
  serveCall(app, 'adminJobs', {}, async () => jobsNow(jobs, refresh));
  serveCall(app, 'adminImdbJob', {}, async ({ body, request }) =>
    tasks.importImdb(userOf(request), body),
  );
  serveCall(app, 'adminScanJob', {}, async ({ body, request }) =>
    tasks.scan(userOf(request), body),
  );
  serveCall(app, 'adminTmdbJob', {}, async ({ body, request }) =>
    tasks.tmdb(userOf(request), body),
  );
  // An upload: a raw body of any type, checked by its bytes.
  await app.register(async (uploads) => {
    acceptRawBodies(uploads, LIST_LIMIT);
    serveCall(uploads, 'adminListJob', {}, async ({ params, request }) =>
      tasks.importList(userOf(request), params.code, rawBody(request)),
    );
  });
}
