import { POSTER_MAX_BYTES } from '@cineclub/contract';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../accounts/guards.js';
import { acceptRawBodies, rawBody } from '../../http/raw-body.js';
import { serveCall } from '../../http/serve-call.js';
import { POSTER_TOO_LARGE, type PosterService } from './service.js';

/** The poster upload: a raw body of any type, checked by its bytes. */
export async function posterRoutes(app: FastifyInstance, deps: { posters: PosterService }) {
  acceptRawBodies(app, { bytes: POSTER_MAX_BYTES, tooLarge: POSTER_TOO_LARGE });
  serveCall(app, 'adminPoster', {}, async ({ params, request }) =>
    deps.posters.upload(userOf(request), params.id, rawBody(request)),
  );
}
