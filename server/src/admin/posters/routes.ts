import { adminIdParams, POSTER_MAX_BYTES, posterAnswer, routes } from '@cineclub/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userOf } from '../../accounts/guards.js';
import { errors } from '../../http/answers.js';
import { acceptRawBodies, rawBody } from '../../http/raw-body.js';
import { POSTER_TOO_LARGE, type PosterService } from './service.js';

/** The poster upload: a raw body of any type, checked by its bytes. */
export async function posterRoutes(app: FastifyInstance, deps: { posters: PosterService }) {
  acceptRawBodies(app, { bytes: POSTER_MAX_BYTES, tooLarge: POSTER_TOO_LARGE });
  const raw = app.withTypeProvider<ZodTypeProvider>();
  raw.put(
    routes.adminPoster,
    { schema: { params: adminIdParams, response: { 200: posterAnswer, ...errors } } },
    async (request) => deps.posters.upload(userOf(request), request.params.id, rawBody(request)),
  );
}
