import type { FastifyInstance } from 'fastify';
import { requireUser, userOf } from '../../accounts/guards.js';
import { serveCall } from '../../http/serve-call.js';
import type { ReviewService } from './service.js';

/** `GET /api/club/resumen/{anio}?socio=`: the year in review, for signed-in members. */
export async function reviewRoutes(app: FastifyInstance, deps: { review: ReviewService }) {
  serveCall(app, 'review', { preHandler: requireUser }, async ({ params, query, request }) =>
    deps.review.review(userOf(request), params.anio, query.socio),
  );
}
