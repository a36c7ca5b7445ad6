import { adminIdParams, messagesPage, messagesQuery, routes } from '@cineclub/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errors, noContent } from '../../http/answers.js';
import type { MessageService } from './service.js';

export async function messageRoutes(app: FastifyInstance, deps: { messages: MessageService }) {
  const { messages } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    routes.adminMessages,
    { schema: { querystring: messagesQuery, response: { 200: messagesPage, ...errors } } },
    async (request) =>
      messages.messages({ ...request.query, pendientes: request.query.pendientes === 'true' }),
  );
  api.put(
    routes.adminMessageRead,
    { schema: { params: adminIdParams, response: noContent } },
    async (request, reply) => {
      await messages.markMessageRead(request.params.id);
      return reply.code(204).send();
    },
  );
}
