import { adminIdParams, openRequest, requestAnswerBody, routes } from '@cineclub/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../../accounts/guards.js';
import { errors, noContent } from '../../http/answers.js';
import type { RequestService } from './service.js';

/** The open requests, and the admin's answer to one. */
export async function requestRoutes(app: FastifyInstance, deps: { requests: RequestService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    routes.openRequests,
    { schema: { response: { 200: z.array(openRequest), ...errors } } },
    async () => deps.requests.openRequests(),
  );
  api.put(
    routes.adminRequest,
    { schema: { params: adminIdParams, body: requestAnswerBody, response: noContent } },
    async (request, reply) => {
      await deps.requests.answerRequest(userOf(request), request.params.id, request.body);
      return reply.code(204).send();
    },
  );
}
