import { adminIdParams, requestAnswerBody, routes } from '@cineclub/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userOf } from '../../accounts/guards.js';
import { noContent } from '../../http/answers.js';
import type { RequestService } from './service.js';

/** Answers an open request (GET /admin/peticiones, the open ones, is the community area's). */
export async function requestRoutes(app: FastifyInstance, deps: { requests: RequestService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.put(
    routes.adminRequest,
    { schema: { params: adminIdParams, body: requestAnswerBody, response: noContent } },
    async (request, reply) => {
      await deps.requests.answerRequest(userOf(request), request.params.id, request.body);
      return reply.code(204).send();
    },
  );
}
