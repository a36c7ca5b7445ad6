import {
  imdbJobBody,
  job,
  jobsAnswer,
  LIST_MAX_BYTES,
  listJobParams,
  routes,
  scanJobBody,
  tmdbJobBody,
} from '@cineclub/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userOf } from '../../accounts/guards.js';
import { errors } from '../../http/answers.js';
import { acceptRawBodies, rawBody } from '../../http/raw-body.js';
import type { CatalogueJobs } from './catalogue-jobs.js';
import type { CatalogueTasks } from './catalogue-tasks.js';
import type { ImdbRefreshSchedule } from './imdb-refresh.js';

const jobAnswer = { 202: job, ...errors };

const LIST_LIMIT = {
  bytes: LIST_MAX_BYTES,
  tooLarge: `Una lista no pasa de ${LIST_MAX_BYTES / 1024 / 1024} MB`,
};

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
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(routes.adminJobs, { schema: { response: { 200: jobsAnswer, ...errors } } }, async () => ({
    ...(await jobs.state()),
    programada: (await refresh?.state()) ?? null,
  }));
  api.post(
    routes.adminImdbJob,
    { schema: { body: imdbJobBody, response: jobAnswer } },
    async (request, reply) =>
      reply.code(202).send(await tasks.importImdb(userOf(request), request.body)),
  );
  api.post(
    routes.adminScanJob,
    { schema: { body: scanJobBody, response: jobAnswer } },
    async (request, reply) => reply.code(202).send(await tasks.scan(userOf(request), request.body)),
  );
  api.post(
    routes.adminTmdbJob,
    { schema: { body: tmdbJobBody, response: jobAnswer } },
    async (request, reply) => reply.code(202).send(await tasks.tmdb(userOf(request), request.body)),
  );
  // An upload: a raw body of any type, checked by its bytes.
  await app.register(async (uploads) => {
    acceptRawBodies(uploads, LIST_LIMIT);
    const raw = uploads.withTypeProvider<ZodTypeProvider>();
    raw.post(
      routes.adminListJob,
      { schema: { params: listJobParams, response: jobAnswer } },
      async (request, reply) => {
        const job = await tasks.importList(userOf(request), request.params.code, rawBody(request));
        return reply.code(202).send(job);
      },
    );
  });
}
